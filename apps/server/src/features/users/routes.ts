import {
  dataResponse,
  errorResponses,
  ZChangePasswordBody,
  ZIdParams,
  ZMe,
  ZCreateUserBody,
  ZUserDetail,
  ZUpdateUserBody,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { createUser, getUserDetail, updateUser } from './user-service.js';
import { changePassword, getMe } from './account-service.js';
import { presentedResponse } from '../../lib/presented-response.js';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/me',
    {
      onRequest: app.requireSignIn,
      serializerCompiler: presentedResponse,
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
      serializerCompiler: presentedResponse,
      schema: {
        tags: ['users'],
        summary: 'A user with the names the profile shows (self, admins, or the user’s supervisor)',
        params: ZIdParams,
        response: { 200: dataResponse(ZUserDetail), ...errorResponses },
      },
    },
    async (request) => ({ data: await getUserDetail(deps, authOf(request), request.params.id) }),
  );

  app.post(
    '/users',
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags: ['users'],
        summary: 'Create a user; with generate_password they are emailed a link to choose a password',
        body: ZCreateUserBody,
        response: { 201: dataResponse(ZUserDetail), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await createUser(deps, authOf(request), request.body);
      return reply.status(201).send({ data: user });
    },
  );

  app.put(
    '/users/:id',
    {
      onRequest: app.requirePermission('users.manage'),
      schema: {
        tags: ['users'],
        summary:
          'Update any subset of a user’s fields; {user:{active:false}} deactivates and ends their sessions',
        params: ZIdParams,
        body: ZUpdateUserBody,
        response: { 200: dataResponse(ZUserDetail), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateUser(deps, authOf(request), request.params.id, request.body) }),
  );
};
