import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.js';
import { authOf } from '../../plugins/auth.js';
import { autocompleteUsers, exportUsers, listUsers, userExportColumns } from './list-service.js';
import { presentedResponse } from '../../lib/presented-response.js';
import { serve } from '../../lib/serve.js';

/** Manage Users: the list, the autocomplete and the CSV export (all `users.view`, supervisor-scoped). */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  serve(
    app,
    api.users.list,
    {
      onRequest: app.requirePermission('users.view'),
      serializerCompiler: presentedResponse,
      schema: {
        tags: ['users'],
        summary: 'Manage Users: the generic list of the institute’s users',
      },
    },
    async (request) => listUsers(deps, authOf(request), request.query),
  );

  serve(
    app,
    api.users.autocomplete,
    {
      onRequest: app.requirePermission('users.view'),
      serializerCompiler: presentedResponse,
      schema: {
        tags: ['users'],
        summary: 'Up to 50 users by role (educator by default), active state and name or number',
      },
    },
    async (request) => ({ data: await autocompleteUsers(deps, authOf(request), request.query) }),
  );

  serve(
    app,
    api.users.exportCsv,
    {
      onRequest: app.requirePermission('users.view'),
      schema: {
        tags: ['users'],
        summary: 'The users of the list’s filters and sort as CSV (streamed)',
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(
        request,
        reply,
        { filename: 'users.csv', columns: await userExportColumns(deps, authOf(request)) },
        exportUsers(deps, authOf(request), request.query)(),
      ),
  );
};
