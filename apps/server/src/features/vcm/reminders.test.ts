import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { employment_types, users, type InstituteRow, type UserRow } from '../../db/schema/index.js';
import { REMINDER_KINDS } from '../../reminder-kinds.js';
import { dueReminders, enqueueDueReminders, runReminderJob } from '../notifications/reminder-jobs.js';
import { DAY, logsOf, SEND_TIME } from '../notifications/reminders-test-support.js';
import { vcmExpiredReminder } from './reminders.js';
import { notifyVcmEvent } from './vcms-notifications.js';
import { currencyOf } from './vcms-present.js';
import { createCatalogue, createVcmRow, type Catalogue } from './test-support.js';

/**
 * The four VCM reminders (issue 19) on known data with a frozen clock (SEND_TIME: 07:00 on DAY in
 * Melbourne), through the job queue to a real SMTP server; and their send-now endpoints.
 */
const YEAR = Number(DAY.slice(0, 4));
const ON = (prefix: string) => ({
  [`${prefix}_reminder_enabled`]: true,
  [`${prefix}_reminder_period`]: 1,
  [`${prefix}_reminder_intro_paragraph`]: `Intro ${prefix} for [given_name].`,
});
const ALL_ON = {
  vcm_enabled: true,
  vocational_currency_valid_month_count: 12,
  ...ON('vcm_missing'),
  ...ON('vcm_not_submitted'),
  ...ON('vcm_expired'),
  ...ON('vcm_approver'),
};

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let home: InstituteRow;
let catalogue: Catalogue;
const p: Record<string, UserRow> = {};

async function educators(instituteId: number, vcmType: number, names: string[], domain: string) {
  for (const name of names) {
    p[name] = await createUser(t.db, instituteId, {
      is_educator: true,
      employment_type_id: vcmType,
      email: `${name}@${domain}`,
    });
  }
}

async function vcmType(instituteId: number, enabled = true) {
  const [row] = await t.db
    .insert(employment_types)
    .values({ institute_id: instituteId, name: `Type ${enabled}`, vcm_enabled: enabled })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  home = await createInstitute(t.db, { name: 'Home', ...ALL_ON });
  const type = await vcmType(home.id);
  catalogue = await createCatalogue(t.db, home.id, YEAR);
  await educators(
    home.id,
    type,
    ['missing', 'draft', 'returned', 'review', 'orphan', 'expired', 'fresh'],
    'home.test',
  );
  p.approver = await createUser(t.db, home.id, { is_supervisor: true, email: 'approver@home.test' });
  p.admin = await createUser(t.db, home.id, { is_institute_admin: true, email: 'admin@home.test' });
  p.boss = await createUser(t.db, home.id, { is_supervisor: true, email: 'boss@home.test' });
  p.noType = await createUser(t.db, home.id, {
    is_educator: true,
    employment_type_id: await vcmType(home.id, false),
    email: 'notype@home.test',
  });
  p.inactive = await createUser(t.db, home.id, {
    is_educator: true,
    employment_type_id: type,
    active: false,
    email: 'inactive@home.test',
  });
  const vcm = (owner: string, spec: Partial<Parameters<typeof createVcmRow>[2]>) =>
    createVcmRow(t.db, catalogue, { owner: p[owner]!, year: YEAR, ...spec });
  await vcm('draft', { status: 'draft' });
  await vcm('returned', { status: 'needs_attention', approver: p.approver });
  await vcm('review', { status: 'in_review', approver: p.approver });
  await vcm('orphan', { status: 'in_review', approver: null });
  await vcm('expired', { status: 'approved', year: YEAR - 1, approvedAt: new Date('2025-06-01T00:00:00Z') });
  await vcm('fresh', { status: 'approved', approvedAt: new Date('2026-06-01T00:00:00Z') });

  // Another institute with everything on (VCM off in one, reminders off in the other): nobody there.
  for (const settings of [{ ...ALL_ON, vcm_enabled: false }, { vcm_enabled: true }]) {
    const other = await createInstitute(t.db, settings);
    await educators(other.id, await vcmType(other.id), [`x${other.id}`], 'other.test');
  }
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const mailTo = (name: string) => smtp.received.filter((m) => m.recipients.includes(p[name]!.email));

describe('VCM reminders', () => {
  it('are due only where VCM and the reminder are on', async () => {
    const institutes = await t.db.query.institutes.findMany();
    const due = dueReminders(institutes, REMINDER_KINDS, SEND_TIME).filter((d) => d.kind.startsWith('vcm_'));
    expect(due.map((d) => [d.instituteId, d.kind])).toEqual([
      [home.id, 'vcm_missing_reminder'],
      [home.id, 'vcm_not_submitted_reminder'],
      [home.id, 'vcm_expired_reminder'],
      [home.id, 'vcm_approver_reminder'],
    ]);
  });

  it('send each kind to its people once, with the intro paragraph, and log each', async () => {
    await enqueueDueReminders(t.app.deps, REMINDER_KINDS, SEND_TIME);
    await enqueueDueReminders(t.app.deps, REMINDER_KINDS, SEND_TIME); // a replayed hour sends nothing more
    await smtp.waitFor('admin@home.test');
    await t.app.deps.jobs.drain();
    const subjects = (name: string) => mailTo(name).map((m) => m.subject);
    expect(subjects('missing')).toEqual(['Please start your VCM']);
    expect(subjects('expired').sort()).toEqual(['Please start your VCM', 'Your VCM has expired']);
    expect(subjects('draft')).toEqual(['Please submit your VCM']);
    expect(subjects('returned')).toEqual(['Please submit your VCM']);
    expect(subjects('approver')).toEqual(['VCMs are waiting for your review']);
    expect(subjects('admin')).toEqual(['VCMs are waiting for your review']);
    for (const nobody of ['review', 'orphan', 'fresh', 'boss', 'noType', 'inactive'])
      expect(subjects(nobody)).toEqual([]);
    expect(smtp.received.filter((m) => m.recipients.some((r) => r.endsWith('@other.test')))).toEqual([]);
    expect(mailTo('missing')[0]!.text).toContain(`Intro vcm_missing for ${p.missing!.given_name}.`);
    expect(mailTo('approver')[0]!.text).toContain('1 VCM is waiting for your review.');

    const logs = (await logsOf(t.db, home.id)).map((l) => [l.notification_type, l.message]);
    expect(logs.sort()).toEqual([
      ['vcm_approver_reminder', 'VCM approver reminder sent to 2 approvers'],
      ['vcm_expired_reminder', 'VCM expired reminder sent to 1 educator'],
      ['vcm_missing_reminder', 'VCM missing reminder sent to 2 educators'],
      ['vcm_not_submitted_reminder', 'VCM not submitted reminder sent to 2 educators'],
    ]);
  }, 60_000);

  it('send now: admins get the count and the email leaves; a supervisor gets 403, another institute 404', async () => {
    const admin = await loginAs(t.app, p.admin!);
    const before = mailTo('draft').length;
    const response = await apiClient(t.app, admin).post(
      `/api/v1/institutes/${home.id}/vcm_not_submitted_reminder_send_now`,
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'VCM not submitted reminder queued for 2 educators' });
    await t.app.deps.jobs.drain();
    await smtp.waitFor(p.draft!.email, { count: before + 1 });
    expect(mailTo('draft').length).toBe(before + 1);
    const logs = await logsOf(t.db, home.id);
    expect(logs.at(-1)).toEqual({
      notification_type: 'vcm_not_submitted_reminder',
      message: 'VCM not submitted reminder sent to 2 educators',
      number_of_recipients: 2,
      user_id: p.admin!.id,
    });

    // And so in the Notification report, with who pressed it.
    const report = await apiClient(t.app, admin).get(
      '/api/v1/reports/notification_logs?q[notification_type_eq]=vcm_not_submitted_reminder' +
        '&q[date_from_eq]=2000-01-01&q[date_to_eq]=2100-01-01',
    );
    expect(report.statusCode).toBe(200);
    const rows = json<{ data: { message: string; user: { id: number } | null }[] }>(report).data;
    expect(rows.map((r) => [r.message, r.user?.id ?? null])).toEqual([
      ['VCM not submitted reminder sent to 2 educators', p.admin!.id],
      ['VCM not submitted reminder sent to 2 educators', null],
    ]);

    const boss = await loginAs(t.app, p.boss!);
    for (const kind of ['vcm_missing', 'vcm_not_submitted', 'vcm_expired', 'vcm_approver']) {
      const url = `/api/v1/institutes/${home.id}/${kind}_reminder_send_now`;
      expect((await apiClient(t.app, boss).post(url)).statusCode).toBe(403);
    }
    const elsewhere = await apiClient(t.app, admin).post(
      `/api/v1/institutes/${home.id + 1}/vcm_approver_reminder_send_now`,
    );
    expect(elsewhere.statusCode).toBe(404);
  }, 60_000);
});

describe('the VCM expired reminder on the institute’s clock', () => {
  it('agrees with the VCM page’s currency: a VCM approved at 09:00 in Auckland has not expired at 07:00 that day a year on', async () => {
    const auckland = await createInstitute(t.db, {
      name: 'Auckland',
      timezone: 'Pacific/Auckland',
      ...ALL_ON,
    });
    const owner = await createUser(t.db, auckland.id, {
      is_educator: true,
      employment_type_id: await vcmType(auckland.id),
    });
    // 09:00 on 1 June 2025 in Auckland (UTC+12) is 21:00 UTC on 31 May.
    const approvedAt = new Date('2025-05-31T21:00:00Z');
    await createVcmRow(t.db, await createCatalogue(t.db, auckland.id, 2025), {
      owner,
      status: 'approved',
      year: 2025,
      approvedAt,
    });
    const recipientsOn = async (day: string) =>
      (await vcmExpiredReminder.recipients(t.db, auckland, day)).map((r) => r.id);
    // 07:00 on 1 June 2026 in Auckland: the page still says current, and no reminder goes.
    expect(currencyOf(approvedAt, 12, new Date('2026-05-31T19:00:00Z')).status).toBe('current');
    expect(await recipientsOn('2026-06-01')).toEqual([]);
    // A day later both say it has expired.
    expect(currencyOf(approvedAt, 12, new Date('2026-06-01T19:00:00Z')).status).toBe('outdated');
    expect(await recipientsOn('2026-06-02')).toEqual([owner.id]);
  });

  it('agrees with it at a month end: one month after 13:00 on 28 February is 28 March, whatever March’s length', async () => {
    const melbourne = await createInstitute(t.db, {
      name: 'Month end',
      ...ALL_ON,
      vocational_currency_valid_month_count: 1,
    });
    const owner = await createUser(t.db, melbourne.id, {
      is_educator: true,
      employment_type_id: await vcmType(melbourne.id),
    });
    // 13:00 on 28 February 2026 in Melbourne (UTC+11).
    const approvedAt = new Date('2026-02-28T02:00:00Z');
    await createVcmRow(t.db, await createCatalogue(t.db, melbourne.id, 2026), {
      owner,
      status: 'approved',
      year: 2026,
      approvedAt,
    });
    const days = ['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01'];
    const reminded: string[] = [];
    for (const day of days) {
      const recipients = await vcmExpiredReminder.recipients(t.db, melbourne, day);
      // 07:00 that day in Melbourne (UTC+11 until 5 April): when the reminder leaves.
      const sendTime = new Date(Date.parse(`${day}T07:00:00+11:00`));
      const page = currencyOf(approvedAt, 1, sendTime).status;
      expect(recipients.length ? 'outdated' : 'current', day).toBe(page);
      if (recipients.length) reminded.push(day);
    }
    expect(reminded).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01']);
  });
});

describe('a VCM in review whose approver was deactivated', () => {
  it('waits for the active admins: the approver reminder counts it for them, and its resubmission notifies them', async () => {
    const left = await createInstitute(t.db, {
      name: 'Left',
      ...ALL_ON,
      vcm_educator_submitted_notification_enabled: true,
    });
    const type = await vcmType(left.id);
    const leftCatalogue = await createCatalogue(t.db, left.id, YEAR);
    const person = (email: string, role: Parameters<typeof createUser>[2]) =>
      createUser(t.db, left.id, { email, ...role });
    const admin = await person('admin@left.test', { is_institute_admin: true });
    const gone = await person('gone@left.test', { is_supervisor: true });
    const stays = await person('stays@left.test', { is_supervisor: true });
    const [ann, ben] = await Promise.all(
      ['ann', 'ben'].map((n) => person(`${n}@left.test`, { is_educator: true, employment_type_id: type })),
    );
    const orphaned = await createVcmRow(t.db, leftCatalogue, { owner: ann!, approver: gone, year: YEAR });
    await createVcmRow(t.db, leftCatalogue, { owner: ben!, approver: stays, year: YEAR });
    await t.db.update(users).set({ active: false }).where(eq(users.id, gone.id));
    const mail = (email: string) => smtp.received.filter((m) => m.recipients.includes(email));

    await runReminderJob(t.app.deps, REMINDER_KINDS, {
      instituteId: left.id,
      kind: 'vcm_approver_reminder',
      day: DAY,
      periodKey: `day:${DAY}`,
    });
    await smtp.waitFor(admin.email);
    await smtp.waitFor(stays.email);
    // The admin counts only the VCM whose approver left; the active approver keeps theirs.
    expect(mail(admin.email)[0]!.text).toContain('1 VCM is waiting for your review.');
    expect(mail(stays.email)[0]!.text).toContain('1 VCM is waiting for your review.');

    // Ann submits her VCM again (after a return): the admins hear of it, nobody else.
    await t.db.transaction((tx) =>
      notifyVcmEvent(t.app.deps, tx, {
        kind: 'submitted',
        instituteId: left.id,
        vcmId: orphaned.id,
        actorId: ann!.id,
      }),
    );
    const submitted = await smtp.waitFor(admin.email, { count: 2 });
    expect(submitted.subject).toBe(`VCM submitted for review: ${ann!.given_name} ${ann!.family_name}`);
    await t.app.deps.jobs.drain();
    expect(mail(gone.email)).toEqual([]);
    expect(mail(stays.email)).toHaveLength(1);
    expect(mail(ann!.email).map((m) => m.subject)).toEqual([]);
  }, 60_000);
});
