import { describe, expect, it } from 'vitest';
import { createInstitute, createUser } from '../../../test/factories.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import { enqueueDueReminders, runReminderJob } from '../notifications/reminder-jobs.js';
import { DAY, logsOf, SEND_TIME, useReminderNode } from '../notifications/reminders-test-support.js';
import { supervisorProgramRegistrationReminder } from './reminders.js';
import { createProgram, createRegistration } from './test-support.js';

/**
 * `supervisor_program_registration` on known data with a frozen clock (SEND_TIME: 07:00 on Thursday
 * 3 December 2026 in Melbourne, UTC+11), delivered to a real SMTP server. A period of 7 days is due on
 * DAY, and its window is Melbourne's 26 November to 2 December: from 2026-11-25T13:00Z up to
 * 2026-12-02T13:00Z.
 */
describe('supervisor program registration reminder', () => {
  const world = useReminderNode();
  const receivedBy = (email: string) => world.smtp.received.filter((m) => m.recipients.includes(email));

  it('tells each supervisor how many registrations their educators made in the period, in the institute only', async () => {
    const db = world.database.db;
    const reminder = {
      supervisor_program_registration_enabled: true,
      supervisor_program_registration_period: 7,
    };
    const institute = await createInstitute(db, reminder);
    const off = await createInstitute(db, { supervisor_program_registration_period: 7 });
    const elsewhere = await createInstitute(db, reminder);

    const boss = await createUser(db, institute.id, { is_supervisor: true, email: 'boss@spr.test' });
    const lead = await createUser(db, institute.id, { is_supervisor: true, email: 'lead@spr.test' });
    const idle = await createUser(db, institute.id, { is_supervisor: true, email: 'idle@spr.test' });
    const [ann, ben] = await Promise.all(
      ['ann', 'ben'].map((n) =>
        createUser(db, institute.id, { is_educator: true, supervisor_id: boss.id, email: `${n}@spr.test` }),
      ),
    );
    const cat = await createUser(db, institute.id, { is_educator: true, supervisor_id: lead.id });
    const gone = await createUser(db, institute.id, {
      is_educator: true,
      supervisor_id: idle.id,
      active: false,
    });
    const late = await createUser(db, institute.id, { is_educator: true, supervisor_id: idle.id });
    const [one, two, three] = await Promise.all(
      ['One', 'Two', 'Three'].map((name) => createProgram(db, institute.id, { name })),
    );
    // In the window (Melbourne's 26 November, 01:00, is still 25 November in UTC).
    const inWindow = new Date('2026-11-25T14:00:00Z');
    await createRegistration(db, institute.id, one!.program.id, ann!.id, { created_at: inWindow });
    await createRegistration(db, institute.id, two!.program.id, ann!.id, {
      status: 'pending',
      created_at: new Date('2026-12-01T00:00:00Z'),
    });
    // 23:00 on 2 December in Melbourne: the window's last hour.
    await createRegistration(db, institute.id, one!.program.id, ben!.id, {
      created_at: new Date('2026-12-02T12:00:00Z'),
    });
    // Not counted: an incomplete registration, one before the window (23:00 on 25 November in
    // Melbourne) and an inactive educator's; idle's only active educator registered long before.
    await createRegistration(db, institute.id, three!.program.id, ann!.id, {
      status: 'incomplete',
      created_at: inWindow,
    });
    await createRegistration(db, institute.id, two!.program.id, ben!.id, {
      created_at: new Date('2026-11-25T12:00:00Z'),
    });
    await createRegistration(db, institute.id, one!.program.id, cat.id, { created_at: inWindow });
    await createRegistration(db, institute.id, one!.program.id, gone.id, { created_at: inWindow });
    await createRegistration(db, institute.id, two!.program.id, late.id, {
      created_at: new Date('2026-11-20T00:00:00Z'),
    });

    // The switched-off institute has a supervisor whose educator just registered.
    const offBoss = await createUser(db, off.id, { is_supervisor: true, email: 'boss@off.test' });
    const offEducator = await createUser(db, off.id, { is_educator: true, supervisor_id: offBoss.id });
    const offProgram = await createProgram(db, off.id);
    await createRegistration(db, off.id, offProgram.program.id, offEducator.id, { created_at: inWindow });
    // Another institute with the reminder on: its run is its own.
    const farBoss = await createUser(db, elsewhere.id, { is_supervisor: true, email: 'boss@far.test' });
    const farEducator = await createUser(db, elsewhere.id, { is_educator: true, supervisor_id: farBoss.id });
    const farProgram = await createProgram(db, elsewhere.id);
    await createRegistration(db, elsewhere.id, farProgram.program.id, farEducator.id, {
      created_at: inWindow,
    });

    await enqueueDueReminders(world.node.deps, REMINDER_KINDS, SEND_TIME);
    const toBoss = await world.smtp.waitFor(boss.email);
    const toLead = await world.smtp.waitFor(lead.email);
    const toFar = await world.smtp.waitFor(farBoss.email);
    await world.node.jobs.drain();

    expect(receivedBy(boss.email)).toHaveLength(1);
    expect(toBoss.subject).toBe('Your educators’ program registrations');
    expect(toBoss.text).toContain(`Hello ${boss.given_name},`);
    expect(toBoss.text).toContain(
      'Your educators made 3 program registrations in the last 7 days (26 November to 2 December).',
    );
    expect(toBoss.mail.html).toContain(institute.name);
    expect(toLead.text).toContain('Your educators made 1 program registration in the last 7 days');
    expect(toFar.text).toContain('Your educators made 1 program registration in the last 7 days');
    for (const nobody of [idle.email, ann!.email, ben!.email, offBoss.email])
      expect(receivedBy(nobody)).toEqual([]);
    expect(await logsOf(db, institute.id)).toEqual([
      {
        notification_type: 'supervisor_program_registration',
        message: 'Supervisor program registration notification sent to 2 supervisors',
        number_of_recipients: 2,
        user_id: null,
      },
    ]);
    expect(await logsOf(db, elsewhere.id)).toMatchObject([
      { notification_type: 'supervisor_program_registration', number_of_recipients: 1 },
    ]);
    expect(await logsOf(db, off.id)).toEqual([]);
  }, 30_000);

  it('starts the period at midnight on the institute’s own clock, not UTC’s', async () => {
    const db = world.database.db;
    // Los Angeles is UTC-8 in November: the window of 7 days before 3 December starts at
    // 2026-11-26T08:00Z; a UTC-midnight window would start 8 hours earlier.
    const institute = await createInstitute(db, {
      timezone: 'America/Los_Angeles',
      supervisor_program_registration_period: 7,
    });
    const boss = await createUser(db, institute.id, { is_supervisor: true });
    const [early, inside] = await Promise.all(
      [1, 2].map(() => createUser(db, institute.id, { is_educator: true, supervisor_id: boss.id })),
    );
    const { program } = await createProgram(db, institute.id);
    // 20:00 on 25 November in Los Angeles: before the window.
    await createRegistration(db, institute.id, program.id, early!.id, {
      created_at: new Date('2026-11-26T04:00:00Z'),
    });
    // 00:30 on 26 November in Los Angeles: inside it.
    await createRegistration(db, institute.id, program.id, inside!.id, {
      created_at: new Date('2026-11-26T08:30:00Z'),
    });
    const recipients = await supervisorProgramRegistrationReminder.recipients(db, institute, DAY);
    expect(recipients.map((r) => [r.id, r.count])).toEqual([[boss.id, 1]]);

    // Melbourne (UTC+11): 01:00 on 26 November is 14:00 on the 25th in UTC, and counts.
    const melbourne = await createInstitute(db, { supervisor_program_registration_period: 7 });
    const mBoss = await createUser(db, melbourne.id, { is_supervisor: true });
    const mEducator = await createUser(db, melbourne.id, { is_educator: true, supervisor_id: mBoss.id });
    const mProgram = await createProgram(db, melbourne.id);
    await createRegistration(db, melbourne.id, mProgram.program.id, mEducator.id, {
      created_at: new Date('2026-11-25T14:00:00Z'),
    });
    const mRecipients = await supervisorProgramRegistrationReminder.recipients(db, melbourne, DAY);
    expect(mRecipients.map((r) => [r.id, r.count])).toEqual([[mBoss.id, 1]]);
  });

  it('counts each registration in one run’s email: one made at 03:00 on the day of a run waits for the next run', async () => {
    const db = world.database.db;
    const institute = await createInstitute(db, {
      supervisor_program_registration_enabled: true,
      supervisor_program_registration_period: 7,
    });
    const boss = await createUser(db, institute.id, { is_supervisor: true, email: 'boss@once.test' });
    const educator = await createUser(db, institute.id, { is_educator: true, supervisor_id: boss.id });
    // 23:30 on 2 December and 03:00 on 3 December in Melbourne (UTC+11): either side of midnight,
    // both before the 07:00 run of 3 December.
    for (const at of ['2026-12-02T12:30:00Z', '2026-12-02T16:00:00Z']) {
      const { program } = await createProgram(db, institute.id);
      await createRegistration(db, institute.id, program.id, educator.id, {
        status: 'pending',
        created_at: new Date(at),
      });
    }
    const run = (day: string) =>
      runReminderJob(world.node.deps, REMINDER_KINDS, {
        instituteId: institute.id,
        kind: 'supervisor_program_registration',
        day,
        periodKey: `day:${day}`,
      });
    await run(DAY);
    const first = await world.smtp.waitFor(boss.email);
    await run('2026-12-10');
    const next = await world.smtp.waitFor(boss.email, { count: 2 });
    await world.node.jobs.drain();
    expect(first.text).toContain(
      'Your educators made 1 program registration in the last 7 days (26 November to 2 December).',
    );
    expect(next.text).toContain(
      'Your educators made 1 program registration in the last 7 days (3 December to 9 December).',
    );
    expect(receivedBy(boss.email)).toHaveLength(2);
  }, 30_000);
});
