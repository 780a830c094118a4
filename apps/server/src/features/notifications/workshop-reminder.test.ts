import { describe, expect, it } from 'vitest';
import { createInstitute, createUser } from '../../../test/factories.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import { workshopDatesRemindedOn } from '../programs/reminders.js';
import { createProgram, createRegistration } from '../programs/test-support.js';
import { enqueueDueReminders } from './reminder-jobs.js';
import { DAY, logsOf, SEND_TIME, useReminderNode } from './reminders-test-support.js';

// DAY is Thursday 3 December 2026: two business days later is Monday the 7th.
describe('workshop reminder (business days before the workshop)', () => {
  it('finds the workshop dates reminded on a day, across the weekend', () => {
    expect(workshopDatesRemindedOn(DAY, 2)).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
    expect(workshopDatesRemindedOn('2026-12-04', 1)).toEqual(['2026-12-05', '2026-12-06', '2026-12-07']);
    expect(workshopDatesRemindedOn('2026-12-07', 1)).toEqual(['2026-12-08']);
    expect(workshopDatesRemindedOn('2026-12-05', 1)).toEqual([]);
    expect(workshopDatesRemindedOn('2026-12-07', 10)).toEqual(['2026-12-19', '2026-12-20', '2026-12-21']);
  });

  const world = useReminderNode();

  it('reminds the approved registrants of Monday’s workshops on Thursday, and nobody else; nothing where it is switched off', async () => {
    const institute = await createInstitute(world.database.db, {
      workshop_reminder_enabled: true,
      workshop_reminder_days: 2,
    });
    const other = await createInstitute(world.database.db, {
      workshop_reminder_enabled: true,
      workshop_reminder_days: 2,
    });
    const [ann, ben, cat, dan] = await Promise.all(
      ['ann', 'ben', 'cat', 'dan'].map((n) =>
        createUser(world.database.db, institute.id, { email: `${n}@w.test` }),
      ),
    );
    const eve = await createUser(world.database.db, other.id, { email: 'eve@w.test' });
    // Switched off (its days set): its registrant of a Monday workshop hears nothing.
    const off = await createInstitute(world.database.db, { workshop_reminder_days: 2 });
    const fay = await createUser(world.database.db, off.id, { email: 'fay@w.test' });
    const offMonday = await createProgram(world.database.db, off.id, {}, [
      { start_time: new Date('2026-12-06T22:00:00Z') },
    ]);
    await createRegistration(world.database.db, off.id, offMonday.program.id, fay.id);
    // Monday 7 December, 09:00 in Melbourne; Tuesday the 8th; the other institute's Monday.
    const monday = await createProgram(world.database.db, institute.id, { name: 'Assessment' }, [
      { name: 'Day one', start_time: new Date('2026-12-06T22:00:00Z') },
    ]);
    const tuesday = await createProgram(world.database.db, institute.id, { name: 'Later' }, [
      { start_time: new Date('2026-12-07T22:00:00Z') },
    ]);
    const elsewhere = await createProgram(world.database.db, other.id, {}, [
      { start_time: new Date('2026-12-06T22:00:00Z') },
    ]);
    await createRegistration(world.database.db, institute.id, monday.program.id, ann!.id);
    await createRegistration(world.database.db, institute.id, monday.program.id, ben!.id, {
      status: 'pending',
    });
    await createRegistration(world.database.db, institute.id, tuesday.program.id, cat!.id);
    await createRegistration(world.database.db, other.id, elsewhere.program.id, eve.id);
    void dan;

    await enqueueDueReminders(world.node.deps, REMINDER_KINDS, SEND_TIME);
    const received = await world.smtp.waitFor('ann@w.test');
    await world.node.jobs.drain();
    expect(received.subject).toBe('Your upcoming workshop');
    expect(received.text).toContain('- Assessment – Day one: 2026-12-07 09:00');
    for (const nobody of ['ben@w.test', 'cat@w.test', 'dan@w.test'])
      expect(world.smtp.received.filter((m) => m.recipients.includes(nobody))).toEqual([]);
    expect(await logsOf(world.database.db, institute.id)).toMatchObject([
      { notification_type: 'workshop_reminder', number_of_recipients: 1 },
    ]);
    // The other institute's own run reminds its registrant; nobody crosses over.
    await world.smtp.waitFor('eve@w.test');
    expect(world.smtp.received.filter((m) => m.recipients.includes('eve@w.test'))).toHaveLength(1);
    await world.node.jobs.drain();
    expect(world.smtp.received.filter((m) => m.recipients.includes('fay@w.test'))).toEqual([]);
    expect(await logsOf(world.database.db, off.id)).toEqual([]);
  }, 30_000);
});
