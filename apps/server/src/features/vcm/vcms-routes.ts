import {
  errorResponses,
  VCM_CSV_COLUMNS,
  ZCreatedVcmResponse,
  ZCreateVcmBody,
  ZDelegateVcmBody,
  ZForceVcmStatusBody,
  ZIdParams,
  ZLastApprovedVcmQuery,
  ZLastApprovedVcmResponse,
  ZListQuery,
  ZVcmCheckResponse,
  ZVcmCoursesResponse,
  ZVcmHistoryLogListResponse,
  ZVcmHistoryLogsQuery,
  ZVcmListResponse,
  ZVcmResponse,
  type TVcmListRow,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvDateTimeColumn, sendCsv, type CsvColumns } from '../../lib/csv.js';
import { vcmCallerOf, vcmGuard } from './vcm-guards.js';
import { createVcm } from './vcms-create-service.js';
import {
  checkVcms,
  exportVcms,
  getVcm,
  lastApprovedVcm,
  listHistoryLogs,
  listVcms,
  vcmCourses,
  visibleVcm,
} from './vcms-service.js';
import { approveVcm, delegateVcm, forceVcmStatus, returnVcm } from './vcms-transitions-service.js';

const tags = ['vcm'];
const ZNoBody = z.object({}).passthrough().nullish();
const LIST_DESCRIPTION =
  'Filters q[status_eq] (default in_review; `all` for every status), q[status_in][], q[year_eq], q[owner_user_id_eq], ' +
  'q[approver_user_id_eq], q[owner_full_name_cont], q[created_at_gteq|lteq], q[approved_at_gteq|lteq]; ' +
  'sorts q[s]=updated_at|created_at|approved_at|year|revision|status|owner_full_name|approver_full_name asc|desc.';

const csvColumns = (
  timeZone: string,
): CsvColumns<TVcmListRow & { owner_unique_identifier: string | null }> => [
  [VCM_CSV_COLUMNS[0], (r) => r.owner_user.full_name],
  [VCM_CSV_COLUMNS[1], (r) => r.owner_unique_identifier],
  [VCM_CSV_COLUMNS[2], (r) => r.year],
  [VCM_CSV_COLUMNS[3], (r) => r.revision_text],
  [VCM_CSV_COLUMNS[4], (r) => r.status_label],
  [VCM_CSV_COLUMNS[5], (r) => r.approver_user?.full_name],
  csvDateTimeColumn(VCM_CSV_COLUMNS[6], timeZone, (r) => r.created_at),
  csvDateTimeColumn(VCM_CSV_COLUMNS[7], timeZone, (r) => r.approved_at),
];

/** VCMs (issue 18): Manage VCMs, the detail's reads, its transitions and the educator's create. */
export const vcmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Every VCM route: 401, then 404 while the institute has VCM off, then 403 (vcm-guards.ts).
  const view = vcmGuard(app, 'vcm.view');
  const signedIn = vcmGuard(app);

  app.get(
    '/vcms',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Manage VCMs: the caller’s VCMs (admins every one), in review by default',
        description: LIST_DESCRIPTION,
        querystring: ZListQuery,
        response: { 200: ZVcmListResponse, ...errorResponses },
      },
    },
    async (request) => listVcms(deps, vcmCallerOf(request), request.query),
  );

  app.get(
    '/vcms.csv',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Manage VCMs as CSV (the list’s filters and sort)',
        description: LIST_DESCRIPTION,
        querystring: ZListQuery,
        produces: ['text/csv'],
        response: { 200: z.any().describe('CSV: one header row, then a row per VCM'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const caller = vcmCallerOf(request);
      const rows = await exportVcms(deps, caller, request.query);
      const columns = csvColumns(caller.actingInstitute.timezone);
      return sendCsv(request, reply, { filename: 'vcms.csv', columns }, rows());
    },
  );

  app.get(
    '/vcms/check',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The signed-in approver’s VCMs in review (the nav’s red dot); 404 while VCM is disabled',
        response: { 200: ZVcmCheckResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await checkVcms(deps, vcmCallerOf(request)) }),
  );

  app.get(
    '/vcms/show_last_approved_vcm',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A user’s latest approved VCM, or null',
        querystring: ZLastApprovedVcmQuery,
        response: { 200: ZLastApprovedVcmResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await lastApprovedVcm(deps, vcmCallerOf(request), request.query.user_id) }),
  );

  app.post(
    '/vcms',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'An educator’s new VCM revision for a year, copying the last approved answers forward; 201 with the id',
        body: ZCreateVcmBody,
        response: { 201: ZCreatedVcmResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createVcm(deps, vcmCallerOf(request), request.body) }),
  );

  app.get(
    '/vcms/:id',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A VCM',
        params: ZIdParams,
        response: { 200: ZVcmResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await getVcm(deps, vcmCallerOf(request), request.params.id) }),
  );

  app.get(
    '/vcms/:id/courses',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A VCM’s courses: units, unit counts, units added after creation',
        params: ZIdParams,
        response: { 200: ZVcmCoursesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { view: found } = await visibleVcm(deps.db, vcmCallerOf(request), request.params.id);
      return { data: await vcmCourses(deps.db, found) };
    },
  );

  app.get(
    '/vcms/:id/history_logs',
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'VCM History: every event, newest first (paginated)',
        params: ZIdParams,
        querystring: ZVcmHistoryLogsQuery,
        response: { 200: ZVcmHistoryLogListResponse, ...errorResponses },
      },
    },
    async (request) => listHistoryLogs(deps, vcmCallerOf(request), request.params.id, request.query),
  );

  const transitions = [
    ['approve', view, ZNoBody, 'Approves the VCM (every item approved)', approveVcm],
    ['reject', view, ZNoBody, 'Returns the VCM to the educator', returnVcm],
    [
      'force_update',
      vcmGuard(app, 'vcm.force_status'),
      ZForceVcmStatusBody,
      'Forces any status (admins)',
      forceVcmStatus,
    ],
    [
      'delegate',
      view,
      ZDelegateVcmBody,
      'Delegates approval to a supervisor or institute admin',
      delegateVcm,
    ],
  ] as const;
  for (const [verb, guard, body, summary, run] of transitions) {
    app.put(
      `/vcms/:id/${verb}`,
      {
        onRequest: guard,
        schema: {
          tags,
          summary,
          params: ZIdParams,
          body,
          response: { 200: ZVcmResponse, ...errorResponses },
        },
      },
      async (request) => ({
        data: await run(deps, vcmCallerOf(request), request.params.id, request.body as never),
      }),
    );
  }
};
