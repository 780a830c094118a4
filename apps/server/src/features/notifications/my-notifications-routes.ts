import {
  errorResponses,
  ZListQuery,
  ZMyNotificationListResponse,
  ZMyNotificationsUnreadResponse,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import {
  listMyNotifications,
  markMyNotificationsRead,
  myUnreadNotifications,
} from './my-notifications-service.js';

const tags = ['my'];

/** The educator app's inbox (issue 21): what the product emailed to the caller. */
export const myNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/my/notifications',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          'The emails sent to me (newest first; secret-link emails left out), each marked unread or not',
        querystring: ZListQuery,
        response: { 200: ZMyNotificationListResponse, ...errorResponses },
      },
    },
    async (request) => listMyNotifications(deps, authOf(request), request.query),
  );

  app.get(
    '/my/notifications/unread_count',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'How many emails came since I last opened my notifications (the unread badge)',
        response: { 200: ZMyNotificationsUnreadResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await myUnreadNotifications(deps, authOf(request)) }),
  );

  app.post(
    '/my/notifications/read',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Marks every notification so far as read',
        response: { 200: ZMyNotificationsUnreadResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await markMyNotificationsRead(deps, authOf(request)) }),
  );
};
