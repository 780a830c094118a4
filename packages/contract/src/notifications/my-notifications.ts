import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list.js';

/**
 * My notifications (issue 21): the emails the product sent to the caller, newest first. Emails that
 * carried a secret link (sign-in invitations, password resets) are left out: their body is wiped.
 */
export const ZMyNotification = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  sent_at: z.string(),
  is_unread: z.boolean(),
});
export type TMyNotification = z.infer<typeof ZMyNotification>;
export const ZMyNotificationListResponse = listResponse(ZMyNotification);
export type TMyNotificationListResponse = z.infer<typeof ZMyNotificationListResponse>;

export const ZMyNotificationsUnread = z.object({ unread_count: z.number().int() });
export type TMyNotificationsUnread = z.infer<typeof ZMyNotificationsUnread>;
export const ZMyNotificationsUnreadResponse = dataResponse(ZMyNotificationsUnread);
