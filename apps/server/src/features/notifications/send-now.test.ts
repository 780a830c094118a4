import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { employment_types, type InstituteRow } from '../../db/schema/index.js';
import { logsOf } from './reminders-test-support.js';

/** The send-now endpoints on an app with its jobs running and a real SMTP server. */
describe('POST /api/v1/institutes/{id}/<reminder> (send now)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let home: InstituteRow;
  let other: InstituteRow;
  let adminId: number;
  let adminCookie: string;
  let supervisorCookie: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    // Switched off: send-now sends whatever the schedule says.
    home = await createInstitute(t.db, { profiling_reminder_enabled: false, vcm_enabled: true });
    other = await createInstitute(t.db);
    const admin = await createUser(t.db, home.id, { is_institute_admin: true });
    adminId = admin.id;
    adminCookie = await loginAs(t.app, admin);
    const supervisor = await createUser(t.db, home.id, { is_supervisor: true, email: 'boss@home.test' });
    supervisorCookie = await loginAs(t.app, supervisor);
    // e1's employment type has VCM: the one educator the VCM missing reminder is for.
    const [withVcm] = await t.db
      .insert(employment_types)
      .values({ institute_id: home.id, name: 'Teacher', vcm_enabled: true })
      .returning();
    await createUser(t.db, home.id, {
      is_educator: true,
      email: 'e1@home.test',
      supervisor_id: supervisor.id,
      employment_type_id: withVcm!.id,
    });
    await createUser(t.db, home.id, { is_educator: true, email: 'e2@home.test' });
    await createUser(t.db, other.id, { is_educator: true, email: 'e3@other.test' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('queues the profiling reminder, says for how many, sends it and logs who pressed it', async () => {
    const response = await apiClient(t.app, adminCookie).post(
      `/api/v1/institutes/${home.id}/profiling_reminder`,
    );
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message: 'Profiling reminder queued for 2 educators' });
    await smtp.waitFor('e1@home.test');
    await smtp.waitFor('e2@home.test');
    await t.app.deps.jobs.drain();
    expect(smtp.received.filter((m) => m.recipients.includes('e3@other.test'))).toEqual([]);
    expect(await logsOf(t.db, home.id)).toEqual([
      {
        notification_type: 'profiling_reminder',
        message: 'Profiling reminder sent to 2 educators',
        number_of_recipients: 2,
        user_id: adminId,
      },
    ]);
  });

  it('answers the supervisor notifications with their counts', async () => {
    const client = apiClient(t.app, adminCookie);
    const waiting = await client.post(
      `/api/v1/institutes/${home.id}/supervisor_profiles_waiting_notification`,
    );
    expect(json(waiting)).toEqual({
      message: 'Supervisor profiles waiting notification queued for 0 supervisors',
    });
    const registrations = await client.post(
      `/api/v1/institutes/${home.id}/supervisor_program_registration_notification`,
    );
    expect(registrations.statusCode).toBe(200);
    expect(json(registrations).message).toMatch(
      /^Supervisor program registration notification queued for 0 /,
    );
  });

  it('refuses a supervisor (403), another institute (404) and an anonymous caller (401)', async () => {
    const path = (id: number) => `/api/v1/institutes/${id}/profiling_reminder`;
    expect((await apiClient(t.app, supervisorCookie).post(path(home.id))).statusCode).toBe(403);
    expect((await apiClient(t.app, adminCookie).post(path(other.id))).statusCode).toBe(404);
    expect((await apiClient(t.app, adminCookie).post(path(2 ** 31))).statusCode).toBeLessThan(500);
    expect((await apiClient(t.app).post(path(home.id))).statusCode).toBe(401);
  });

  // Every send-now endpoint (part 1 §7), its message with the count of whom it queues for at the time.
  it.each([
    ['profiling_reminder', 'Profiling reminder queued for 2 educators'],
    [
      'supervisor_program_registration_notification',
      'Supervisor program registration notification queued for 0 supervisors',
    ],
    [
      'supervisor_profiles_waiting_notification',
      'Supervisor profiles waiting notification queued for 0 supervisors',
    ],
    ['vcm_missing_reminder_send_now', 'VCM missing reminder queued for 1 educator'],
    ['vcm_not_submitted_reminder_send_now', 'VCM not submitted reminder queued for 0 educators'],
    ['vcm_expired_reminder_send_now', 'VCM expired reminder queued for 0 educators'],
    ['vcm_approver_reminder_send_now', 'VCM approver reminder queued for 0 approvers'],
  ] as const)('POST %s: an admin gets its message, a supervisor 403', async (action, message) => {
    const path = `/api/v1/institutes/${home.id}/${action}`;
    const response = await apiClient(t.app, adminCookie).post(path);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ message });
    expect((await apiClient(t.app, supervisorCookie).post(path)).statusCode).toBe(403);
  });
});
