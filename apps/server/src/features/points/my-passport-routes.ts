import { errorResponses, ZListQuery, ZMyPassportResponse, ZPointsHistoryListResponse } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { myPassport, myPointsHistories } from './my-passport-service.js';

const tags = ['my'];

/** The educator app's passport (issue 21): the caller's own, in their home institute. */
export const myPassportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/my/passport',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          'My passport: the current period’s status and figures against my requirements, earlier periods',
        response: { 200: ZMyPassportResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await myPassport(deps, authOf(request)) }),
  );

  app.get(
    '/my/points_histories',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'My points history (newest first), each row with its details and evidence files',
        querystring: ZListQuery,
        response: { 200: ZPointsHistoryListResponse, ...errorResponses },
      },
    },
    async (request) => myPointsHistories(deps, authOf(request), request.query),
  );
};
