import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { email_outbox, users } from '../../db/schema/index.js';

/** Whose notifications: the user, at their address, which they hold since `users.email_since`. */
export interface Holder {
  id: number;
  email: string;
}

/**
 * The emails of the institute addressed to the holder's address (any case) since it became theirs
 * (an address passed on from someone else keeps that person's emails), leaving out secret-link and
 * failed ones.
 */
const addressedTo = (instituteId: number, holder: Holder) =>
  and(
    eq(email_outbox.institute_id, instituteId),
    sql`lower(${email_outbox.to_address}) = lower(${holder.email})`,
    sql`${email_outbox.created_at} >= (select ${users.email_since} from ${users}
      where ${users.institute_id} = ${instituteId} and ${users.id} = ${holder.id})`,
    eq(email_outbox.is_sensitive, false),
    ne(email_outbox.status, 'failed'),
  );

export function listEmailsTo(
  db: Executor,
  instituteId: number,
  holder: Holder,
  page: { limit: number; offset: number },
) {
  return db
    .select({
      id: email_outbox.id,
      subject: email_outbox.subject,
      body: email_outbox.text_body,
      created_at: email_outbox.created_at,
    })
    .from(email_outbox)
    .where(addressedTo(instituteId, holder))
    .orderBy(desc(email_outbox.created_at), desc(email_outbox.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many emails to the holder there are, and how many came after `readAt` (all of them when null). */
export async function countEmailsTo(db: Executor, instituteId: number, holder: Holder, readAt: Date | null) {
  const [row] = await db
    .select({
      total: count(),
      unread: readAt
        ? sql<number>`count(*) filter (where ${gt(email_outbox.created_at, readAt)})`.mapWith(Number)
        : count(),
    })
    .from(email_outbox)
    .where(addressedTo(instituteId, holder));
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Marks everything up to now as read for the user; answers the new time. */
export async function markNotificationsRead(db: Executor, instituteId: number, userId: number) {
  const [row] = await db
    .update(users)
    .set({ notifications_read_at: sql`now()` })
    .where(and(eq(users.institute_id, instituteId), eq(users.id, userId)))
    .returning({ read_at: users.notifications_read_at });
  return row?.read_at ?? null;
}
