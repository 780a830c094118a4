import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
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
 * Takes an email for one delivery attempt, for `leaseSeconds`: answers it, `'held'` while an earlier
 * attempt's lease on it runs (that attempt may still be talking to the relay), or nothing when it is
 * not waiting for delivery (sent already, failed for good, or kept in the outbox). A `sending` email
 * whose lease ran out is taken again: the attempt that claimed it was cut short (its node died).
 * The lease is read on the database's clock, so the nodes' clocks never matter.
 */
export async function claimForDelivery(
  db: Executor,
  id: number,
  leaseSeconds: number,
): Promise<OutboxRow | 'held' | undefined> {
  const [row] = await db
    .update(email_outbox)
    .set({
      status: 'sending',
      attempts: sql`${email_outbox.attempts} + 1`,
      sending_until: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(
      and(
        eq(email_outbox.id, id),
        or(
          eq(email_outbox.status, 'pending'),
          and(
            eq(email_outbox.status, 'sending'),
            or(isNull(email_outbox.sending_until), lte(email_outbox.sending_until, sql`now()`)),
          ),
        ),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db
    .select({ status: email_outbox.status })
    .from(email_outbox)
    .where(eq(email_outbox.id, id));
  return current?.status === 'sending' ? 'held' : undefined;
}

/** The claim an attempt holds: the email as its claim left it (`attempts` counts the claims). */
type Claimed = Pick<OutboxRow, 'id' | 'attempts'>;

/** Only while the email is still the attempt's: a later claim (its lease ran out) decides instead. */
const stillClaimedBy = (email: Claimed) =>
  and(
    eq(email_outbox.id, email.id),
    eq(email_outbox.status, 'sending'),
    eq(email_outbox.attempts, email.attempts),
  );

export const WIPED_BODY = '[removed after delivery: it contained a secret link]';

/**
 * Marks an email sent by the attempt that claimed it; a sensitive one loses its body and attachments,
 * so no secret outlives delivery. Answers whether the claim was still the attempt's.
 */
export async function markSent(db: Executor, email: Claimed & Pick<OutboxRow, 'is_sensitive'>) {
  const updated = await db
    .update(email_outbox)
    .set({
      status: 'sent',
      sent_at: new Date(),
      sending_until: null,
      last_error: null,
      ...(email.is_sensitive ? { text_body: WIPED_BODY, html_body: null, attachments: null } : {}),
    })
    .where(stillClaimedBy(email))
    .returning({ id: email_outbox.id });
  return updated.length > 0;
}

/**
 * Records the failed attempt that claimed the email: it waits for its next attempt, or is failed for
 * good after the last. Answers whether the claim was still the attempt's.
 */
export async function markFailed(db: Executor, email: Claimed, error: string, isFinal: boolean) {
  const updated = await db
    .update(email_outbox)
    .set({ status: isFinal ? 'failed' : 'pending', sending_until: null, last_error: error.slice(0, 1000) })
    .where(stillClaimedBy(email))
    .returning({ id: email_outbox.id });
  return updated.length > 0;
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
