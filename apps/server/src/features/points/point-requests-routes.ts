import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import {
  approvePointRequest,
  convertPointRequest,
  rejectPointRequest,
} from './point-requests-decisions-service.js';
import { bulkDecidePointRequests } from './point-requests-bulk-service.js';
import { listPointRequests, updatePointRequest } from './point-requests-service.js';
import { serve } from '../../lib/serve.js';

const tags = ['points'];

/** Point requests (issue 16): a user's Activities Submitted for Approval and their decisions. */
export const pointRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = app.requirePermission('point_requests.action');

  serve(
    app,
    api.points.listRequests,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'A user’s point requests (pending by default, latest change first), each with its actions',
      },
    },
    async (request) => listPointRequests(deps, authOf(request), request.params.id, request.query),
  );

  serve(
    app,
    api.points.updateRequest,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Edits a pending point request (fields, evidences_attributes); 200 with the row',
      },
    },
    async (request) => {
      const { id, point_request_id: requestId } = request.params;
      return { data: await updatePointRequest(deps, authOf(request), id, requestId, request.body) };
    },
  );

  const decisions = [
    [api.points.approveRequest, approvePointRequest, 'Approves a pending request: a points history row'],
    [api.points.rejectRequest, rejectPointRequest, 'Marks a pending request incomplete, with a reason'],
    [api.points.convertRequest, convertPointRequest, 'Converts a pending request to the other kind'],
  ] as const;
  for (const [operation, decide, summary] of decisions) {
    serve(app, operation, { onRequest: guard, schema: { tags, summary } }, async (request, reply) => {
      const { id, point_request_id: requestId } = request.params;
      await decide(deps, authOf(request), id, requestId, request.body as never);
      return reply.status(204).send(null);
    });
  }

  serve(
    app,
    api.points.bulkDecideRequests,
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Approves (with each row’s points) or marks incomplete several pending requests',
        description:
          'Each request is decided on its own, under its own rules and row lock; the answer lists each ' +
          'one as decided, refused (with why) or already_decided.',
      },
    },
    async (request) => ({ data: await bulkDecidePointRequests(deps, authOf(request), request.body) }),
  );
};
