import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInstitute, createUser } from '../../../test/factories.js';
import { institutes, registrations, workshops } from '../../db/schema/index.js';
import { businessDaysBefore } from '../../lib/business-days.js';
import { plusDays } from '../../lib/today.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import { lastWorkshopDateDueBy } from '../programs/reminders.js';
import { createProgram, createRegistration } from '../programs/test-support.js';
import { enqueueDueReminders, runReminderJob } from './reminder-jobs.js';
import { DAY, logsOf, SEND_TIME, useReminderNode } from './reminders-test-support.js';

// DAY is Thursday 3 December 2026: two business days later is Monday the 7th.
describe('workshop reminder (business days before the workshop)', () => {
  it('finds the last workshop date whose reminder has come by a day, across the weekend', () => {
    expect(lastWorkshopDateDueBy(DAY, 2)).toBe('2026-12-07');
    expect(lastWorkshopDateDueBy('2026-12-03', 1)).toBe('2026-12-04');
    expect(lastWorkshopDateDueBy('2026-12-04', 1)).toBe('2026-12-07');
    expect(lastWorkshopDateDueBy('2026-12-05', 1)).toBe('2026-12-07');
    expect(lastWorkshopDateDueBy('2026-12-07', 10)).toBe('2026-12-21');
    // The same as "its reminder day, N business days before it, is on or before the day".
    for (let d = 0; d < 21; d++) {
      const day = plusDays('2026-11-30', d);
      for (let days = 1; days <= 10; days++) {
        for (let ahead = 1; ahead <= 30; ahead++) {
          const date = plusDays(day, ahead);
          expect(date <= lastWorkshopDateDueBy(day, days), `${date}, ${days} before, on ${day}`).toBe(
            businessDaysBefore(date, days) <= day,
          );
        }
      }
    }
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

  /**
   * Thursday 10 and Friday 11 December 2026; a workshop on Monday the 14th at 09:00 in Melbourne, one
   * registrant per world. Each run is the day's scheduled job.
   */
  const MONDAY_9AM = new Date('2026-12-13T22:00:00Z');
  const MONDAY_LINE = '- Induction – Day one: 2026-12-14 09:00';

  async function reminderWorld(days: number, email: string) {
    const db = world.database.db;
    const institute = await createInstitute(db, {
      workshop_reminder_enabled: true,
      workshop_reminder_days: days,
    });
    const person = await createUser(db, institute.id, { email });
    const {
      program,
      workshops: [workshop],
    } = await createProgram(db, institute.id, { name: 'Induction' }, [
      { name: 'Day one', start_time: MONDAY_9AM },
    ]);
    const registration = await createRegistration(db, institute.id, program.id, person.id);
    return {
      workshop: workshop!,
      registration,
      setDays: (n: number) =>
        db.update(institutes).set({ workshop_reminder_days: n }).where(eq(institutes.id, institute.id)),
      run: (day: string) =>
        runReminderJob(world.node.deps, REMINDER_KINDS, {
          instituteId: institute.id,
          kind: 'workshop_reminder',
          day,
          periodKey: `day:${day}`,
        }),
      /** Every email the registrant received, once the runs' deliveries are done. */
      async received(count: number) {
        if (count) await world.smtp.waitFor(email, { count });
        await world.node.jobs.drain();
        return world.smtp.received.filter((m) => m.recipients.includes(email)).map((m) => m.text);
      },
    };
  }

  it('2 days changed to 1 after Thursday’s run: Monday’s workshop is reminded once, on Thursday', async () => {
    const w = await reminderWorld(2, 'two-then-one@w.test');
    expect(await w.run('2026-12-10')).toBe(1);
    await w.setDays(1);
    expect(await w.run('2026-12-11')).toBe(0);
    const mails = await w.received(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(MONDAY_LINE);
  }, 30_000);

  it('1 day changed to 2 after Thursday’s run: Monday’s workshop is still reminded, on Friday', async () => {
    const w = await reminderWorld(1, 'one-then-two@w.test');
    expect(await w.run('2026-12-10')).toBe(0); // Friday's workshops only
    await w.setDays(2);
    expect(await w.run('2026-12-11')).toBe(1);
    const mails = await w.received(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(MONDAY_LINE);
  }, 30_000);

  it('catches up a missed run until the workshop starts, and reminds a workshop moved to another start again', async () => {
    const w = await reminderWorld(1, 'missed@w.test');
    // Friday's and the weekend's runs were missed: Monday's run at 07:00 still reminds it (09:00).
    expect(await w.run('2026-12-14')).toBe(1);
    expect(await w.run('2026-12-14')).toBe(0); // the same day again: nothing more
    // Moved to Wednesday 16 December at 09:00: reminded again on its new reminder day, once.
    await world.database.db
      .update(workshops)
      .set({ start_time: new Date('2026-12-15T22:00:00Z'), end_time: new Date('2026-12-16T00:00:00Z') })
      .where(eq(workshops.id, w.workshop.id));
    expect(await w.run('2026-12-15')).toBe(1);
    expect(await w.run('2026-12-16')).toBe(0);
    const mails = await w.received(2);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain(MONDAY_LINE);
    expect(mails[1]).toContain('- Induction – Day one: 2026-12-16 09:00');
  }, 30_000);

  it('reminds a registration approved after the reminder day, and never a workshop that has started', async () => {
    const w = await reminderWorld(2, 'late@w.test');
    await world.database.db
      .update(registrations)
      .set({ status: 'pending' })
      .where(eq(registrations.id, w.registration.id));
    expect(await w.run('2026-12-10')).toBe(0);
    await world.database.db
      .update(registrations)
      .set({ status: 'approved' })
      .where(eq(registrations.id, w.registration.id));
    expect(await w.run('2026-12-11')).toBe(1);
    // A workshop at 06:00 on Monday has started by Monday's 07:00 run.
    const early = await reminderWorld(1, 'early@w.test');
    await world.database.db
      .update(workshops)
      .set({ start_time: new Date('2026-12-13T19:00:00Z'), end_time: new Date('2026-12-13T21:00:00Z') })
      .where(eq(workshops.id, early.workshop.id));
    expect(await early.run('2026-12-14')).toBe(0);
    expect(await w.received(1)).toHaveLength(1);
    expect(await early.received(0)).toEqual([]);
  }, 30_000);
});
