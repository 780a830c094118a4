import {
  errorResponses,
  reportPermission,
  ZListQuery,
  ZPassportReportResponse,
  ZUserPointsReportResponse,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { authOf } from '../../plugins/auth.js';
import { passportReportColumns, userPointsReportColumns } from './export-columns.js';
import {
  exportReport,
  listReport,
  PASSPORT_REPORT,
  presentPassportRow,
  presentUserPointsRow,
  USER_POINTS_REPORT,
} from './service.js';

const tags = ['reports'];
const FILTERS =
  'Filters (q[...]): user_status_eq (active, the default; inactive; all), date_from_eq / date_to_eq ' +
  '(yyyy-MM-dd: the passport period containing date_from, default the current one), division_id_eq, ' +
  'department_id_eq, employment_type_id_eq, supervisor_id_eq, user_full_name_cont, custom_1_cont, ' +
  'custom_2_cont. Supervisors see the users they supervise, admins the institute.';
const PASSPORT_DESCRIPTION =
  `${FILTERS} Also passport_status_eq|_in, profile_status_eq|_in. Sorts q[s]: user_full_name, ` +
  'user_family_name (default), passport_status, department_name, employment_type_name, custom_1, ' +
  'custom_2, professional_points_combined, vocational_points_combined, learning_journeys_combined, ' +
  'vocational_learning_journeys_combined, profile_status. vcm_status is null until VCMs exist.';
const USER_POINTS_DESCRIPTION =
  `${FILTERS} Sorts q[s]: user_full_name, user_family_name (default), division_name, department_name, ` +
  'employment_type_name, professional_points, vocational_points, custom_1, custom_2. requirement_1/2 ' +
  'are null until history rows record them.';
const csvResponse = (what: string) => ({
  200: z.any().describe(`CSV: one header row, then a row per ${what}`),
  ...errorResponses,
});

/** The paged-table reports (part 2 §7 "Reports and users lists"): passport and user_points, + .csv. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const view = app.requirePermission(reportPermission('passports'));

  app.get(
    '/reports/passport',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Passport report: each user’s passport, points and profile status for a period',
        description: PASSPORT_DESCRIPTION,
        querystring: ZListQuery,
        response: { 200: ZPassportReportResponse, ...errorResponses },
      },
    },
    async (request) => listReport(deps, authOf(request), PASSPORT_REPORT, request.query, presentPassportRow),
  );

  app.get(
    '/reports/passport.csv',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The passport report’s rows for the same filters and sort as CSV (streamed)',
        description: PASSPORT_DESCRIPTION,
        querystring: ZListQuery,
        produces: ['text/csv'],
        response: csvResponse('user'),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { rows, institute } = await exportReport(
        deps,
        auth,
        PASSPORT_REPORT,
        request.query,
        presentPassportRow,
      );
      const columns = passportReportColumns(institute);
      return sendCsv(request, reply, { filename: 'passport.csv', columns }, rows);
    },
  );

  app.get(
    '/reports/user_points',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'User points report: each user’s professional and vocational points for a period',
        description: USER_POINTS_DESCRIPTION,
        querystring: ZListQuery,
        response: { 200: ZUserPointsReportResponse, ...errorResponses },
      },
    },
    async (request) =>
      listReport(deps, authOf(request), USER_POINTS_REPORT, request.query, presentUserPointsRow),
  );

  app.get(
    '/reports/user_points.csv',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The user points report’s rows for the same filters and sort as CSV (streamed)',
        description: USER_POINTS_DESCRIPTION,
        querystring: ZListQuery,
        produces: ['text/csv'],
        response: csvResponse('user'),
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { rows, institute } = await exportReport(
        deps,
        auth,
        USER_POINTS_REPORT,
        request.query,
        presentUserPointsRow,
      );
      const columns = userPointsReportColumns(institute);
      return sendCsv(request, reply, { filename: 'user_points.csv', columns }, rows);
    },
  );
};
