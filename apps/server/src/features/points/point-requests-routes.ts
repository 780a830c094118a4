import {
  errorResponses,
  ZApprovePointRequestBody,
  ZConvertPointRequestBody,
  ZIdParams,
  ZListQuery,
  ZPointRequestListResponse,
  ZPointRequestParams,
  ZPointRequestResponse,
  ZRejectPointRequestBody,
  ZUpdatePointRequestBody,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import {
  approvePointRequest,
  convertPointRequest,
  rejectPointRequest,
} from './point-request-decisions-service.js';
import { listPointRequests, updatePointRequest } from './point-requests-service.js';

const tags = ['points'];

/** Point requests (issue 16): a user's Activities Submitted for Approval and their decisions. */
export const pointRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const guard = app.requirePermission('point_requests.action');

  app.get(
    '/users/:id/point_requests',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'A user’s point requests (pending by default, latest change first), each with its actions',
        params: ZIdParams,
        querystring: ZListQuery,
        response: { 200: ZPointRequestListResponse, ...errorResponses },
      },
    },
    async (request) => listPointRequests(deps, authOf(request), request.params.id, request.query),
  );

  app.put(
    '/users/:id/point_requests/:point_request_id',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Edits a pending point request (fields, evidences_attributes); 200 with the row',
        params: ZPointRequestParams,
        body: ZUpdatePointRequestBody,
        response: { 200: ZPointRequestResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, point_request_id: requestId } = request.params;
      return { data: await updatePointRequest(deps, authOf(request), id, requestId, request.body) };
    },
  );

  const decisions = [
    [
      'approve',
      ZApprovePointRequestBody,
      approvePointRequest,
      'Approves a pending request: a points history row',
    ],
    [
      'reject',
      ZRejectPointRequestBody,
      rejectPointRequest,
      'Marks a pending request incomplete, with a reason',
    ],
    [
      'convert',
      ZConvertPointRequestBody,
      convertPointRequest,
      'Converts a pending request to the other kind',
    ],
  ] as const;
  for (const [verb, body, decide, summary] of decisions) {
    app.put(
      `/users/:id/point_requests/:point_request_id/${verb}`,
      {
        onRequest: guard,
        schema: {
          tags,
          summary,
          params: ZPointRequestParams,
          body,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        const { id, point_request_id: requestId } = request.params;
        await decide(deps, authOf(request), id, requestId, request.body as never);
        return reply.status(204).send(null);
      },
    );
  }
};
