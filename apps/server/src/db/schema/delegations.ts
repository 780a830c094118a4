import { sql } from 'drizzle-orm';
import { date, foreignKey, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.js';
import { tenantKeys } from './tenant.js';
import { users } from './users.js';

/**
 * A supervisor away: between `starts_on` and `ends_on` (dates in the institute's time zone, both
 * inclusive) `delegate_id` acts for `supervisor_id` on their team, until `ended_at` ends it early.
 * A supervisor's delegations never overlap: the service checks under a lock on the supervisor's row.
 */
export const delegations = pgTable(
  'delegations',
  {
    ...tenantColumns(),
    supervisor_id: integer().notNull(),
    delegate_id: integer().notNull(),
    starts_on: date().notNull(),
    ends_on: date().notNull(),
    created_by_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ended_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t),
    // Every signed-in request reads the delegations its user acts under (auth/session-repository.ts).
    index('delegations_delegate')
      .on(t.institute_id, t.delegate_id, t.ends_on)
      .where(sql`${t.ended_at} is null`),
    index('delegations_supervisor').on(t.institute_id, t.supervisor_id, t.ends_on),
    foreignKey({
      columns: [t.institute_id, t.supervisor_id],
      foreignColumns: [users.institute_id, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.institute_id, t.delegate_id],
      foreignColumns: [users.institute_id, users.id],
    }).onDelete('cascade'),
  ],
);
export type DelegationRow = typeof delegations.$inferSelect;
