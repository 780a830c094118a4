import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { startSmtpServer } from '../../../test/smtp.js';
import {
  delegations,
  employment_types,
  passports,
  point_requests,
  type InstituteRow,
  type UserRow,
} from '../../db/schema/index.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import { logsOf } from '../notifications/reminders-test-support.js';
import { dueReminders, runReminderJob } from '../notifications/reminder-jobs.js';
import { atRiskReminder } from './forecast-reminder.js';

// The period 2026-07-01 – 2027-06-30 (today is in it). A teacher needs 10 professional and 5
// vocational points and one learning journey. From 60 days before the period ends (2027-05-01),
// every 14 days.
const PERIOD = { start: '2026-07-01', end: '2027-06-30' };
const FIRST_DAY = '2027-05-01';
/** 07:00 in Melbourne (UTC+10 in May) on `day`: the schedule's send hour there. */
const sendTimeOn = (day: string) => new Date(Date.parse(`${day}T07:00:00+10:00`));
const SETTINGS = {
  points_anniversary_month: 7,
  timezone: 'Australia/Melbourne',
  at_risk_reminder_enabled: true,
  at_risk_reminder_days_before: 60,
  at_risk_reminder_days: 14,
  at_risk_reminder_intro_paragraph: 'A note from the Learning Team.',
} as const;

type Validation = { messages: Record<string, string[]> };

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let w: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const db = t.db;
  const home = await createInstitute(db, { name: 'Risk Home', ...SETTINGS });
  const other = await createInstitute(db, { name: 'Risk Other', ...SETTINGS });
  const teacherOf = async (institute: InstituteRow) => {
    const [row] = await db
      .insert(employment_types)
      .values({
        institute_id: institute.id,
        name: 'Teacher',
        professional_points: 10,
        vocational_points: 5,
        num_lj_required: 1,
      })
      .returning();
    return row!;
  };
  const teacher = await teacherOf(home);
  const person = (institute: InstituteRow, given: string, overrides: Parameters<typeof createUser>[2] = {}) =>
    createUser(db, institute.id, {
      given_name: given,
      family_name: 'Risk',
      email: `r-${given.toLowerCase()}@risk.test`,
      ...overrides,
    });
  const educator = (given: string, overrides: Parameters<typeof createUser>[2] = {}) =>
    person(home, given, { is_educator: true, employment_type_id: teacher.id, ...overrides });
  const admin = await person(home, 'Ada', { is_institute_admin: true });
  const sam = await person(home, 'Sam', { is_supervisor: true });
  const tess = await person(home, 'Tess', { is_supervisor: true });
  const olive = await educator('Olive', { supervisor_id: sam.id });
  const pat = await educator('Pat', { supervisor_id: sam.id });
  const lou = await educator('Lou', { supervisor_id: sam.id });
  const gone = await educator('Gus', { supervisor_id: sam.id, active: false });
  const nia = await educator('Nia', { supervisor_id: tess.id, employment_type_id: null });
  const onlyOlive = await educator('Oona', { supervisor_id: tess.id });
  // Another institute, the reminder on: its lapsing educator and their supervisor are its own.
  const farBoss = await person(other, 'Fay', { is_supervisor: true });
  const far = await person(other, 'Fred', {
    is_educator: true,
    employment_type_id: (await teacherOf(other)).id,
    supervisor_id: farBoss.id,
  });
  const passport = (owner: UserRow, prof: number, voc: number, lj: number, complete = false) => ({
    institute_id: owner.institute_id,
    user_id: owner.id,
    period_start: PERIOD.start,
    period_end: PERIOD.end,
    status: complete ? ('COMPLETE' as const) : ('IN_PROGRESS' as const),
    professional_points: prof,
    vocational_points: voc,
    learning_journeys: lj,
    vocational_learning_journeys: 0,
  });
  await db
    .insert(passports)
    .values([
      passport(olive, 12, 5, 1, true),
      passport(onlyOlive, 10, 5, 1, true),
      passport(pat, 8, 5, 1),
      passport(lou, 2, 0, 0),
      passport(gone, 0, 0, 0),
      passport(far, 0, 0, 0),
    ]);
  // Pat's only hope: a pending request of 3 professional points in the period.
  await db.insert(point_requests).values({
    institute_id: home.id,
    user_id: pat.id,
    type: 'ReaPointRequest',
    points: 3,
    activity_date: '2026-10-01',
  });
  return {
    home,
    other,
    users: { admin, sam, tess, olive, pat, lou, gone, nia, onlyOlive, far, farBoss },
    cookies: { admin: await loginAs(t.app, admin), sam: await loginAs(t.app, sam) },
  };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  w = await seed();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const receivedBy = (user: UserRow) => smtp.received.filter((m) => m.recipients.includes(user.email));
const waitUntil = async (isDone: () => boolean) => {
  for (const deadline = Date.now() + 25_000; !isDone();) {
    if (Date.now() > deadline) throw new Error('The emails did not arrive');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const runOn = async (institute: InstituteRow, day: string, periodKey = `day:${day}`) => {
  await runReminderJob(t.app.deps, REMINDER_KINDS, {
    instituteId: institute.id,
    kind: 'at_risk_reminder',
    day,
    periodKey,
  });
};

describe('the at-risk-of-lapsing reminder', () => {
  it('is queued on each day of its window (each occasion leaves once), and not when switched off', () => {
    const due = (institute: InstituteRow, day: string) =>
      dueReminders([institute], [atRiskReminder], sendTimeOn(day)).length === 1;
    expect(due(w.home, '2027-04-30')).toBe(false);
    expect(due(w.home, FIRST_DAY)).toBe(true);
    expect(due(w.home, '2027-05-02')).toBe(true);
    expect(due({ ...w.home, at_risk_reminder_days: null }, '2027-06-30')).toBe(true);
    expect(due({ ...w.home, at_risk_reminder_enabled: false }, FIRST_DAY)).toBe(false);
    expect(due({ ...w.home, at_risk_reminder_days_before: null }, FIRST_DAY)).toBe(false);
  });

  it('tells each educator at risk or lapsing what they need, and each supervisor once, listing theirs', async () => {
    await runOn(w.home, FIRST_DAY);
    const { pat, lou, sam, olive, onlyOlive, tess, gone, nia, far, farBoss, admin } = w.users;
    await smtp.waitFor(sam.email);
    await smtp.waitFor(pat.email);
    await smtp.waitFor(lou.email);

    const [patMail] = receivedBy(pat);
    expect(patMail).toMatchObject({ subject: 'Your PD Passport is at risk of lapsing' });
    expect(patMail!.text).toContain('A note from the Learning Team.');
    expect(patMail!.text).toContain(
      'You need 2 more professional points by 30 June 2027 to complete your PD Passport at Risk Home.',
    );
    expect(patMail!.text).toContain('On the way: 1 pending point request (3 professional points).');

    const [louMail] = receivedBy(lou);
    expect(louMail!.text).toContain(
      'You need 8 more professional points, 5 more vocational points and 1 more learning journey by 30 June 2027',
    );
    expect(louMail!.text).toContain('your PD Passport will lapse');
    expect(louMail!.text).toContain('Nothing is on the way yet');

    const samMail = receivedBy(sam);
    expect(samMail).toHaveLength(1);
    expect(samMail[0]).toMatchObject({ subject: 'Educators at risk of lapsing' });
    expect(samMail[0]!.text).toContain('2 educators you supervise may not complete their PD Passport');
    expect(samMail[0]!.text).toContain('Lou Risk: will lapse, needs 8 more professional points');
    expect(samMail[0]!.text).toContain('Pat Risk: at risk, needs 2 more professional points');
    expect(samMail[0]!.text).not.toContain('Olive');
    expect(samMail[0]!.text).not.toContain('Gus');

    // On track, without requirements, inactive, an admin, a supervisor of on-track educators only,
    // and the other institute's people: nothing.
    for (const nobody of [olive, onlyOlive, tess, gone, nia, admin, far, farBoss])
      expect(receivedBy(nobody), nobody.email).toEqual([]);
    expect(await logsOf(t.db, w.home.id)).toEqual([
      {
        notification_type: 'at_risk_reminder',
        message: 'At risk of lapsing reminder sent to 3 recipients',
        number_of_recipients: 3,
        user_id: null,
      },
    ]);
    expect(await logsOf(t.db, w.other.id)).toEqual([]);

    // The same day again (a retry, a second node): nobody has it twice.
    await runOn(w.home, FIRST_DAY);
    await t.app.deps.jobs.drain();
    expect(receivedBy(sam)).toHaveLength(1);
    expect(receivedBy(pat)).toHaveLength(1);
  }, 30_000);

  it('sends now for the admin who presses it, and refuses a supervisor (403)', async () => {
    const url = `/api/v1/institutes/${w.home.id}/at_risk_reminder_send_now`;
    expect((await apiClient(t.app, w.cookies.sam).post(url)).statusCode).toBe(403);
    const response = await apiClient(t.app, w.cookies.admin).post(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ message: 'At risk of lapsing reminder queued for 3 recipients' });
    await t.app.deps.jobs.drain();
    await waitUntil(() => receivedBy(w.users.lou).length === 2 && receivedBy(w.users.sam).length === 2);
    expect(receivedBy(w.users.pat)).toHaveLength(2);
    const logs = await logsOf(t.db, w.home.id);
    expect(logs.at(-1)).toEqual({
      notification_type: 'at_risk_reminder',
      message: 'At risk of lapsing reminder sent to 3 recipients',
      number_of_recipients: 3,
      user_id: w.users.admin.id,
    });
  }, 30_000);
});

describe('the at-risk reminder while a supervisor is away', () => {
  it('reaches the delegate acting for the supervisor that day, listing the supervisor’s educators on their behalf', async () => {
    const { sam, tess, pat, lou } = w.users;
    const [delegation] = await t.db
      .insert(delegations)
      .values({
        institute_id: w.home.id,
        supervisor_id: sam.id,
        delegate_id: tess.id,
        starts_on: '2027-05-10',
        ends_on: '2027-05-20',
      })
      .returning();
    try {
      await runOn(w.home, '2027-05-15');
      // Every email of the run has arrived (SMTP delivers them in any order) before any is counted.
      await waitUntil(
        () =>
          receivedBy(tess).length === 1 &&
          receivedBy(sam).length === 3 &&
          receivedBy(pat).length === 3 &&
          receivedBy(lou).length === 3,
      );
      const [tessMail] = receivedBy(tess);
      expect(tessMail).toMatchObject({ subject: 'Educators at risk of lapsing' });
      expect(tessMail!.text).toContain('2 educators Sam Risk supervises may not complete their PD Passport');
      expect(tessMail!.text).toContain('Lou Risk: will lapse');
      expect(tessMail!.text).toContain('You receive this on behalf of Sam Risk');
      expect(receivedBy(sam).at(-1)!.text).not.toContain('on behalf of');
      expect(receivedBy(pat)).toHaveLength(3);
      expect(receivedBy(lou)).toHaveLength(3);
    } finally {
      await t.db.delete(delegations).where(eq(delegations.id, delegation!.id));
    }
  }, 30_000);
});

describe('the at-risk reminder settings', () => {
  const url = () => `/api/v1/institutes/${w.other.id}`;

  it('saves them for an admin and answers them', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, w.other.id, { is_institute_admin: true }));
    const body = {
      at_risk_reminder_enabled: false,
      at_risk_reminder_days_before: 30,
      at_risk_reminder_days: 7,
      at_risk_reminder_intro_paragraph: 'Hello',
    };
    const response = await apiClient(t.app, admin).put(url(), { institute: body });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: typeof body }>(response).data).toMatchObject(body);
  });

  it('answers 422 per field and stores nothing', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, w.other.id, { is_institute_admin: true }));
    const response = await apiClient(t.app, admin).put(url(), {
      institute: {
        at_risk_reminder_enabled: 'sometimes',
        at_risk_reminder_days_before: -1,
        at_risk_reminder_days: 'weekly',
        at_risk_reminder_intro_paragraph: 'x'.repeat(1001),
      },
    });
    expect(response.statusCode).toBe(422);
    const { messages } = json<Validation>(response);
    expect(Object.keys(messages).sort()).toEqual([
      'at_risk_reminder_days',
      'at_risk_reminder_days_before',
      'at_risk_reminder_enabled',
      'at_risk_reminder_intro_paragraph',
    ]);
    expect(messages.at_risk_reminder_days_before).toEqual(['must be 0 or more']);
    expect(messages.at_risk_reminder_days).toEqual(['is not a number']);
    expect(messages.at_risk_reminder_intro_paragraph).toEqual(['is too long (maximum is 1000 characters)']);
    const stored = json<{ data: InstituteRow }>(await apiClient(t.app, admin).get(url())).data;
    expect(stored.at_risk_reminder_days_before).toBe(30);
  });

  it('refuses a supervisor (403) and another institute’s admin (404)', async () => {
    const body = { institute: { at_risk_reminder_days: 3 } };
    const supervisor = await loginAs(t.app, await createUser(t.db, w.other.id, { is_supervisor: true }));
    expect((await apiClient(t.app, supervisor).put(url(), body)).statusCode).toBe(403);
    expect((await apiClient(t.app, w.cookies.admin).put(url(), body)).statusCode).toBe(404);
  });
});
