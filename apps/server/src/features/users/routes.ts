import { dataResponse, errorResponses, ZChangePasswordBody, ZIdParams, ZMe, ZUser } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { changePassword, getMe, getUser } from './service.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/me',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, current institute and permissions',
        response: { 200: ZMe, ...errorResponses },
      },
    },
    async (request) => ({ data: await getMe(deps, authOf(request)) }),
  );

  app.put(
    '/users/password',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['users'],
        summary: 'Change the signed-in user’s password',
        body: ZChangePasswordBody,
        response: { 200: z.object({ message: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      await changePassword(deps, authOf(request), request.body);
      return { message: 'Your password has been changed.' };
    },
  );

  app.get(
    '/users/:id',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['users'],
        params: ZIdParams,
        response: { 200: dataResponse(ZUser), ...errorResponses },
      },
    },
    async (request) => ({ data: await getUser(deps, authOf(request), request.params.id) }),
  );
};
