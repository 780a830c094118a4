import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { createUser, getUserDetail, updateUser } from './user-service.js';
import { changePassword, getMe } from './account-service.js';
import { presentedResponse } from '../../lib/presented-response.js';
import { serve } from '../../lib/serve.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  serve(
    app,
    api.users.me,
    {
      onRequest: app.requireSignIn,
      serializerCompiler: presentedResponse,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, current institute and permissions',
      },
    },
    async (request) => ({ data: await getMe(deps, authOf(request)) }),
  );

  serve(
    app,
    api.users.changePassword,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags: ['users'],
        summary: 'Change the signed-in user’s password',
      },
    },
    async (request) => {
      await changePassword(deps, authOf(request), request.body);
      return { message: 'Your password has been changed.' };
    },
  );

  serve(
    app,
    api.users.get,
    {
      onRequest: app.requireSignIn,
      serializerCompiler: presentedResponse,
      schema: {
        tags: ['users'],
        summary: 'A user with the names the profile shows (self, admins, or the user’s supervisor)',
      },
    },
    async (request) => ({ data: await getUserDetail(deps, authOf(request), request.params.id) }),
  );

  serve(
    app,
    api.users.create,
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags: ['users'],
        summary: 'Create a user; with generate_password they are emailed a link to choose a password',
      },
    },
    async (request, reply) => {
      const user = await createUser(deps, authOf(request), request.body);
      return reply.status(201).send({ data: user });
    },
  );

  serve(
    app,
    api.users.update,
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags: ['users'],
        summary:
          'Update any subset of a user’s fields; {user:{active:false}} deactivates and ends their sessions',
      },
    },
    async (request) => ({ data: await updateUser(deps, authOf(request), request.params.id, request.body) }),
  );
};
