import { api, type TVcmListRow, VCM_CSV_COLUMNS } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvDateTimeColumn, sendCsv, type CsvColumns } from '../../lib/csv.js';
import { vcmCallerOf, vcmGuard } from './guards.js';
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
import { serve } from '../../lib/serve.js';

const tags = ['vcm'];
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
  // Every VCM route: 401, then 404 while the institute has VCM off, then 403 (guards.ts).
  const view = vcmGuard(app, 'vcm.view');
  const signedIn = vcmGuard(app);

  serve(
    app,
    api.vcm.list,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Manage VCMs: the caller’s VCMs (admins every one), in review by default',
        description: LIST_DESCRIPTION,
      },
    },
    async (request) => listVcms(deps, vcmCallerOf(request), request.query),
  );

  serve(
    app,
    api.vcm.exportCsv,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Manage VCMs as CSV (the list’s filters and sort)',
        description: LIST_DESCRIPTION,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const caller = vcmCallerOf(request);
      const rows = await exportVcms(deps, caller, request.query);
      const columns = csvColumns(caller.actingInstitute.timezone);
      return sendCsv(request, reply, { filename: 'vcms.csv', columns }, rows());
    },
  );

  serve(
    app,
    api.vcm.check,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The signed-in approver’s VCMs in review (the nav’s red dot); 404 while VCM is disabled',
      },
    },
    async (request) => ({ data: await checkVcms(deps, vcmCallerOf(request)) }),
  );

  serve(
    app,
    api.vcm.lastApproved,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A user’s latest approved VCM, or null',
      },
    },
    async (request) => ({ data: await lastApprovedVcm(deps, vcmCallerOf(request), request.query.user_id) }),
  );

  serve(
    app,
    api.vcm.create,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'An educator’s new VCM revision for a year, copying the last approved answers forward; 201 with the id',
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createVcm(deps, vcmCallerOf(request), request.body) }),
  );

  serve(
    app,
    api.vcm.get,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A VCM',
      },
    },
    async (request) => ({ data: await getVcm(deps, vcmCallerOf(request), request.params.id) }),
  );

  serve(
    app,
    api.vcm.courses,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A VCM’s courses: units, unit counts, units added after creation',
      },
    },
    async (request) => {
      const { view: found } = await visibleVcm(deps.db, vcmCallerOf(request), request.params.id);
      return { data: await vcmCourses(deps.db, found) };
    },
  );

  serve(
    app,
    api.vcm.history,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'VCM History: every event, newest first (paginated)',
      },
    },
    async (request) => listHistoryLogs(deps, vcmCallerOf(request), request.params.id, request.query),
  );

  const transitions = [
    ['approve', view, 'Approves the VCM (every item approved)', approveVcm],
    ['reject', view, 'Returns the VCM to the educator', returnVcm],
    ['force_update', vcmGuard(app, 'vcm.force_status'), 'Forces any status (admins)', forceVcmStatus],
    ['delegate', view, 'Delegates approval to a supervisor or institute admin', delegateVcm],
  ] as const;
  for (const [verb, guard, summary, run] of transitions) {
    serve(
      app,
      api.vcm.transitions[verb],
      { onRequest: guard, schema: { tags, summary } },
      async (request) => ({
        data: await run(deps, vcmCallerOf(request), request.params.id, request.body as never),
      }),
    );
  }
};
