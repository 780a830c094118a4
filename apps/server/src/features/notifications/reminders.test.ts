import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.js';
import { createInstitute, createUser } from '../../../test/factories.js';
import { startSmtpServer } from '../../../test/smtp.js';
import type { DatabaseHandle } from '../../db/client.js';
import { institutes, passports, points_histories, profiles } from '../../db/schema/index.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import type { AppDeps } from '../../app-deps.js';
import { deliverEmail } from './jobs.js';
import { createMailer } from './mailer.js';
import { dueReminders, enqueueDueReminders, REMINDER_JOB, runReminderJob } from './reminder-jobs.js';
import { DAY, logsOf, rowsOf, SEND_TIME, startNode } from './reminders-test-support.js';

/** Reminders on known data with a frozen clock (SEND_TIME), delivered to a real SMTP server. */
describe('reminders', () => {
  let database: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: Awaited<ReturnType<typeof startNode>>;
  let b: Awaited<ReturnType<typeof startNode>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    [a, b] = [await startNode(database, smtp.url), await startNode(database, smtp.url)];
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await smtp?.close();
    await database?.close();
  });

  const drain = () => Promise.all([a.jobs.drain(), b.jobs.drain()]);
  const receivedBy = (email: string) => smtp.received.filter((m) => m.recipients.includes(email));

  it('queues each due kind for the institutes whose clock reads the send hour, and no other', async () => {
    const settings = { profiling_reminder_enabled: true, profiling_reminder_days: 30 } as const;
    const melbourne = await createInstitute(database.db, { ...settings, zero_points_reminder_days: 30 });
    const london = await createInstitute(database.db, { ...settings, timezone: 'Europe/London' });
    // The workshop communications run every day (each workshop says whether it has one).
    const kinds = REMINDER_KINDS.filter((k) => !k.kind.endsWith('_workshop_communication'));
    const due = dueReminders([melbourne, london], kinds, SEND_TIME);
    // zero points has its days but is switched off; London's clock reads 20:00.
    expect(due).toEqual([
      { instituteId: melbourne.id, kind: 'profiling_reminder', day: DAY, periodKey: `day:${DAY}` },
    ]);
    expect(dueReminders([melbourne], kinds, new Date(SEND_TIME.getTime() + 3600_000))).toEqual([]);
    // Not due on the next day with a 30-day cadence.
    expect(dueReminders([melbourne], kinds, new Date(SEND_TIME.getTime() + 86_400_000))).toEqual([]);
  });

  it('sends the profiling reminder to the educators with a profile to complete, once, and logs it', async () => {
    const institute = await createInstitute(database.db, {
      profiling_reminder_enabled: true,
      profiling_reminder_days: 30,
      from_email_name: 'Learning Team',
      from_email_address: 'learning@tafe.test',
    });
    const other = await createInstitute(database.db, { profiling_reminder_enabled: false });
    const pending = await createUser(database.db, institute.id, { is_educator: true, email: 'p1@tafe.test' });
    const started = await createUser(database.db, institute.id, { is_educator: true, email: 'p2@tafe.test' });
    const done = await createUser(database.db, institute.id, { is_educator: true, email: 'p3@tafe.test' });
    await createUser(database.db, institute.id, { is_educator: true, active: false, email: 'p4@tafe.test' });
    await createUser(database.db, institute.id, { is_institute_admin: true, email: 'p5@tafe.test' });
    await createUser(database.db, other.id, { is_educator: true, email: 'p6@other.test' });
    const period = { period_start: '2026-01-01', period_end: '2026-12-31' };
    await database.db.insert(profiles).values([
      { institute_id: institute.id, user_id: started.id, ...period },
      { institute_id: institute.id, user_id: done.id, ...period, educator_completed: true },
    ]);

    // Two nodes run the same hour's schedule (a replayed occurrence) and the jobs twice over.
    await Promise.all([
      enqueueDueReminders(a.deps, REMINDER_KINDS, SEND_TIME),
      enqueueDueReminders(b.deps, REMINDER_KINDS, SEND_TIME),
    ]);
    await drain();
    await smtp.waitFor('p2@tafe.test');
    await drain();

    const mail = receivedBy('p1@tafe.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Please complete your profile' });
    expect(mail[0]!.text).toContain(`Hello ${pending.given_name},`);
    expect(mail[0]!.mail.from?.text).toBe('"Learning Team" <learning@tafe.test>');
    expect(mail[0]!.mail.html).toContain(institute.name);
    expect(receivedBy('p2@tafe.test')).toHaveLength(1);
    for (const nobody of ['p3@tafe.test', 'p4@tafe.test', 'p5@tafe.test', 'p6@other.test'])
      expect(receivedBy(nobody)).toEqual([]);
    expect(await logsOf(database.db, institute.id)).toEqual([
      {
        notification_type: 'profiling_reminder',
        message: 'Profiling reminder sent to 2 educators',
        number_of_recipients: 2,
        user_id: null,
      },
    ]);
    expect(await logsOf(database.db, other.id)).toEqual([]);
  }, 30_000);

  it('sends each reminder exactly once when two workers run the same job at the same moment', async () => {
    const institute = await createInstitute(database.db, {
      zero_points_reminder_enabled: true,
      zero_points_reminder_days: 30,
    });
    const people = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        createUser(database.db, institute.id, { is_educator: true, email: `once${n}@t.test` }),
      ),
    );
    const job = {
      instituteId: institute.id,
      kind: 'zero_points_reminder',
      day: DAY,
      periodKey: `day:${DAY}`,
    };
    const sent = await Promise.all([
      runReminderJob(a.deps, REMINDER_KINDS, job),
      runReminderJob(b.deps, REMINDER_KINDS, job),
      a.jobs.enqueue(database.db, REMINDER_JOB, [job]).then(() => 0),
      b.jobs.enqueue(database.db, REMINDER_JOB, [job]).then(() => 0),
    ]);
    await drain();
    for (const person of people) await smtp.waitFor(person.email);
    await drain();
    // Which of the four runs sends depends on timing (a queued job may win), so the proof is what was
    // delivered and stored: five emails, one each, one log row; the direct runs sent at most those.
    expect(sent[0] + sent[1]).toBeLessThanOrEqual(5);
    for (const person of people) expect(receivedBy(person.email)).toHaveLength(1);
    const outbox = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from email_outbox where institute_id = ${institute.id}`,
    );
    expect(outbox).toEqual([{ n: 5 }]);
    expect((await logsOf(database.db, institute.id)).map((l) => l.number_of_recipients)).toEqual([5]);
  }, 30_000);

  it('sends the zero points reminder only to the institute’s educators without points this passport year, and logs it', async () => {
    const institute = await createInstitute(database.db, {
      zero_points_reminder_enabled: true,
      zero_points_reminder_days: 30,
    });
    // Another institute's educator without points, its reminder off: neither in this run nor its own.
    const elsewhere = await createInstitute(database.db, { zero_points_reminder_days: 30 });
    await createUser(database.db, elsewhere.id, { is_educator: true, email: 'z4@else.test' });
    const none = await createUser(database.db, institute.id, { is_educator: true, email: 'z1@t.test' });
    const old = await createUser(database.db, institute.id, { is_educator: true, email: 'z2@t.test' });
    const some = await createUser(database.db, institute.id, { is_educator: true, email: 'z3@t.test' });
    await database.db.insert(points_histories).values([
      { institute_id: institute.id, user_id: old.id, type: 'PointsRea', date: '2025-12-20', points: 2 },
      { institute_id: institute.id, user_id: some.id, type: 'PointsRea', date: '2026-03-01', points: 2 },
    ]);
    await enqueueDueReminders(a.deps, REMINDER_KINDS, SEND_TIME);
    await smtp.waitFor('z2@t.test');
    await drain();
    expect(receivedBy(none.email)).toMatchObject([{ subject: 'You have no PD points yet this year' }]);
    expect(receivedBy(old.email)).toHaveLength(1);
    expect(receivedBy(some.email)).toEqual([]);
    expect(receivedBy('z4@else.test')).toEqual([]);
    expect(await logsOf(database.db, institute.id)).toEqual([
      {
        notification_type: 'zero_points_reminder',
        message: 'Zero points reminder sent to 2 educators',
        number_of_recipients: 2,
        user_id: null,
      },
    ]);
    expect(await logsOf(database.db, elsewhere.id)).toEqual([]);
  }, 30_000);

  it('tells supervisors how many profiles wait for their rating, in the institute only, not when switched off, and logs it', async () => {
    const institute = await createInstitute(database.db, {
      supervisor_profile_waiting_enabled: true,
      supervisor_profile_waiting_frequency: 1,
    });
    // Switched off (its frequency set): its supervisor, with a profile waiting, hears nothing.
    const off = await createInstitute(database.db, { supervisor_profile_waiting_frequency: 1 });
    const offBoss = await createUser(database.db, off.id, { is_supervisor: true, email: 's3@off.test' });
    const offEducator = await createUser(database.db, off.id, {
      is_educator: true,
      supervisor_id: offBoss.id,
    });
    await database.db.insert(profiles).values({
      institute_id: off.id,
      user_id: offEducator.id,
      period_start: '2026-01-01',
      period_end: '2026-12-31',
      educator_completed: true,
    });
    // Another institute with it on: its supervisor's count is its own, and never added to boss's.
    const elsewhere = await createInstitute(database.db, {
      supervisor_profile_waiting_enabled: true,
      supervisor_profile_waiting_frequency: 1,
    });
    const farBoss = await createUser(database.db, elsewhere.id, {
      is_supervisor: true,
      email: 's4@far.test',
    });
    const farEducator = await createUser(database.db, elsewhere.id, {
      is_educator: true,
      supervisor_id: farBoss.id,
    });
    await database.db.insert(profiles).values({
      institute_id: elsewhere.id,
      user_id: farEducator.id,
      period_start: '2026-01-01',
      period_end: '2026-12-31',
      educator_completed: true,
    });
    const boss = await createUser(database.db, institute.id, { is_supervisor: true, email: 's1@t.test' });
    const idle = await createUser(database.db, institute.id, { is_supervisor: true, email: 's2@t.test' });
    const period = { institute_id: institute.id, period_start: '2026-01-01', period_end: '2026-12-31' };
    const mine = await Promise.all(
      [1, 2, 3].map(() =>
        createUser(database.db, institute.id, { is_educator: true, supervisor_id: boss.id }),
      ),
    );
    const theirs = await createUser(database.db, institute.id, { is_educator: true, supervisor_id: idle.id });
    await database.db.insert(profiles).values([
      { ...period, user_id: mine[0]!.id, educator_completed: true },
      { ...period, user_id: mine[1]!.id, educator_completed: true },
      { ...period, user_id: mine[2]!.id, educator_completed: true, supervisor_completed: true },
      { ...period, user_id: theirs.id },
    ]);
    await enqueueDueReminders(a.deps, REMINDER_KINDS, SEND_TIME);
    const received = await smtp.waitFor('s1@t.test');
    await drain();
    const far = await smtp.waitFor('s4@far.test');
    await drain();
    expect(receivedBy('s1@t.test')).toHaveLength(1);
    expect(received.text).toContain('2 profiles are waiting for your rating.');
    expect(far.text).toContain('1 profile is waiting for your rating.');
    expect(receivedBy('s2@t.test')).toEqual([]);
    expect(receivedBy('s3@off.test')).toEqual([]);
    expect(await logsOf(database.db, institute.id)).toEqual([
      {
        notification_type: 'supervisor_profile_waiting',
        message: 'Supervisor profiles waiting notification sent to 1 supervisor',
        number_of_recipients: 1,
        user_id: null,
      },
    ]);
    expect(await logsOf(database.db, off.id)).toEqual([]);
  }, 30_000);

  it('sends nothing for a reminder switched off', async () => {
    const institute = await createInstitute(database.db, { profiling_reminder_days: 30 });
    await createUser(database.db, institute.id, { is_educator: true, email: 'off@t.test' });
    await enqueueDueReminders(a.deps, REMINDER_KINDS, SEND_TIME);
    await drain();
    expect(receivedBy('off@t.test')).toEqual([]);
    expect(await logsOf(database.db, institute.id)).toEqual([]);
  }, 30_000);

  it('sends nothing for a scheduled job whose reminder was switched off after it was queued; a send-now still sends', async () => {
    const institute = await createInstitute(database.db, {
      profiling_reminder_enabled: true,
      profiling_reminder_days: 30,
    });
    await createUser(database.db, institute.id, { is_educator: true, email: 'late-off@t.test' });
    // The hourly run at the send hour finds it due and queues it...
    const profiling = REMINDER_KINDS.filter((k) => k.kind === 'profiling_reminder');
    const queued = dueReminders([institute], profiling, SEND_TIME);
    expect(queued).toEqual([
      { instituteId: institute.id, kind: 'profiling_reminder', day: DAY, periodKey: `day:${DAY}` },
    ]);
    // ...and an admin switches it off before a worker takes the job.
    await database.db
      .update(institutes)
      .set({ profiling_reminder_enabled: false })
      .where(eq(institutes.id, institute.id));
    await a.jobs.enqueue(database.db, REMINDER_JOB, queued);
    await drain();
    expect(await runReminderJob(a.deps, REMINDER_KINDS, queued[0]!)).toBe(0);
    expect(receivedBy('late-off@t.test')).toEqual([]);
    expect(await logsOf(database.db, institute.id)).toEqual([]);
    const claimed = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from reminder_sends where institute_id = ${institute.id}`,
    );
    expect(claimed).toEqual([{ n: 0 }]);

    // A send-now of the same kind (its own period, who pressed it) sends, switched off or not.
    const admin = await createUser(database.db, institute.id, { is_institute_admin: true });
    await a.jobs.enqueue(database.db, REMINDER_JOB, [
      { ...queued[0]!, periodKey: 'now:late-off', triggeredById: admin.id },
    ]);
    await smtp.waitFor('late-off@t.test');
    await drain();
    expect(receivedBy('late-off@t.test')).toHaveLength(1);
    expect(await logsOf(database.db, institute.id)).toEqual([
      {
        notification_type: 'profiling_reminder',
        message: 'Profiling reminder sent to 1 educator',
        number_of_recipients: 1,
        user_id: admin.id,
      },
    ]);
  }, 30_000);

  it('records a reminder email failed after its last attempt in the notification log', async () => {
    const refusing = await startSmtpServer({ refuseRecipients: { code: 550, message: 'No such mailbox' } });
    // Delivery is driven by hand here: a mailer whose jobs go nowhere (the nodes' workers would take them).
    const mailer = createMailer(
      database.db,
      { smtpUrl: refusing.url, mailFrom: 'x@pdp.test' },
      { enqueue: async () => {} },
    );
    const node = {
      deps: { db: database.db, mailer, config: { mailFrom: 'x@pdp.test' } } as unknown as AppDeps,
    };
    try {
      const institute = await createInstitute(database.db);
      await createUser(database.db, institute.id, { is_educator: true, email: 'gone@t.test' });
      const job = { instituteId: institute.id, kind: 'profiling_reminder', day: DAY, periodKey: 'now:x' };
      await runReminderJob(node.deps, REMINDER_KINDS, { ...job, triggeredById: null });
      const [row] = await rowsOf<{ outbox_id: number }>(
        database.db,
        sql`select outbox_id from reminder_sends where institute_id = ${institute.id}`,
      );
      await expect(
        deliverEmail(node.deps, row!.outbox_id, { retryCount: 0, isLast: false }),
      ).rejects.toThrow();
      expect((await logsOf(database.db, institute.id)).map((l) => l.notification_type)).toEqual([
        'profiling_reminder',
      ]);
      await expect(
        deliverEmail(node.deps, row!.outbox_id, { retryCount: 8, isLast: true }),
      ).rejects.toThrow();
      const logs = await logsOf(database.db, institute.id);
      expect(logs).toHaveLength(2);
      expect(logs[1]).toMatchObject({
        notification_type: 'profiling_reminder_failed',
        number_of_recipients: 1,
      });
      expect(logs[1]!.message).toMatch(/^Delivery to gone@t.test failed: .*No such mailbox/);
    } finally {
      mailer.close();
      await refusing.close();
    }
  }, 30_000);

  it('sends the partial points reminder to the institute’s educators with a passport under way, not when switched off, and logs it', async () => {
    const institute = await createInstitute(database.db, {
      partial_points_reminder_enabled: true,
      partial_points_reminder_days: 30,
    });
    const [under, none, done] = await Promise.all(
      ['pp1', 'pp2', 'pp3'].map((n) =>
        createUser(database.db, institute.id, { is_educator: true, email: `${n}@t.test` }),
      ),
    );
    // Switched off (its days set), and another institute with it on: their educators under way hear
    // only from their own institute's run.
    const off = await createInstitute(database.db, { partial_points_reminder_days: 30 });
    const elsewhere = await createInstitute(database.db, {
      partial_points_reminder_enabled: true,
      partial_points_reminder_days: 30,
    });
    const offEducator = await createUser(database.db, off.id, { is_educator: true, email: 'pp4@off.test' });
    const farEducator = await createUser(database.db, elsewhere.id, {
      is_educator: true,
      email: 'pp5@far.test',
    });
    const year = { period_start: '2026-01-01', period_end: '2026-12-31', status: 'IN_PROGRESS' as const };
    await database.db.insert(passports).values([
      { ...year, institute_id: off.id, user_id: offEducator.id, professional_points: 3 },
      { ...year, institute_id: elsewhere.id, user_id: farEducator.id, professional_points: 3 },
    ]);
    const period = { institute_id: institute.id, period_start: '2026-01-01', period_end: '2026-12-31' };
    await database.db.insert(passports).values([
      { ...period, user_id: under!.id, status: 'IN_PROGRESS', professional_points: 3 },
      { ...period, user_id: none!.id, status: 'INCOMPLETE' },
      { ...period, user_id: done!.id, status: 'COMPLETE', professional_points: 20 },
    ]);
    await enqueueDueReminders(a.deps, REMINDER_KINDS, SEND_TIME);
    await smtp.waitFor('pp1@t.test');
    await drain();
    expect(receivedBy('pp1@t.test')).toMatchObject([{ subject: 'Your PD Passport is not complete yet' }]);
    expect(receivedBy('pp3@t.test')).toEqual([]);
    expect(receivedBy('pp2@t.test').map((m) => m.subject)).toEqual([]);
    await smtp.waitFor('pp5@far.test');
    await drain();
    expect(receivedBy('pp1@t.test')).toHaveLength(1);
    expect(receivedBy('pp5@far.test')).toHaveLength(1);
    expect(receivedBy('pp4@off.test')).toEqual([]);
    expect(await logsOf(database.db, institute.id)).toEqual([
      {
        notification_type: 'partial_points_reminder',
        message: 'Partial points reminder sent to 1 educator',
        number_of_recipients: 1,
        user_id: null,
      },
    ]);
    expect(await logsOf(database.db, elsewhere.id)).toMatchObject([{ number_of_recipients: 1 }]);
    expect(await logsOf(database.db, off.id)).toEqual([]);
  }, 30_000);
});
