import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantColumns } from './columns.js';
import { tenantKeys } from './tenant.js';

/**
 * One row per reminder email (issue 19; docs/jobs.md "Exactly once"): written in the transaction that
 * writes the email to the outbox, so the unique key (institute, kind, recipient, period) lets a
 * retry, a restart or a second node skip whoever already has this period's email.
 */
export const reminder_sends = pgTable(
  'reminder_sends',
  {
    ...tenantColumns(),
    /** The reminder kind: `profiling_reminder`, `zero_points_reminder`, … */
    kind: text().notNull(),
    recipient_id: integer().notNull(),
    /** The day or period the send belongs to ("2026-12-07", "every-30:683"), or "now:<job>" for send-now. */
    period_key: text().notNull(),
    /** The email it wrote (no foreign key: the outbox is pruned on its own). */
    outbox_id: integer(),
    program_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t),
    uniqueIndex('reminder_sends_once').on(t.institute_id, t.kind, t.recipient_id, t.period_key),
    index().on(t.outbox_id),
  ],
);
