import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { createApiToken, listApiTokens, revokeApiToken } from './api-token-service.js';

const tags = ['api tokens'];

/** An institute's API tokens (docs/using-compliance.md "API tokens"): institute admins only. */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requirePermission('institutes.manage');
  const { db } = app.deps;
  serve(
    app,
    api.auth.apiTokens.list,
    {
      onRequest,
      schema: { tags, summary: 'The institute’s API tokens, newest first (never their secrets)' },
    },
    async (request) => listApiTokens(db, authOf(request)),
  );
  serve(
    app,
    api.auth.apiTokens.create,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Make an API token: the answer holds its secret, shown this once',
        description:
          'The token reads the institute’s reports (GET /api/v1/reports/…) as `Authorization: Bearer <token>`, ' +
          'as the admin who made it, at most 60 calls a minute (429 with Retry-After beyond).',
      },
    },
    async (request, reply) => reply.status(201).send(await createApiToken(db, authOf(request), request.body)),
  );
  serve(
    app,
    api.auth.apiTokens.revoke,
    { onRequest, schema: { tags, summary: 'Revoke an API token: it answers 401 from the next request on' } },
    async (request) => revokeApiToken(db, authOf(request), request.params.id),
  );
};
