import { dataResponse, errorResponses, ZIdParams, ZInstitute, ZOptionsResponse } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { getInstitute, listTimezones, presentInstitute } from './service.js';

export const instituteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/institutes/:id',
    {
      onRequest: app.requirePermission('institutes.read'),
      schema: {
        tags: ['institutes'],
        params: ZIdParams,
        response: { 200: dataResponse(ZInstitute), ...errorResponses },
      },
    },
    async (request) => ({
      data: presentInstitute(await getInstitute(deps.db, authOf(request), request.params.id)),
    }),
  );

  app.get(
    '/timezones/options',
    {
      onRequest: app.requireSignIn,
      schema: { tags: ['institutes'], response: { 200: ZOptionsResponse, ...errorResponses } },
    },
    async () => ({ data: listTimezones() }),
  );
};
