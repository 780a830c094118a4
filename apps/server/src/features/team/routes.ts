import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { teamSummary } from './service.js';

/** The supervisor's team console. */
export const teamSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  serve(
    app,
    api.team.summary,
    {
      onRequest: app.requirePermission('team.view'),
      schema: {
        tags: ['team'],
        summary: 'The supervisor’s educators (passport status, forecast) and what waits for them',
        description:
          'An admin names a supervisor (supervisor_id); a supervisor sees their own. Registrations to ' +
          'approve, point requests to action, VCMs to review and profiles to rate: ' +
          'each with its count and its first 100 items.',
      },
    },
    async (request) => ({ data: await teamSummary(deps, authOf(request), request.query) }),
  );
};
