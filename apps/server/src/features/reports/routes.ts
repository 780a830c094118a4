import {
  errorResponses,
  reportPermission,
  ZListQuery,
  ZPassportReportResponse,
  ZPassportSummaryResponse,
  ZUserPointsReportResponse,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InstituteRow } from '../../db/schema/index.js';
import { sendCsv, type CsvColumns } from '../../lib/csv.js';
import { authOf } from '../../plugins/auth.js';
import { passportReportColumns, userPointsReportColumns } from './export-columns.js';
import type { ReportRow } from './repository.js';
import {
  exportReport,
  listReport,
  PASSPORT_REPORT,
  presentPassportRow,
  presentUserPointsRow,
  summarizePassportReport,
  USER_POINTS_REPORT,
  type PassportBasedReport,
} from './service.js';

const tags = ['reports'];
const FILTERS =
  'Filters (q[...]): user_status_eq (active, the default; inactive; all), date_from_eq / date_to_eq ' +
  '(yyyy-MM-dd: the passport period containing date_from, default the current one), division_id_eq, ' +
  'department_id_eq, employment_type_id_eq, supervisor_id_eq, user_full_name_cont, custom_1_cont, ' +
  'custom_2_cont. Supervisors see the users they supervise, admins the institute.';

interface PagedReportRoutes<T> {
  /** The endpoint under /reports: the table at `/reports/{path}`, its CSV at `/reports/{path}.csv`. */
  path: string;
  report: PassportBasedReport;
  present: (row: ReportRow) => T;
  columns: (institute: InstituteRow) => CsvColumns<T>;
  response: z.ZodType;
  summary: string;
  description: string;
}

/**
 * A paged-table report's two routes: the table and its CSV, from the same compiled query (so the
 * export's rows equal the table's for the same filters and sort), behind the report's permission.
 */
function addPagedReport<T>(app: Parameters<FastifyPluginAsyncZod>[0], spec: PagedReportRoutes<T>) {
  const { deps } = app;
  const onRequest = app.requirePermission(reportPermission(spec.report.name));
  const schema = { tags, description: spec.description, querystring: ZListQuery };
  app.get(
    `/reports/${spec.path}`,
    {
      onRequest,
      schema: { ...schema, summary: spec.summary, response: { 200: spec.response, ...errorResponses } },
    },
    async (request) => listReport(deps, authOf(request), spec.report, request.query, spec.present),
  );
  app.get(
    `/reports/${spec.path}.csv`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: `${spec.summary}: the rows of the same filters and sort as CSV (streamed)`,
        produces: ['text/csv'],
        response: { 200: z.any().describe('CSV: one header row, then a row per user'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { rows, institute } = await exportReport(
        deps,
        authOf(request),
        spec.report,
        request.query,
        spec.present,
      );
      return sendCsv(
        request,
        reply,
        { filename: `${spec.path}.csv`, columns: spec.columns(institute) },
        rows,
      );
    },
  );
}

/** The paged-table reports (part 2 §7 "Reports and users lists"): passport and user_points, + .csv. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  addPagedReport(app, {
    path: 'passport',
    report: PASSPORT_REPORT,
    present: presentPassportRow,
    columns: passportReportColumns,
    response: ZPassportReportResponse,
    summary: 'Passport report: each user’s passport, points and profile status for a period',
    description:
      `${FILTERS} Also passport_status_eq|_in, profile_status_eq|_in. Sorts q[s]: user_full_name, ` +
      'user_family_name (default), passport_status, department_name, employment_type_name, custom_1, ' +
      'custom_2, professional_points_combined, vocational_points_combined, learning_journeys_combined, ' +
      'vocational_learning_journeys_combined, profile_status. vcm_status is null until VCMs exist.',
  });
  app.get(
    '/reports/passport/summary',
    {
      onRequest: app.requirePermission(reportPermission(PASSPORT_REPORT.name)),
      schema: {
        tags,
        summary: 'Passport report summary: its rows counted by department and passport status (the chart)',
        description: `The Passports report's filters; sort and page are ignored. ${FILTERS}`,
        querystring: ZListQuery,
        response: { 200: ZPassportSummaryResponse, ...errorResponses },
      },
    },
    async (request) => summarizePassportReport(app.deps, authOf(request), request.query),
  );
  addPagedReport(app, {
    path: 'user_points',
    report: USER_POINTS_REPORT,
    present: presentUserPointsRow,
    columns: userPointsReportColumns,
    response: ZUserPointsReportResponse,
    summary: 'User points report: each user’s professional and vocational points for a period',
    description:
      `${FILTERS} Sorts q[s]: user_full_name, user_family_name (default), division_name, ` +
      'department_name, employment_type_name, professional_points, vocational_points, custom_1, ' +
      'custom_2. requirement_1/2 are null until history rows record them.',
  });
};
