import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { allocateIds, bulkInsert } from '../../db/bulk-writes.js';
import type { Executor } from '../../db/client.js';
import { email_outbox, institutes } from '../../db/schema/index.js';

export type OutboxRow = typeof email_outbox.$inferSelect;
export type NewOutboxRow = typeof email_outbox.$inferInsert;

export async function insertEmail(db: Executor, row: NewOutboxRow): Promise<number> {
  const [inserted] = await db.insert(email_outbox).values(row).returning({ id: email_outbox.id });
  return inserted!.id;
}

/** Many emails in one statement (an import's invitations): one bind parameter per column. Answers their ids. */
export async function insertEmails(db: Executor, rows: NewOutboxRow[]): Promise<number[]> {
  const ids = await allocateIds(db, 'email_outbox', rows.length);
  const column = <K extends keyof NewOutboxRow>(key: K) => rows.map((row) => row[key] ?? null);
  await bulkInsert(
    db,
    'email_outbox',
    {
      id: { type: 'int', values: ids },
      institute_id: { type: 'int', values: column('institute_id') },
      to_address: { type: 'text', values: column('to_address') },
      from_address: { type: 'text', values: column('from_address') },
      subject: { type: 'text', values: column('subject') },
      text_body: { type: 'text', values: column('text_body') },
      html_body: { type: 'text', values: column('html_body') },
      attachments: { type: 'jsonb', values: column('attachments') },
      status: { type: 'text', values: rows.map((row) => row.status ?? 'pending') },
      is_sensitive: { type: 'boolean', values: rows.map((row) => row.is_sensitive ?? false) },
    },
    { overridingSystemValue: true },
  );
  return ids;
}

/**
 * Takes an email for one delivery attempt: answers it, or nothing when it is not waiting for delivery
 * (sent already, or kept in the outbox). "sending" is taken too: an attempt cut short (a crash)
 * left it so, and the job system runs one attempt of a job at a time.
 */
export async function claimForDelivery(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .update(email_outbox)
    .set({ status: 'sending', attempts: sql`${email_outbox.attempts} + 1` })
    .where(and(eq(email_outbox.id, id), inArray(email_outbox.status, ['pending', 'sending'])))
    .returning();
  return row;
}

export const WIPED_BODY = '[removed after delivery: it contained a secret link]';

/** Marks an email sent; a sensitive one loses its body and attachments, so no secret outlives delivery. */
export function markSent(db: Executor, email: Pick<OutboxRow, 'id' | 'is_sensitive'>) {
  return db
    .update(email_outbox)
    .set({
      status: 'sent',
      sent_at: new Date(),
      last_error: null,
      ...(email.is_sensitive ? { text_body: WIPED_BODY, html_body: null, attachments: null } : {}),
    })
    .where(eq(email_outbox.id, email.id));
}

/** Records a failed attempt: the email waits for its next one, or is failed for good after the last. */
export function markFailed(db: Executor, id: number, error: string, isFinal: boolean) {
  return db
    .update(email_outbox)
    .set({ status: isFinal ? 'failed' : 'pending', last_error: error.slice(0, 1000) })
    .where(eq(email_outbox.id, id));
}

export function listRecent(db: Executor, limit: number) {
  return db.select().from(email_outbox).orderBy(desc(email_outbox.id)).limit(limit);
}

/** The branding of the institutes a batch of emails is from (the mailer's template layer). */
export function brandingOf(db: Executor, instituteIds: number[]) {
  if (!instituteIds.length) return Promise.resolve([]);
  return db
    .select({
      id: institutes.id,
      name: institutes.name,
      logo_url: institutes.logo_url,
      primary_color: institutes.primary_color,
      from_email_name: institutes.from_email_name,
      from_email_address: institutes.from_email_address,
    })
    .from(institutes)
    .where(inArray(institutes.id, instituteIds));
}
