import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.js';
import { authOf } from '../../plugins/auth.js';
import {
  approvalExportColumns,
  approveRegistration,
  bulkDecideRegistrations,
  exportApprovals,
  listApprovals,
  rejectRegistration,
} from './approvals-service.js';
import { registrationStatistics } from './statistics-service.js';
import { serve } from '../../lib/serve.js';

const tags = ['registrations'];
const LIST_DESCRIPTION =
  'Supervisors see their own educators’ registrations, admins the institute’s. Filters: q[status_eq|_in] ' +
  '(default pending), q[program_id_eq], q[program_name_cont], q[program_type_eq|_in], ' +
  'q[program_start_date_gteq|_lteq], q[user_name_cont], q[user_family_name_cont], q[supervisor_id_eq], ' +
  'q[supervisor_name_cont], q[created_at_gteq|_lteq] (yyyy-MM-dd in the institute’s time zone). Sorts ' +
  'q[s]: created_at, program_name, program_start_date, user_name, user_family_name (default), supervisor_name.';

/** Part 2 §7 "Version 2": the approval queue under /api/v2, its CSV, its statistics and the decisions. */
export const registrationApprovalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const view = app.requirePermission('registrations.view');
  const action = app.requirePermission('registrations.action');

  serve(
    app,
    api.registrations.list,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Registrations submitted for approval (pending by default)',
        description: LIST_DESCRIPTION,
      },
    },
    async (request) => listApprovals(deps, authOf(request), request.query),
  );

  serve(
    app,
    api.registrations.exportCsv,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The registrations of the queue’s filters and sort as CSV (streamed)',
        description: LIST_DESCRIPTION,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        request,
        reply,
        {
          filename: 'registrations.csv',
          columns: approvalExportColumns(authOf(request).actingInstitute.timezone),
        },
        exportApprovals(deps, authOf(request), request.query)(),
      ),
  );

  serve(
    app,
    api.registrations.statistics,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Registrations, unique registrants and unique completions: in total, by month and by type',
        description:
          'The queue’s filters, every status unless q[status_eq|_in] names one. The period is ' +
          'q[created_at_gteq] … q[created_at_lteq] (registration dates), by default the institute’s ' +
          'current passport year; every month of it is listed (yyyy-MM, institute time zone).',
      },
    },
    async (request) => ({ data: await registrationStatistics(deps, authOf(request), request.query) }),
  );

  serve(
    app,
    api.registrations.approve,
    {
      onRequest: action,
      schema: {
        tags,
        summary: 'Approve a pending registration; notify_user (default true) emails the confirmation',
      },
    },
    async (request, reply) => {
      await approveRegistration(deps, authOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  serve(
    app,
    api.registrations.reject,
    {
      onRequest: action,
      schema: {
        tags,
        summary: 'Decline a pending registration (incomplete) with a reason; notify_user emails it',
      },
    },
    async (request, reply) => {
      await rejectRegistration(deps, authOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  serve(
    app,
    api.registrations.bulkDecision,
    {
      onRequest: action,
      schema: {
        tags,
        summary: 'Approve or decline several pending registrations, with one reason and one notify choice',
        description:
          'Each registration is decided on its own, under its own rules; the answer lists each one as ' +
          'decided, refused (with why) or already_decided.',
      },
    },
    async (request) => ({ data: await bulkDecideRegistrations(deps, authOf(request), request.body) }),
  );
};
