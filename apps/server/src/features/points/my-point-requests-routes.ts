import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import {
  createMyPointRequest,
  listMyPointRequests,
  myPointRequestSettings,
  showMyPointRequest,
  updateMyPointRequest,
} from './my-point-requests-service.js';
import { serve } from '../../lib/serve.js';

const tags = ['my'];
/** New requests and edits per user per rate-limit window. */
export const MY_POINT_REQUEST_WRITES_PER_WINDOW = 60;

/**
 * The educator's own point requests (issue 21): list, show, submit, edit and resubmit. Any signed-in
 * user; every call acts on the caller's requests only (another's is 404). Evidence files are
 * uploaded first through POST /upload, then named by id in evidences_attributes.
 */
export const myPointRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const writes = [
    app.requireSignIn,
    app.limitPerUser('my-point-requests', MY_POINT_REQUEST_WRITES_PER_WINDOW),
  ];

  serve(
    app,
    api.points.myRequestSettings,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'The institute’s point-entry settings my point request form follows',
      },
    },
    async (request) => ({ data: await myPointRequestSettings(deps, authOf(request)) }),
  );

  serve(
    app,
    api.points.myRequests,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'My point requests (every status), latest change first, with reasons and evidence files',
      },
    },
    async (request) => listMyPointRequests(deps, authOf(request), request.query),
  );

  serve(
    app,
    api.points.myRequest,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'One of my point requests',
      },
    },
    async (request) => ({ data: await showMyPointRequest(deps, authOf(request), request.params.id) }),
  );

  serve(
    app,
    api.points.myCreateRequest,
    {
      onRequest: writes,
      schema: {
        tags,
        summary: 'Submits a vocational or external professional point request (pending); 201',
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createMyPointRequest(deps, authOf(request), request.body) }),
  );

  serve(
    app,
    api.points.myUpdateRequest,
    {
      onRequest: writes,
      schema: {
        tags,
        summary: 'Edits my pending or incomplete point request; an incomplete one becomes pending again',
      },
    },
    async (request) => ({
      data: await updateMyPointRequest(deps, authOf(request), request.params.id, request.body),
    }),
  );
};
