import { PROGRAM_NOTIFICATION_TYPES } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { startSmtpServer, type SmtpCatcher } from '../../../test/smtp.js';
import { institutes, locations, notification_logs } from '../../db/schema/index.js';
import { createProgram, createRegistration, daysFromNow } from './test-support.js';

type Client = ReturnType<typeof apiClient>;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('registration emails (calendar attachments), completion notices and notifications to registrants', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let instituteId: number;
  let admin: Client;
  let adminId: number;
  let n = 0;
  const educator = (overrides: Parameters<typeof createUser>[2] = {}) =>
    createUser(t.db, instituteId, { is_educator: true, email: `learner${++n}@school.test`, ...overrides });
  const setIcalType = (ical_type: 'regular' | 'invite' | 'none') =>
    t.db.update(institutes).set({ ical_type }).where(eq(institutes.id, instituteId));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    instituteId = (await createInstitute(t.db, { name: 'Bayside TAFE', timezone: 'Australia/Perth' })).id;
    const adminUser = await createUser(t.db, instituteId, { is_institute_admin: true });
    adminId = adminUser.id;
    admin = apiClient(t.app, await loginAs(t.app, adminUser));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  async function programWithTwoWorkshops(overrides: Parameters<typeof createProgram>[2] = {}) {
    const [location] = await t.db
      .insert(locations)
      .values({ institute_id: instituteId, name: `Campus ${++n}` })
      .returning();
    return createProgram(t.db, instituteId, { name: 'Digital Teaching', ...overrides }, [
      { name: 'Kick-off', location_id: location!.id, room: 'B12', start_time: daysFromNow(20, 2) },
      { name: 'Wrap-up', start_time: daysFromNow(27, 2) },
    ]);
  }

  const register = async (programId: number, userId: number) => {
    const response = await admin.post(`/api/v1/programs/${programId}/registrations`, {
      registration: { user_id: userId },
    });
    expect(response.statusCode, response.body).toBe(201);
  };

  it('regular: a plain calendar file with one VEVENT per workshop and no invitation', async () => {
    await setIcalType('regular');
    const { program } = await programWithTwoWorkshops();
    const user = await educator({ given_name: 'Rita' });
    await register(program.id, user.id);
    const email = await smtp.waitFor(user.email);
    expect(email.subject).toBe('Registration confirmed: Digital Teaching');
    expect(email.text).toContain('Hello Rita');
    expect(email.text).toContain('Kick-off');
    expect(email.text).toContain(', B12)');
    const [attachment, ...more] = email.mail.attachments;
    expect(more).toEqual([]);
    expect(attachment!.contentType).toBe('text/calendar');
    expect(attachment!.filename).toBe('program.ics');
    const ics = attachment!.content.toString('utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('SUMMARY:Digital Teaching: Kick-off');
    expect(ics).toContain('X-WR-TIMEZONE:Australia/Perth');
    expect(ics).not.toContain('METHOD:REQUEST');
    expect(ics).not.toContain('ORGANIZER');
  });

  it('invite: a METHOD:REQUEST invitation from the program contact to the registrant', async () => {
    await setIcalType('invite');
    const { program } = await programWithTwoWorkshops({
      contact_name: 'Pat Contact',
      contact_email: 'pat@school.test',
    });
    const user = await educator();
    await register(program.id, user.id);
    const email = await smtp.waitFor(user.email);
    const attachment = email.mail.attachments.find((a) => a.filename === 'invite.ics');
    expect(attachment).toBeDefined();
    // Unfolded: long lines continue on the next after a space (RFC 5545 §3.1).
    const ics = attachment!.content.toString('utf8').replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/ORGANIZER;CN="?Pat Contact"?:mailto:pat@school\.test/);
    expect(ics).toMatch(new RegExp(`ATTENDEE;[^\\r]*RSVP=TRUE[^\\r]*:mailto:${user.email}`, 'i'));
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('none: the confirmation has no attachment', async () => {
    await setIcalType('none');
    const { program } = await programWithTwoWorkshops();
    const user = await educator();
    await register(program.id, user.id);
    const email = await smtp.waitFor(user.email);
    expect(email.subject).toBe('Registration confirmed: Digital Teaching');
    expect(email.mail.attachments).toEqual([]);
    expect(email.raw).not.toContain('BEGIN:VCALENDAR');
    await setIcalType('regular');
  });

  it('the confirmation (sent once a place is approved) carries each workshop’s joining information', async () => {
    await t.db
      .update(institutes)
      .set({ registrations_require_approval_enabled: true, elective_registrations_require_approval: true })
      .where(eq(institutes.id, instituteId));
    const { program } = await createProgram(t.db, instituteId, { name: 'Online Pedagogy' }, [
      { name: 'Live session', approved_attendee_information: 'Join at https://meet.example.test/4411' },
      { name: 'Self-paced' },
    ]);
    const user = await educator();
    // Registering themselves, the educator waits for approval: no email, so no link, yet.
    const self = apiClient(t.app, await loginAs(t.app, user));
    const registered = await self.post(`/api/v1/my/programs/${program.id}/registrations`);
    expect(registered.statusCode, registered.body).toBe(201);
    await settle();
    expect(smtp.received.filter((e) => e.recipients.includes(user.email))).toEqual([]);
    const { id } = json<{ data: { id: number } }>(registered).data;
    const approved = await admin.put(`/api/v2/registrations/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(204);
    const email = await smtp.waitFor(user.email);
    expect(email.text).toContain('- Live session:');
    expect(email.text).toContain('  Joining information: Join at https://meet.example.test/4411');
    expect(email.text.match(/Joining information/g)).toHaveLength(1);
    await t.db
      .update(institutes)
      .set({ registrations_require_approval_enabled: false })
      .where(eq(institutes.id, instituteId));
  });

  it('emails the user on completion with the points, and not with notify_user false', async () => {
    const { program } = await createProgram(t.db, instituteId, { name: 'Assessment Basics' }, [
      { points: 4 },
      { points: 1 },
    ]);
    const told = await educator({ given_name: 'Tess' });
    const quiet = await educator();
    const toldRegistration = await createRegistration(t.db, instituteId, program.id, told.id);
    const quietRegistration = await createRegistration(t.db, instituteId, program.id, quiet.id);
    const complete = (id: number, extra: Record<string, unknown> = {}) =>
      admin.put(`/api/v1/programs/${program.id}/registrations/${id}`, {
        registration: { completed: true },
        ...extra,
      });
    expect((await complete(toldRegistration.id)).statusCode).toBe(200);
    expect((await complete(quietRegistration.id, { notify_user: false })).statusCode).toBe(200);
    const email = await smtp.waitFor(told.email);
    expect(email.subject).toBe('Program completed: Assessment Basics');
    expect(email.text).toContain('5 points have been added');
    await settle();
    expect(smtp.received.filter((e) => e.recipients.includes(quiet.email))).toEqual([]);
  });

  it('notifications: every registrant not refused and the facilitator; one log row', async () => {
    const facilitator = await createUser(t.db, instituteId, {
      is_facilitator: true,
      email: 'fiona@school.test',
    });
    const { program } = await createProgram(t.db, instituteId, {
      name: 'Mentoring',
      facilitator_id: facilitator.id,
    });
    const approved = await educator();
    const pending = await educator();
    const refused = await educator();
    const inactive = await educator({ active: false });
    await createRegistration(t.db, instituteId, program.id, approved.id);
    await createRegistration(t.db, instituteId, program.id, pending.id, { status: 'pending' });
    await createRegistration(t.db, instituteId, program.id, refused.id, { status: 'incomplete' });
    await createRegistration(t.db, instituteId, program.id, inactive.id);

    const response = await admin.post(`/api/v1/programs/${program.id}/notifications`, {
      notification: { message: 'Room changed to B12.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ data: { recipients: 3 } });
    for (const user of [approved, pending, facilitator]) {
      const email = await smtp.waitFor(user.email);
      expect(email.subject).toBe('Message about Mentoring');
      expect(email.text).toContain('Room changed to B12.');
    }
    await settle();
    for (const user of [refused, inactive])
      expect(smtp.received.filter((e) => e.recipients.includes(user.email))).toEqual([]);

    const educatorsOnly = await admin.post(`/api/v1/programs/${program.id}/educator_notifications`, {
      notification: { message: 'See you Monday.' },
    });
    expect(json(educatorsOnly)).toEqual({ data: { recipients: 1 } });
    await settle();
    const monday = smtp.received.filter((e) => e.text.includes('See you Monday.'));
    expect(monday.map((e) => e.recipients)).toEqual([[approved.email]]);

    const logs = await t.db
      .select()
      .from(notification_logs)
      .where(eq(notification_logs.program_id, program.id))
      .orderBy(notification_logs.id);
    expect(logs).toMatchObject([
      {
        program_name: 'Mentoring',
        notification_type: PROGRAM_NOTIFICATION_TYPES.notifications,
        message: 'Room changed to B12.',
        number_of_recipients: 3,
        user_id: adminId,
      },
      {
        notification_type: PROGRAM_NOTIFICATION_TYPES.educator_notifications,
        number_of_recipients: 1,
      },
    ]);
  });

  it('answers 422 for an empty or too long message and writes no log', async () => {
    const { program } = await createProgram(t.db, instituteId);
    for (const message of ['', '   ', 'x'.repeat(1001)]) {
      const response = await admin.post(`/api/v1/programs/${program.id}/notifications`, {
        notification: { message },
      });
      expect(response.statusCode).toBe(422);
      expect(json<{ messages: Record<string, string[]> }>(response).messages.message).toBeDefined();
    }
    const logs = await t.db
      .select()
      .from(notification_logs)
      .where(eq(notification_logs.program_id, program.id));
    expect(logs).toEqual([]);
  });

  it('answers 403 to another program’s facilitator and 404 for another institute’s program', async () => {
    const { program } = await createProgram(t.db, instituteId);
    const stranger = apiClient(
      t.app,
      await loginAs(t.app, await createUser(t.db, instituteId, { is_facilitator: true })),
    );
    const body = { notification: { message: 'Hi' } };
    expect((await stranger.post(`/api/v1/programs/${program.id}/notifications`, body)).statusCode).toBe(403);
    const other = await createProgram(t.db, (await createInstitute(t.db)).id);
    expect(
      (await admin.post(`/api/v1/programs/${other.program.id}/educator_notifications`, body)).statusCode,
    ).toBe(404);
    expect(
      (await apiClient(t.app).post(`/api/v1/programs/${program.id}/notifications`, body)).statusCode,
    ).toBe(401);
  });
});
