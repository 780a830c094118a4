import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../client.js';
import { email_outbox, users } from '../schema/index.js';

const DAY = 86_400_000;

/** What the demo educator's Inbox shows (issue 21): two read emails and two new ones. */
const EMAILS = [
  {
    daysAgo: 21,
    subject: 'Welcome to PD Passport',
    body: 'Hello Olivia,\n\nYour PD Passport account at Demo Institute is ready. Sign in to see your passport, register for programs and record your professional development.',
  },
  {
    daysAgo: 9,
    subject: 'Reminder: complete your profile self-assessment',
    body: 'Hello Olivia,\n\nYour profile self-assessment for this passport period is not complete yet. Open My PD → Profile to answer the capability statements.',
  },
  {
    daysAgo: 2,
    subject: 'Your point request needs more information',
    body: 'Hello Olivia,\n\nYour request "Return to industry placement" was marked incomplete: please add how many hours the placement took and attach the host’s letter. You can edit and resubmit it in My PD → Points.',
  },
  {
    daysAgo: 1,
    subject: 'Reminder: your workshop is coming up',
    body: 'Hello Olivia,\n\nThis is a reminder of your upcoming workshop. Add it to your calendar from My PD → Programs.',
  },
];

/** The emails sit in the outbox as delivered; she last opened Inbox five days ago. */
export async function seedDemoMyNotifications(tx: Transaction, instituteId: number) {
  const [educator] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.email, 'educator1@demo.test')));
  if (!educator) return;
  const now = Date.now();
  await tx.insert(email_outbox).values(
    EMAILS.map((email) => ({
      institute_id: instituteId,
      to_address: educator.email,
      from_address: 'Demo Institute <noreply@demo.test>',
      subject: email.subject,
      text_body: email.body,
      status: 'sent' as const,
      created_at: new Date(now - email.daysAgo * DAY),
      sent_at: new Date(now - email.daysAgo * DAY),
    })),
  );
  await tx
    .update(users)
    .set({ notifications_read_at: new Date(now - 5 * DAY) })
    .where(and(eq(users.institute_id, instituteId), eq(users.id, educator.id)));
  // The demo's people have held their addresses for a year: My notifications shows what was sent
  // to an address since it became its holder's (users.email_since).
  await tx
    .update(users)
    .set({ email_since: new Date(now - 365 * DAY) })
    .where(eq(users.institute_id, instituteId));
}
