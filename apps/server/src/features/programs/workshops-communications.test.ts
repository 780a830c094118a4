import { describe, expect, it } from 'vitest';
import { createInstitute, createUser } from '../../../test/factories.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import { enqueueDueReminders, runReminderJob } from '../notifications/reminder-jobs.js';
import { DAY, rowsOf, SEND_TIME, useReminderNode } from '../notifications/reminders-test-support.js';
import { createProgram, createRegistration } from './test-support.js';
import { sql } from 'drizzle-orm';

/**
 * Workshop pre- and post-communications (issue 19) with a frozen clock: DAY is Thursday 3 December
 * 2026 and SEND_TIME 07:00 on it in Melbourne (UTC+11).
 */
describe('workshop pre- and post-communications', () => {
  const world = useReminderNode();

  const pre = (days: number, extra: object = {}) => ({
    pre_workshop_communication_enabled: true,
    pre_workshop_communication_send_days_before: days,
    pre_workshop_communication_subject: 'Before [given_name]’s workshop',
    pre_workshop_communication_message: 'Bring your laptop.',
    ...extra,
  });
  const post = (days: number) => ({
    post_workshop_communication_enabled: true,
    post_workshop_communication_send_days_after: days,
    post_workshop_communication_subject: 'After the workshop',
    post_workshop_communication_message: 'Please fill in the survey.',
  });
  const to = (email: string) => world.smtp.received.filter((m) => m.recipients.includes(email));

  it('sends each workshop’s own email on its business day, once per workshop and registrant, logged with the program', async () => {
    const db = world.database.db;
    const institute = await createInstitute(db);
    const other = await createInstitute(db);
    const [ann, ben, cat, dan] = await Promise.all(
      ['ann', 'ben', 'cat', 'dan'].map((n) => createUser(db, institute.id, { email: `${n}@c.test` })),
    );
    const eve = await createUser(db, other.id, { email: 'eve@c.test' });
    // Monday 7 December 09:00 in Melbourne: 2 business days before is today (Thursday), across the weekend.
    const monday = new Date('2026-12-06T22:00:00Z');
    const soon = await createProgram(db, institute.id, { name: 'Soon' }, [
      { name: 'Monday session', start_time: monday, ...pre(2) },
      // 3 business days before Monday is Wednesday: not today.
      { name: 'Not today', start_time: monday, ...pre(3) },
      // Switched off: nothing, whatever its subject and message.
      { name: 'Off', start_time: monday, ...pre(2, { pre_workshop_communication_enabled: false }) },
      // On, but without a message: nothing to send.
      { name: 'Empty', start_time: monday, ...pre(2, { pre_workshop_communication_message: ' ' }) },
    ]);
    // Ended Tuesday 1 December 11:00 in Melbourne: 2 business days after is today.
    const past = await createProgram(db, institute.id, { name: 'Past' }, [
      { name: 'Tuesday session', start_time: new Date('2026-11-30T22:00:00Z'), ...post(2) },
    ]);
    const elsewhere = await createProgram(db, other.id, {}, [{ start_time: monday, ...pre(2) }]);
    await createRegistration(db, institute.id, soon.program.id, ann!.id);
    await createRegistration(db, institute.id, soon.program.id, ben!.id, { status: 'pending' });
    await createRegistration(db, institute.id, past.program.id, cat!.id);
    await createRegistration(db, other.id, elsewhere.program.id, eve.id);
    void dan;

    await enqueueDueReminders(world.node.deps, REMINDER_KINDS, SEND_TIME);
    const before = await world.smtp.waitFor('ann@c.test');
    const after = await world.smtp.waitFor('cat@c.test');
    await world.node.jobs.drain();
    expect(before.subject).toBe(`Before ${ann!.given_name}’s workshop`);
    expect(before.text).toContain('Bring your laptop.');
    expect(before.text).toContain('Soon – Monday session: 2026-12-07 09:00');
    expect(after.subject).toBe('After the workshop');
    expect(after.text).toContain('Please fill in the survey.');
    expect(to('ann@c.test')).toHaveLength(1);
    expect(to('ben@c.test')).toEqual([]);
    expect(to('dan@c.test')).toEqual([]);

    const logs = () =>
      rowsOf<{ notification_type: string; program_id: number; program_name: string; message: string }>(
        db,
        sql`select notification_type, program_id, program_name, message from notification_logs
            where institute_id = ${institute.id} order by notification_type`,
      );
    expect(await logs()).toEqual([
      {
        notification_type: 'post_workshop_communication',
        program_id: past.program.id,
        program_name: 'Past',
        message: 'Post-workshop communication for Tuesday session sent to 1 registrant',
      },
      {
        notification_type: 'pre_workshop_communication',
        program_id: soon.program.id,
        program_name: 'Soon',
        message: 'Pre-workshop communication for Monday session sent to 1 registrant',
      },
    ]);

    // A retried or replayed job (any period) finds the workshop's sends taken: nothing more.
    for (const kind of ['pre_workshop_communication', 'post_workshop_communication']) {
      const job = { instituteId: institute.id, kind, day: DAY, periodKey: 'now:replay' };
      expect(await runReminderJob(world.node.deps, REMINDER_KINDS, job)).toBe(0);
    }
    expect(await logs()).toHaveLength(2);
    // The other institute's own run: its registrant only.
    await world.smtp.waitFor('eve@c.test');
    expect(to('eve@c.test')).toHaveLength(1);
  }, 60_000);
});
