import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { createInstitute, createUser } from '../../../test/factories.js';
import { startSmtpServer } from '../../../test/smtp.js';
import type { DatabaseHandle } from '../../db/client.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import { deliverEmail } from './jobs.js';
import { runReminderJob } from './reminder-jobs.js';
import { DAY, logsOf, rowsOf, startNode } from './reminders-test-support.js';

/**
 * A failing recipient never stops the others (issue 19): a relay that refuses one mailbox of a
 * reminder's batch, and the real delivery workers.
 */
describe('a reminder with one refused recipient', () => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let node: Awaited<ReturnType<typeof startNode>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer({
      refuseAddresses: { 'Gone@Refused.test': { code: 550, message: 'No such mailbox here' } },
    });
    node = await startNode(database, smtp.url);
  }, 60_000);
  afterAll(async () => {
    await node?.close();
    await smtp?.close();
    await database?.close();
  });

  it('delivers to the others, keeps the refused one for a retry, and logs its failure after the last attempt', async () => {
    const institute = await createInstitute(database.db, {
      profiling_reminder_enabled: true,
      profiling_reminder_days: 30,
    });
    const first = await createUser(database.db, institute.id, { is_educator: true, email: 'first@ok.test' });
    await createUser(database.db, institute.id, { is_educator: true, email: 'gone@refused.test' });
    const last = await createUser(database.db, institute.id, { is_educator: true, email: 'last@ok.test' });

    const job = { instituteId: institute.id, kind: 'profiling_reminder', day: DAY, periodKey: `day:${DAY}` };
    expect(await runReminderJob(node.deps, REMINDER_KINDS, job)).toBe(3);
    const toFirst = await smtp.waitFor(first.email);
    const toLast = await smtp.waitFor(last.email);
    expect(toFirst.subject).toBe('Please complete your profile');
    expect(toLast.subject).toBe('Please complete your profile');
    expect(smtp.received.filter((m) => m.recipients.includes('gone@refused.test'))).toEqual([]);

    // The refused email's first attempt failed: it waits for its retry, with the relay's reply.
    const outbox = () =>
      rowsOf<{ to_address: string; status: string; last_error: string | null; id: number }>(
        database.db,
        sql`select id, to_address, status, last_error from email_outbox
            where institute_id = ${institute.id} order by to_address`,
      );
    // The relay has the two good emails before their workers mark them sent: wait for all three to settle.
    for (const deadline = Date.now() + 20_000; ;) {
      const now = await outbox();
      const refused = now.find((r) => r.to_address === 'gone@refused.test');
      const settled = now.every((r) => r.to_address === 'gone@refused.test' || r.status === 'sent');
      if ((refused?.last_error && settled) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const rows = await outbox();
    expect(rows.map(({ to_address, status }) => [to_address, status])).toEqual([
      ['first@ok.test', 'sent'],
      ['gone@refused.test', 'pending'],
      ['last@ok.test', 'sent'],
    ]);
    const refused = rows[1]!;
    expect(refused.last_error).toMatch(/No such mailbox here/);
    expect((await logsOf(database.db, institute.id)).map((l) => l.notification_type)).toEqual([
      'profiling_reminder',
    ]);

    // Its last attempt (the ninth, hours later in real time; run here by hand) fails too: the email is
    // marked failed and the failure is in the notification log.
    await expect(deliverEmail(node.deps, refused.id, { retryCount: 8, isLast: true })).rejects.toThrow(
      /No such mailbox here/,
    );
    expect((await outbox())[1]).toMatchObject({ status: 'failed' });
    const logs = await logsOf(database.db, institute.id);
    expect(logs).toEqual([
      {
        notification_type: 'profiling_reminder',
        message: 'Profiling reminder sent to 3 educators',
        number_of_recipients: 3,
        user_id: null,
      },
      expect.objectContaining({
        notification_type: 'profiling_reminder_failed',
        number_of_recipients: 1,
        user_id: null,
      }),
    ]);
    expect(logs[1]!.message).toMatch(/^Delivery to gone@refused.test failed: .*No such mailbox here/);
    expect(smtp.received.filter((m) => m.recipients.includes('gone@refused.test'))).toEqual([]);
  }, 40_000);
});
