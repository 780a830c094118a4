import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.js';
import { authOf } from '../../plugins/auth.js';
import { SEND_NOW_KINDS, sendReminderNow, type SendNowAction } from './send-now-service.js';

/** `POST /institutes/{id}/<reminder>`: the Notification tab's send-now buttons (admins only). */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const action of Object.keys(SEND_NOW_KINDS) as SendNowAction[]) {
    serve(
      app,
      api.notifications.sendNow[action],
      {
        onRequest: app.requirePermission('institutes.manage'),
        schema: { tags: ['institutes'], summary: `Queues the ${action.replaceAll('_', ' ')} now` },
      },
      async (request) => sendReminderNow(app.deps, authOf(request), request.params.id, action),
    );
  }
};
