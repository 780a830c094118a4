import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { createDelegation, endDelegation, listDelegations } from './delegations-service.js';

const tags = ['team'];

/** Delegation while away: a supervisor's delegate acts for them on their team between two dates. */
export const delegationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = app.requirePermission('team.view');

  serve(
    app,
    api.team.delegations,
    {
      onRequest,
      schema: {
        tags,
        summary: 'A supervisor’s delegations, whom they may name, and whom the caller acts for',
        description:
          'A supervisor reads their own; an admin names any supervisor (supervisor_id). `acting_for`: ' +
          'the delegations naming the caller today.',
      },
    },
    async (request) => listDelegations(deps, authOf(request), request.query),
  );

  serve(
    app,
    api.team.createDelegation,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Name a delegate between two dates (the supervisor, or an admin for them)',
        description:
          'The delegate is an active supervisor or admin of the institute, not the supervisor; the ' +
          'dates are inclusive, in the institute’s time zone, end today or later, span at most ' +
          '366 days and overlap no other delegation of the supervisor (422 per field).',
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createDelegation(deps, authOf(request), request.body) }),
  );

  serve(
    app,
    api.team.endDelegation,
    {
      onRequest,
      schema: { tags, summary: 'End a delegation now, or cancel one to come' },
    },
    async (request) => ({ data: await endDelegation(deps, authOf(request), request.params.id) }),
  );
};
