import { errorResponses, ZListQuery, ZUserAutocompleteResponse, ZUserListResponse } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsv } from '../../lib/csv.js';
import { authOf } from '../../plugins/auth.js';
import { autocompleteUsers, exportUsers, listUsers, userExportColumns } from './list-service.js';
import { presentedResponse } from '../../lib/presented-response.js';

/** Manage Users: the list, the autocomplete and the CSV export (all `users.view`, supervisor-scoped). */
export const userListRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/users',
    {
      onRequest: app.requirePermission('users.view'),
      serializerCompiler: presentedResponse,
      schema: {
        tags: ['users'],
        summary: 'Manage Users: the generic list of the institute’s users',
        querystring: ZListQuery,
        response: { 200: ZUserListResponse, ...errorResponses },
      },
    },
    async (request) => listUsers(deps, authOf(request), request.query),
  );

  app.get(
    '/users/autocomplete',
    {
      onRequest: app.requirePermission('users.view'),
      serializerCompiler: presentedResponse,
      schema: {
        tags: ['users'],
        summary: 'Up to 50 users by role (educator by default), active state and name or number',
        querystring: ZListQuery,
        response: { 200: ZUserAutocompleteResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await autocompleteUsers(deps, authOf(request), request.query) }),
  );

  app.get(
    '/users.csv',
    {
      onRequest: app.requirePermission('users.view'),
      schema: {
        tags: ['users'],
        summary: 'The users of the list’s filters and sort as CSV (streamed)',
        querystring: ZListQuery,
        produces: ['text/csv'],
        response: { 200: z.any().describe('CSV: one header row, then a row per user'), ...errorResponses },
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
