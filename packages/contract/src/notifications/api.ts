import { errorResponses } from '../common/errors.js';
import { ZIdParams, ZListQuery } from '../common/list.js';
import { ZMessageResult } from '../profiling/responses.js';
import { operation } from '../common/operation.js';
import { ZMyNotificationListResponse, ZMyNotificationsUnreadResponse } from './my-notifications.js';

/** The Notification tab's send-now buttons: each queues one reminder now (`POST /institutes/{id}/<action>`). */
const SEND_NOW_ACTIONS = [
  'profiling_reminder',
  'supervisor_program_registration_notification',
  'supervisor_profiles_waiting_notification',
  'vcm_missing_reminder_send_now',
  'vcm_not_submitted_reminder_send_now',
  'vcm_expired_reminder_send_now',
  'vcm_approver_reminder_send_now',
  'at_risk_reminder_send_now',
] as const;
type TSendNowAction = (typeof SEND_NOW_ACTIONS)[number];

const sendNow = <A extends TSendNowAction>(action: A) =>
  operation({
    method: 'POST',
    path: `/api/v1/institutes/:id/${action}`,
    params: ZIdParams,
    responses: { 200: ZMessageResult, ...errorResponses },
  });

export const notificationsApi = {
  myList: operation({
    method: 'GET',
    path: '/api/v1/my/notifications',
    query: ZListQuery,
    responses: { 200: ZMyNotificationListResponse, ...errorResponses },
  }),
  myUnreadCount: operation({
    method: 'GET',
    path: '/api/v1/my/notifications/unread_count',
    responses: { 200: ZMyNotificationsUnreadResponse, ...errorResponses },
  }),
  myRead: operation({
    method: 'POST',
    path: '/api/v1/my/notifications/read',
    responses: { 200: ZMyNotificationsUnreadResponse, ...errorResponses },
  }),
  sendNow: Object.fromEntries(SEND_NOW_ACTIONS.map((action) => [action, sendNow(action)])) as {
    [A in TSendNowAction]: ReturnType<typeof sendNow<A>>;
  },
};
