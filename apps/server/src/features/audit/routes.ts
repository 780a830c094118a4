import { api, AUDIT_ACTION_LABELS, AUDIT_SYSTEM_ACTOR, type TAuditEvent } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvDateTimeColumn, csvLabel, sendCsv, type CsvColumns } from '../../lib/csv.js';
import { authOf } from '../../plugins/auth.js';
import { exportAuditEvents, listAuditEvents } from './service.js';
import { serve } from '../../lib/serve.js';

const fields = (values: TAuditEvent['before']) => (values ? JSON.stringify(values) : null);
const exportColumns = (timeZone: string): CsvColumns<TAuditEvent> => [
  csvDateTimeColumn('Time', timeZone, (e) => e.created_at),
  ['User', (e) => (e.user_id === null ? AUDIT_SYSTEM_ACTOR : (e.user_full_name ?? `User ${e.user_id}`))],
  ['User Id', (e) => e.user_id],
  ['On Behalf Of', (e) => e.on_behalf_of_full_name ?? e.on_behalf_of_user_id],
  ['Action', (e) => csvLabel(AUDIT_ACTION_LABELS, e.action)],
  ['Action Code', (e) => e.action],
  ['Table', (e) => e.table_name],
  ['Record Id', (e) => e.record_id],
  ['Before', (e) => fields(e.before)],
  ['After', (e) => fields(e.after)],
  ['Request Id', (e) => e.request_id],
];

/** The audit log (issue 13): admins only (`audit.view`), the institute the user acts in. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  serve(
    app,
    api.audit.list,
    {
      onRequest: app.requirePermission('audit.view'),
      schema: {
        tags: ['audit'],
        summary: 'The audit log: every insert, update and delete in the institute, newest first',
      },
    },
    async (request) => listAuditEvents(deps, authOf(request), request.query),
  );

  serve(
    app,
    api.audit.exportCsv,
    {
      onRequest: app.requirePermission('audit.view'),
      schema: {
        tags: ['audit'],
        summary: 'The audit log of the filters and sort as CSV (streamed)',
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        request,
        reply,
        { filename: 'audit_events.csv', columns: exportColumns(authOf(request).actingInstitute.timezone) },
        exportAuditEvents(deps, authOf(request), request.query)(),
      ),
  );
};
