import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { institutes, notification_logs } from '../../db/schema/index.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';

/**
 * Claims this period's send for each recipient: answers the ids that had none. A second node doing
 * the same waits on the unique index until the first commits, then claims nobody (exactly once).
 */
export async function claimSends(
  db: Executor,
  send: { instituteId: number; kind: string; periodKey: string; programId?: number | null },
  recipientIds: number[],
): Promise<Set<number>> {
  if (!recipientIds.length) return new Set();
  const result = await db.execute(sql`
    insert into reminder_sends (institute_id, kind, recipient_id, period_key, program_id)
    select ${send.instituteId}, ${send.kind}, r, ${send.periodKey}, ${send.programId ?? null}
    from unnest(${sqlArray(recipientIds, 'int')}) as r
    on conflict (institute_id, kind, recipient_id, period_key) do nothing
    returning recipient_id`);
  return new Set(rowsOf<{ recipient_id: number }>(result).map((row) => row.recipient_id));
}

/**
 * Claims one send per recipient and key (`lines`: a kind's lines, each sent once whatever the run):
 * answers the pairs that had none, as "<recipient id> <key>".
 */
export async function claimLineSends(
  db: Executor,
  send: { instituteId: number; kind: string },
  lines: { recipientId: number; key: string }[],
): Promise<Set<string>> {
  if (!lines.length) return new Set();
  const result = await db.execute(sql`
    insert into reminder_sends (institute_id, kind, recipient_id, period_key)
    select ${send.instituteId}, ${send.kind}, l.recipient_id, l.key
    from unnest(${sqlArray(
      lines.map((l) => l.recipientId),
      'int',
    )}, ${sqlArray(
      lines.map((l) => l.key),
      'text',
    )}) as l(recipient_id, key)
    on conflict (institute_id, kind, recipient_id, period_key) do nothing
    returning recipient_id, period_key`);
  return new Set(
    rowsOf<{ recipient_id: number; period_key: string }>(result).map(
      (row) => `${row.recipient_id} ${row.period_key}`,
    ),
  );
}

/** Whether the kind has any send for the period (an occasion that already went out: `occasionOf`). */
export async function hasSends(
  db: Executor,
  send: { instituteId: number; kind: string; periodKey: string },
): Promise<boolean> {
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      select exists (
        select 1 from reminder_sends
        where institute_id = ${send.instituteId} and kind = ${send.kind} and period_key = ${send.periodKey}
      ) as found`),
  );
  return row!.found;
}

/** Links each claimed send to the outbox email it wrote (the failure log finds the send by it). */
export async function attachOutbox(
  db: Executor,
  send: { instituteId: number; kind: string; periodKey: string },
  recipientIds: number[],
  outboxIds: number[],
) {
  if (!recipientIds.length) return;
  await db.execute(sql`
    update reminder_sends s set outbox_id = o.outbox_id
    from unnest(${sqlArray(recipientIds, 'int')}, ${sqlArray(outboxIds, 'int')})
      as o(recipient_id, outbox_id)
    where s.institute_id = ${send.instituteId} and s.kind = ${send.kind}
      and s.period_key = ${send.periodKey} and s.recipient_id = o.recipient_id`);
}

export async function insertLog(db: Executor, row: typeof notification_logs.$inferInsert) {
  await db.insert(notification_logs).values(row);
}

/**
 * After an email's last delivery attempt failed: when it was a reminder, a notification log row says
 * so (`<kind>_failed`, one recipient), so the failure shows in the Notification report.
 */
export async function logFailedReminder(db: Executor, outboxId: number, error: string) {
  await db.execute(sql`
    insert into notification_logs (institute_id, program_id, notification_type, message, number_of_recipients)
    select s.institute_id, s.program_id, s.kind || '_failed',
           left('Delivery to ' || o.to_address || ' failed: ' || ${error}, 2000), 1
    from reminder_sends s join email_outbox o on o.id = s.outbox_id
    where s.outbox_id = ${outboxId}`);
}

/** Every institute with its settings (the hourly scheduler: a few hundred rows at most). */
export function allInstitutes(db: Executor) {
  return db.select().from(institutes);
}

export async function instituteById(db: Executor, id: number) {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, id));
  return row;
}
