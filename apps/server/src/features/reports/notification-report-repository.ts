import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { notification_logs, users } from '../../db/schema/index.js';
import { userFullName } from '../../db/schema/users.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import type { ListResource } from '../../lib/list-query.js';
import { field, instantWithin, windowTotal, type DatedReportPage } from './dated-report-repository.js';

/**
 * `reports/notification_logs` (admins only, issue 17): the institute's notification log (part 2 §3
 * "Notification log row") sent within the period, newest first (part 2 §9), with who sent each.
 */

const senderName = sql<string | null>`${userFullName(users)}`;

export const notificationReportResource: ListResource = {
  name: 'reports/notification_logs',
  fields: {
    created_at: field(notification_logs.created_at, 'date', false),
    message: field(notification_logs.message, 'text'),
    program_id: { ...field(notification_logs.program_id, 'number'), sortable: false },
    program_name: field(notification_logs.program_name, 'text'),
    notification_type: field(notification_logs.notification_type, 'text'),
    number_of_recipients: field(notification_logs.number_of_recipients, 'number'),
    user_full_name: field(senderName, 'text'),
  },
  defaultSort: [desc(notification_logs.created_at), desc(notification_logs.id)],
};

const joins = <T extends PgSelect>(query: T) =>
  query.leftJoin(users, sameTenantRow(users, notification_logs.user_id, notification_logs.institute_id));

/** Admins only (the route's permission): the scope is always the institute. */
const conditions = (instituteId: number, page: DatedReportPage): SQL | undefined =>
  and(
    eq(notification_logs.institute_id, instituteId),
    page.scope.kind === 'none' ? sql`false` : undefined,
    instantWithin(notification_logs.created_at, page),
    page.where,
  );

export function listNotificationReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  return joins(
    db
      .select({
        id: notification_logs.id,
        created_at: notification_logs.created_at,
        message: notification_logs.message,
        program_id: notification_logs.program_id,
        program_name: notification_logs.program_name,
        notification_type: notification_logs.notification_type,
        number_of_recipients: notification_logs.number_of_recipients,
        user_id: users.id,
        user_full_name: senderName,
        total: windowTotal,
      })
      .from(notification_logs)
      .$dynamic(),
  )
    .where(conditions(instituteId, page))
    .orderBy(...page.orderBy, asc(notification_logs.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type NotificationReportRow = Awaited<ReturnType<typeof listNotificationReportRows>>[number];

export async function countNotificationReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  const [row] = await joins(db.select({ n: count() }).from(notification_logs).$dynamic()).where(
    conditions(instituteId, page),
  );
  return row?.n ?? 0;
}
