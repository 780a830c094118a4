import type { TListQuery, TMyNotificationListResponse, TMyNotificationsUnread } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { ResolvedSession } from '../auth/session-service.js';
import * as repo from './my-notifications-repository.js';

/**
 * My notifications (issue 21): the emails the outbox holds for the caller's address in their home
 * institute. The notification log counts each send without its recipients, so the outbox (one row
 * per recipient) is the record of "what the product emailed to me". Unread = after the last visit.
 */
export async function listMyNotifications(
  deps: Pick<AppDeps, 'db'>,
  auth: ResolvedSession,
  query: TListQuery,
): Promise<TMyNotificationListResponse> {
  const { db } = deps;
  const { institute_id: instituteId, notifications_read_at: readAt } = auth.user;
  const [rows, counts] = await Promise.all([
    repo.listEmailsTo(db, instituteId, auth.user, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    repo.countEmailsTo(db, instituteId, auth.user, readAt),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      body: row.body,
      sent_at: row.created_at.toISOString(),
      is_unread: readAt === null || row.created_at > readAt,
    })),
    meta: { total: counts.total, page: query.page, per_page: query.per_page },
  };
}

export async function myUnreadNotifications(
  deps: Pick<AppDeps, 'db'>,
  auth: ResolvedSession,
): Promise<TMyNotificationsUnread> {
  const { institute_id: instituteId, notifications_read_at: readAt } = auth.user;
  const { unread } = await repo.countEmailsTo(deps.db, instituteId, auth.user, readAt);
  return { unread_count: unread };
}

/** POST my/notifications/read: everything so far is read. */
export async function markMyNotificationsRead(
  deps: Pick<AppDeps, 'db'>,
  auth: ResolvedSession,
): Promise<TMyNotificationsUnread> {
  await repo.markNotificationsRead(deps.db, auth.user.institute_id, auth.user.id);
  return { unread_count: 0 };
}
