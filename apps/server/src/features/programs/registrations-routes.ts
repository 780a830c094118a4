import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentedResponse } from '../../lib/presented-response.js';
import { authOf } from '../../plugins/auth.js';
import { notifyRegistrants, type ProgramNotificationKind } from './programs-notifications-service.js';
import {
  createRegistration,
  listRegistrations,
  removeRegistration,
  updateRegistration,
} from './registrations-service.js';
import { serve } from '../../lib/serve.js';

/**
 * Part 2 §7 "Programs and registrations": a program's registrations and the messages to its
 * registrants. The guard lets every signed-in role through; the program's record rule (admins or its
 * facilitator, policies.ts) answers 403 for the others.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const onRequest = app.requirePermission('programs.view');
  const tags = ['programs'];

  serve(
    app,
    api.programs.listRegistrations,
    {
      onRequest,
      // 300 rows at a time, each built field by field (presentRegistration): sent as built.
      serializerCompiler: presentedResponse,
      schema: {
        tags,
        summary: "The program's registrations by family name, with attendance per workshop and points",
      },
    },
    async (request) => listRegistrations(deps, authOf(request), request.params.id),
  );

  serve(
    app,
    api.programs.createRegistration,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Register an active educator or guest (approved); emails them with the calendar file',
      },
    },
    async (request, reply) => {
      const data = await createRegistration(deps, authOf(request), request.params.id, request.body);
      return reply.status(201).send({ data });
    },
  );

  serve(
    app,
    api.programs.updateRegistration,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Set hurdle, learning journey or completed (completing awards points, notify_user emails)',
      },
    },
    async (request) => ({
      data: await updateRegistration(
        deps,
        authOf(request),
        request.params.id,
        request.params.registration_id,
        request.body,
      ),
    }),
  );

  serve(
    app,
    api.programs.deleteRegistration,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a registration that is not completed',
      },
    },
    async (request, reply) => {
      await removeRegistration(deps, authOf(request), request.params.id, request.params.registration_id);
      return reply.status(204).send(null);
    },
  );

  // Each call emails every registrant: a person sends a few, a script could send thousands.
  const NOTIFICATIONS_PER_WINDOW = 30;
  const notificationRoute = (kind: ProgramNotificationKind, summary: string) =>
    serve(
      app,
      api.programs.notify[kind],
      {
        onRequest: [onRequest, app.limitPerUser('program-notification', NOTIFICATIONS_PER_WINDOW)],
        schema: { tags, summary },
      },
      async (request) => ({
        data: await notifyRegistrants(
          deps,
          authOf(request),
          request.params.id,
          kind,
          request.body.notification.message,
        ),
      }),
    );
  notificationRoute(
    'notifications',
    "Email a message to every registrant not refused and the program's facilitator",
  );
  notificationRoute('educator_notifications', 'Email a message to the approved registrants');
};
