import { and, count, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { AUDIT_KEPT_TABLES, audit_events, users } from '../../db/schema/index.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';
import { userFullName } from '../../db/schema/users.js';
import { sameTenantRow } from '../../db/tenant-join.js';
import type { ListField, ListResource } from '../../lib/list-query.js';

const filterOnly = (expression: ListField['expression'], type: ListField['type']): ListField => ({
  expression,
  type,
  sortable: false,
});

/** The audit log's filters: table, record, acting user, action and date range; newest first. */
export const auditEventResource: ListResource = {
  name: 'audit_events',
  fields: {
    table_name: filterOnly(audit_events.table_name, 'text'),
    record_id: filterOnly(audit_events.record_id, 'number'),
    user_id: filterOnly(audit_events.user_id, 'number'),
    action: filterOnly(audit_events.action, 'text'),
    request_id: filterOnly(audit_events.request_id, 'text'),
    created_at: { expression: audit_events.created_at, type: 'date' },
  },
  // Events written by jobs, the CLI or a request before sign-in.
  namedFilters: { system: isNull(audit_events.user_id) },
  defaultSort: [desc(audit_events.created_at), desc(audit_events.id)],
};

export interface AuditEventPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

const delegators = alias(users, 'delegators');

/**
 * A page of the institute's events with the acting user's name (and the delegator's they acted for). User ids are unique across
 * institutes (a super admin acts in institutes not their own), so the name is joined on the id alone.
 */
export function listAuditEvents(db: Executor, instituteId: number, page: AuditEventPage) {
  return db
    .select({
      event: audit_events,
      user_full_name: userFullName(users),
      on_behalf_of_full_name: userFullName(delegators),
    })
    .from(audit_events)
    .leftJoin(users, eq(users.id, audit_events.user_id))
    .leftJoin(
      delegators,
      sameTenantRow(delegators, audit_events.on_behalf_of_user_id, audit_events.institute_id),
    )
    .where(and(eq(audit_events.institute_id, instituteId), page.where))
    .orderBy(...page.orderBy, desc(audit_events.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type AuditEventListRow = Awaited<ReturnType<typeof listAuditEvents>>[number];

export async function countAuditEvents(db: Executor, instituteId: number, where: SQL | undefined) {
  const [row] = await db
    .select({ n: count() })
    .from(audit_events)
    .where(and(eq(audit_events.institute_id, instituteId), where));
  return row?.n ?? 0;
}

/** Deletes up to `batch` events older than `before` (every institute); answers how many went. */
export async function deleteAuditEventsBefore(db: Executor, before: Date, batch: number): Promise<number> {
  const result = await db.execute(sql`
    delete from ${audit_events} where (institute_id, id) in (
      select institute_id, id from ${audit_events} where ${lt(audit_events.created_at, before)}
        and ${audit_events.table_name} <> all(${sqlArray([...AUDIT_KEPT_TABLES], 'text')}) limit ${batch})`);
  return (result as unknown as { rowCount: number | null }).rowCount ?? 0;
}

/**
 * For each record of `table` changed since `since`, the value each of `fields` had before its first
 * change since then (a field changed since appears; one never changed does not). Update events
 * only: a record inserted since had no earlier value, and a deleted one is no longer read.
 */
export async function valuesBeforeChangesSince(
  db: Executor,
  instituteId: number,
  table: string,
  fields: readonly string[],
  since: Date,
): Promise<{ record_id: number; field: string; value: unknown }[]> {
  const result = await db.execute(sql`
    select distinct on (e.record_id, f.key) e.record_id, f.key as field, f.value
    from ${audit_events} e cross join lateral jsonb_each(e.before) f
    where e.institute_id = ${instituteId} and e.table_name = ${table} and e.action = 'update'
      and e.created_at >= ${since.toISOString()}::timestamptz and f.key = any(${sqlArray([...fields], 'text')})
    order by e.record_id, f.key, e.id`);
  return rowsOf(result);
}
