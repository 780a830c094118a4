import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import {
  listMyNotifications,
  markMyNotificationsRead,
  myUnreadNotifications,
} from './my-notifications-service.js';
import { serve } from '../../lib/serve.js';

const tags = ['my'];

/** The educator app's inbox (issue 21): what the product emailed to the caller. */
export const myNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  serve(
    app,
    api.notifications.myList,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          'The emails sent to me (newest first; secret-link emails left out), each marked unread or not',
      },
    },
    async (request) => listMyNotifications(deps, authOf(request), request.query),
  );

  serve(
    app,
    api.notifications.myUnreadCount,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'How many emails came since I last opened my notifications (the unread badge)',
      },
    },
    async (request) => ({ data: await myUnreadNotifications(deps, authOf(request)) }),
  );

  serve(
    app,
    api.notifications.myRead,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Marks every notification so far as read',
      },
    },
    async (request) => ({ data: await markMyNotificationsRead(deps, authOf(request)) }),
  );
};
