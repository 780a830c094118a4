import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInstitute, createUser } from '../../../test/factories.js';
import { employment_types, passports, type InstituteRow } from '../../db/schema/index.js';
import { plusDays } from '../../lib/today.js';
import { enqueueDueReminders } from '../notifications/reminder-jobs.js';
import { logsOf, rowsOf, useReminderNode } from '../notifications/reminders-test-support.js';
import { atRiskOccasionOn, atRiskReminder } from './forecast-reminder.js';

/**
 * The at-risk reminder’s occasions (docs/jobs.md "Occasions"): each leaves once, at the first run on or
 * after its day, so switching the reminder on inside the window (or every node being down at 07:00 on
 * its day) delays it to the next run instead of losing it. The period ends on 30 June 2027; 60 days
 * before is 1 May. Every daily run from 2 May to 30 June is queued at once, so they also run side by
 * side, as on several nodes.
 */
const world = useReminderNode();

/** 07:00 in Melbourne (UTC+10 in May and June) on `day`: the schedule's send hour there. */
const sendTimeOn = (day: string) => new Date(Date.parse(`${day}T07:00:00+10:00`));

/** An institute whose reminder was switched on on 2 May, with one educator lapsing and their supervisor. */
async function lapsingWorld(name: string, repeatDays: number | null) {
  const db = world.database.db;
  const institute = await createInstitute(db, {
    timezone: 'Australia/Melbourne',
    points_anniversary_month: 7,
    at_risk_reminder_enabled: true,
    at_risk_reminder_days_before: 60,
    at_risk_reminder_days: repeatDays,
  });
  const [teacher] = await db
    .insert(employment_types)
    .values({ institute_id: institute.id, name: 'Teacher', professional_points: 10 })
    .returning();
  const boss = await createUser(db, institute.id, { is_supervisor: true, email: `boss@${name}.test` });
  const educator = await createUser(db, institute.id, {
    is_educator: true,
    employment_type_id: teacher!.id,
    supervisor_id: boss.id,
    email: `lou@${name}.test`,
  });
  await db.insert(passports).values({
    institute_id: institute.id,
    user_id: educator.id,
    period_start: '2026-07-01',
    period_end: '2027-06-30',
    status: 'IN_PROGRESS',
    professional_points: 0,
    vocational_points: 0,
    learning_journeys: 0,
    vocational_learning_journeys: 0,
  });
  return { institute, boss, educator };
}

/** The hourly runs at 07:00 of every day from 2 May to 30 June 2027, queued together, then done. */
async function runEveryDayFromMay2() {
  for (let day = '2027-05-02'; day <= '2027-06-30'; day = plusDays(day, 1))
    await enqueueDueReminders(world.node.deps, [atRiskReminder], sendTimeOn(day));
  await world.node.jobs.drain(60_000);
}

const receivedBy = (email: string) => world.smtp.received.filter((m) => m.recipients.includes(email));
const sendsOf = (instituteId: number, recipientId: number) =>
  rowsOf<{ period_key: string }>(
    world.database.db,
    sql`select period_key from reminder_sends
        where institute_id = ${instituteId} and recipient_id = ${recipientId} order by period_key`,
  );

describe('the at-risk reminder’s occasions', () => {
  const settings = {
    points_anniversary_month: 7,
    at_risk_reminder_enabled: true,
    at_risk_reminder_days_before: 60,
    at_risk_reminder_days: 14,
  } as InstituteRow;

  it('start 60 days before the period ends, a new one every 14 days; one for the window without a repeat', () => {
    const on = (day: string, institute = settings) => atRiskOccasionOn(institute, day);
    expect(on('2027-04-30')).toBeNull();
    expect(on('2027-05-01')).toBe('at-risk:2027-06-30:2027-05-01');
    expect(on('2027-05-14')).toBe('at-risk:2027-06-30:2027-05-01');
    expect(on('2027-05-15')).toBe('at-risk:2027-06-30:2027-05-15');
    expect(on('2027-06-30')).toBe('at-risk:2027-06-30:2027-06-26');
    expect(on('2027-07-01')).toBeNull();
    const once = { ...settings, at_risk_reminder_days: null };
    expect(on('2027-05-01', once)).toBe('at-risk:2027-06-30');
    expect(on('2027-06-30', once)).toBe('at-risk:2027-06-30');
    expect(on('2027-05-01', { ...settings, at_risk_reminder_days_before: null })).toBeNull();
  });
});

describe('the at-risk reminder switched on inside its window', () => {
  it('without a repeat: leaves once, at the next run, to the educator and their supervisor', async () => {
    const { institute, boss, educator } = await lapsingWorld('once', null);
    await runEveryDayFromMay2();
    const toEducator = await world.smtp.waitFor(educator.email);
    const toBoss = await world.smtp.waitFor(boss.email);
    await world.node.jobs.drain();
    expect(toEducator.subject).toBe('Your PD Passport is at risk of lapsing');
    expect(toBoss.subject).toBe('Educators at risk of lapsing');
    expect(receivedBy(educator.email)).toHaveLength(1);
    expect(receivedBy(boss.email)).toHaveLength(1);
    expect((await sendsOf(institute.id, educator.id)).map((s) => s.period_key)).toEqual([
      'at-risk:2027-06-30',
    ]);
    expect(await logsOf(world.database.db, institute.id)).toMatchObject([
      { notification_type: 'at_risk_reminder', number_of_recipients: 2 },
    ]);
  }, 90_000);

  it('with a repeat of 14 days: the missed 1 May occasion leaves at the next run, the repeats keep their days', async () => {
    const { institute, boss, educator } = await lapsingWorld('repeat', 14);
    await runEveryDayFromMay2();
    await world.smtp.waitFor(educator.email, { count: 5 });
    await world.smtp.waitFor(boss.email, { count: 5 });
    await world.node.jobs.drain();
    expect(receivedBy(educator.email)).toHaveLength(5);
    expect(receivedBy(boss.email)).toHaveLength(5);
    expect((await sendsOf(institute.id, educator.id)).map((s) => s.period_key)).toEqual([
      'at-risk:2027-06-30:2027-05-01',
      'at-risk:2027-06-30:2027-05-15',
      'at-risk:2027-06-30:2027-05-29',
      'at-risk:2027-06-30:2027-06-12',
      'at-risk:2027-06-30:2027-06-26',
    ]);
  }, 90_000);
});
