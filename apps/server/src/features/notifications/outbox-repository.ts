import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { bulkInsert } from '../../db/bulk-writes.js';
import type { Executor } from '../../db/client.js';
import { email_outbox } from '../../db/schema/index.js';

export type OutboxRow = typeof email_outbox.$inferSelect;
export type NewOutboxRow = typeof email_outbox.$inferInsert;

export async function insertEmail(db: Executor, row: NewOutboxRow): Promise<number> {
  const [inserted] = await db.insert(email_outbox).values(row).returning({ id: email_outbox.id });
  return inserted!.id;
}

/** Many emails in one statement (an import's invitations): one bind parameter per column. */
export function insertEmails(db: Executor, rows: NewOutboxRow[]): Promise<void> {
  const column = <K extends keyof NewOutboxRow>(key: K) => rows.map((row) => row[key] ?? null);
  return bulkInsert(db, 'email_outbox', {
    institute_id: { type: 'int', values: column('institute_id') },
    to_address: { type: 'text', values: column('to_address') },
    from_address: { type: 'text', values: column('from_address') },
    subject: { type: 'text', values: column('subject') },
    text_body: { type: 'text', values: column('text_body') },
    html_body: { type: 'text', values: column('html_body') },
    attachments: { type: 'jsonb', values: column('attachments') },
    status: { type: 'text', values: rows.map((row) => row.status ?? 'pending') },
    is_sensitive: { type: 'boolean', values: rows.map((row) => row.is_sensitive ?? false) },
  });
}

const MAX_ATTEMPTS = 5;

/** Claims pending emails for this node; SKIP LOCKED lets several nodes deliver without sending twice. */
export async function claimPending(db: Executor, limit: number): Promise<OutboxRow[]> {
  const claimable = db
    .select({ id: email_outbox.id })
    .from(email_outbox)
    .where(and(eq(email_outbox.status, 'pending'), lt(email_outbox.attempts, MAX_ATTEMPTS)))
    .orderBy(email_outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(email_outbox)
    .set({ status: 'sending', attempts: sql`${email_outbox.attempts} + 1` })
    .where(inArray(email_outbox.id, claimable))
    .returning();
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

export function markFailed(db: Executor, id: number, error: string, attempts: number) {
  return db
    .update(email_outbox)
    .set({ status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', last_error: error.slice(0, 1000) })
    .where(eq(email_outbox.id, id));
}

export function listRecent(db: Executor, limit: number) {
  return db.select().from(email_outbox).orderBy(desc(email_outbox.id)).limit(limit);
}
