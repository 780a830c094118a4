import { LIMITS, REGISTRATION_APPROVAL_MESSAGES } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { startSmtpServer, type SmtpCatcher } from '../../../test/smtp.js';
import { email_outbox, programs, registrations, users, type UserRow } from '../../db/schema/index.js';
import { seedApprovalWorld, type ApprovalWorld } from './test-support.js';

type Client = ApprovalWorld['as']['admin'];

let t: TestApp;
let smtp: SmtpCatcher;
let w: ApprovalWorld;
let n = 0;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  w = await seedApprovalWorld(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const approve = (client: Client, id: number, body: unknown = {}) =>
  client.put(`/api/v2/registrations/${id}/approve`, body);
const reject = (client: Client, id: number, body: unknown) =>
  client.put(`/api/v2/registrations/${id}/reject`, body);
const rowOf = async (id: number) =>
  (await t.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
const outboxFor = (email: string) =>
  t.db.select().from(email_outbox).where(eq(email_outbox.to_address, email));

/** A new educator of `supervisor` with a pending registration for the digital program. */
async function pendingOf(supervisor: UserRow, programId = w.programs.digital.id) {
  const user = await createUser(t.db, w.home.id, {
    is_educator: true,
    given_name: `Learner${++n}`,
    email: `learner${n}@school.test`,
    supervisor_id: supervisor.id,
  });
  return { user, registration: await w.register(programId, user.id) };
}

describe('PUT /api/v2/registrations/{id}/approve and /reject', () => {
  it('approves: 204, approved by the actor, and the educator gets the confirmation with the calendar file', async () => {
    const { user, registration } = await pendingOf(w.users.sam);
    const response = await approve(w.as.sam, registration.id, { notify_user: true });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const row = await rowOf(registration.id);
    expect(row).toMatchObject({ status: 'approved', actioned_by_id: w.users.sam.id, rejection_reason: null });
    expect(Date.now() - row.actioned_at!.getTime()).toBeLessThan(60_000);
    const email = await smtp.waitFor(user.email);
    expect(email.subject).toBe('Registration confirmed: Digital Teaching');
    expect(email.text).toContain('Kick-off');
    expect(email.mail.attachments.map((a) => a.contentType)).toEqual(['text/calendar']);
    // The queue no longer shows it.
    const queue = json<{ data: { id: number }[] }>(await w.as.sam.get('/api/v2/registrations'));
    expect(queue.data.map((r) => r.id)).not.toContain(registration.id);
  });

  it('rejects: 204, incomplete with the reason, and the educator is told why', async () => {
    const { user, registration } = await pendingOf(w.users.sam);
    const reason = 'Please finish the online induction module first.';
    const response = await reject(w.as.admin, registration.id, { reason: `  ${reason} `, notify_user: true });
    expect(response.statusCode, response.body).toBe(204);
    expect(await rowOf(registration.id)).toMatchObject({
      status: 'incomplete',
      rejection_reason: reason,
      actioned_by_id: w.users.admin.id,
    });
    const email = await smtp.waitFor(user.email);
    expect(email.subject).toBe('Registration not approved: Digital Teaching');
    expect(email.text).toContain(`Hello ${user.given_name}`);
    expect(email.text).toContain('was not approved');
    expect(email.text).toContain(`Reason: ${reason}`);
    const declined = json<{ data: { id: number; rejection_reason: string; actioned_by_name: string }[] }>(
      await w.as.admin.get('/api/v2/registrations?q[status_eq]=incomplete'),
    );
    expect(declined.data.find((r) => r.id === registration.id)).toMatchObject({
      rejection_reason: reason,
      actioned_by_name: 'Ada Admin',
    });
  });

  it('sends nothing when notify_user is false; notify_user defaults to true', async () => {
    const quietApprove = await pendingOf(w.users.sam);
    const quietReject = await pendingOf(w.users.sam);
    const told = await pendingOf(w.users.sam);
    expect((await approve(w.as.sam, quietApprove.registration.id, { notify_user: false })).statusCode).toBe(
      204,
    );
    const rejected = await reject(w.as.sam, quietReject.registration.id, {
      reason: 'No',
      notify_user: false,
    });
    expect(rejected.statusCode).toBe(204);
    expect((await approve(w.as.sam, told.registration.id)).statusCode).toBe(204);
    expect(await outboxFor(quietApprove.user.email)).toEqual([]);
    expect(await outboxFor(quietReject.user.email)).toEqual([]);
    expect(await outboxFor(told.user.email)).toHaveLength(1);
  });

  it('approves with no body at all, notifying as with {}', async () => {
    const { user, registration } = await pendingOf(w.users.sam);
    const response = await w.as.sam.put(`/api/v2/registrations/${registration.id}/approve`);
    expect(response.statusCode, response.body).toBe(204);
    expect((await rowOf(registration.id)).status).toBe('approved');
    expect(await outboxFor(user.email)).toHaveLength(1);
  });

  it('emails no deactivated educator, though the decision is made', async () => {
    const { user, registration } = await pendingOf(w.users.sam);
    await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    expect((await approve(w.as.sam, registration.id, { notify_user: true })).statusCode).toBe(204);
    expect((await rowOf(registration.id)).status).toBe('approved');
    expect(await outboxFor(user.email)).toEqual([]);
  });

  it('needs a reason of at most 1000 characters (422 on reason), and changes nothing', async () => {
    const { registration } = await pendingOf(w.users.sam);
    for (const body of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(LIMITS.rejectionReasonMax + 1) },
      { reason: 'a\u0000b' },
      { reason: 42 },
    ]) {
      const response = await reject(w.as.sam, registration.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(json<{ code: number; messages: Record<string, string[]> }>(response)).toMatchObject({
        code: 2,
        messages: { reason: [expect.any(String)] },
      });
    }
    const ok = await reject(w.as.sam, registration.id, { reason: 'x'.repeat(LIMITS.rejectionReasonMax) });
    expect(ok.statusCode).toBe(204);
    // A body over the request limit never reaches the handler.
    const huge = await reject(w.as.sam, registration.id, { reason: 'x'.repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(json(huge)).toMatchObject({ title: '413 Payload Too Large', code: 1 });
  });

  it('answers 400 (code 1) for a registration already decided', async () => {
    const { registration } = await pendingOf(w.users.sam);
    expect((await approve(w.as.sam, registration.id)).statusCode).toBe(204);
    for (const response of [
      await approve(w.as.admin, registration.id),
      await reject(w.as.sam, registration.id, { reason: 'Too late' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ code: 1, message: REGISTRATION_APPROVAL_MESSAGES.notPending });
    }
    expect(await rowOf(registration.id)).toMatchObject({ status: 'approved', rejection_reason: null });
  });

  it('lets exactly one of two simultaneous decisions succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const { registration } = await pendingOf(w.users.sam);
      const responses = await Promise.all([
        approve(w.as.sam, registration.id, { notify_user: false }),
        round % 2
          ? reject(w.as.admin, registration.id, { reason: 'Clash', notify_user: false })
          : approve(w.as.admin, registration.id, { notify_user: false }),
      ]);
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([204, 400]);
      const loser = responses.find((r) => r.statusCode === 400)!;
      expect(json(loser)).toMatchObject({ message: REGISTRATION_APPROVAL_MESSAGES.notPending });
    }
  });

  it('hides another supervisor’s educator (404) and another institute’s registration (404)', async () => {
    const calPending = w.registrations.calDigital.id;
    expect((await approve(w.as.sam, calPending)).statusCode).toBe(404);
    expect((await reject(w.as.sam, calPending, { reason: 'Not mine' })).statusCode).toBe(404);
    expect((await rowOf(calPending)).status).toBe('pending');
    expect((await approve(w.as.admin, w.otherRegistration.id)).statusCode).toBe(404);
    expect((await reject(w.as.admin, w.otherRegistration.id, { reason: 'x' })).statusCode).toBe(404);
    expect((await approve(w.as.admin, 2_147_483_647)).statusCode).toBe(404);
    expect((await rowOf(w.otherRegistration.id)).status).toBe('pending');
  });

  it('answers 401, 403 to facilitators and educators, and 422 for a bad id', async () => {
    const id = w.registrations.bobAssess.id;
    expect((await approve(w.as.anonymous, id)).statusCode).toBe(401);
    expect((await reject(w.as.anonymous, id, { reason: 'x' })).statusCode).toBe(401);
    for (const client of [w.as.facilitator, w.as.educator]) {
      expect((await approve(client, id)).statusCode).toBe(403);
      expect((await reject(client, id, { reason: 'x' })).statusCode).toBe(403);
    }
    for (const bad of ['2147483648', '0', '-1', 'abc', '1.5', '%00']) {
      const response = await w.as.admin.put(`/api/v2/registrations/${bad}/approve`, {});
      expect(response.statusCode, bad).toBe(422);
    }
    const notBoolean = await approve(w.as.admin, id, { notify_user: 'yes' });
    expect(notBoolean.statusCode).toBe(422);
    expect((await rowOf(id)).status).toBe('pending');
  });

  it('approves into the place the pending registration holds; refuses when the approved fill a lowered limit', async () => {
    const program = w.programs.assess;
    const first = await pendingOf(w.users.sam, program.id);
    const second = await pendingOf(w.users.sam, program.id);
    // annAssess is approved; with a limit of 2 the first pending registration still fits.
    await t.db.update(programs).set({ attendee_limit: 2 }).where(eq(programs.id, program.id));
    try {
      expect((await approve(w.as.admin, first.registration.id, { notify_user: false })).statusCode).toBe(204);
      const full = await approve(w.as.admin, second.registration.id, { notify_user: false });
      expect(full.statusCode).toBe(400);
      expect(json(full)).toMatchObject({ code: 1, message: REGISTRATION_APPROVAL_MESSAGES.full });
      expect((await rowOf(second.registration.id)).status).toBe('pending');
      // Declining needs no place.
      expect((await reject(w.as.admin, second.registration.id, { reason: 'Full' })).statusCode).toBe(204);
    } finally {
      await t.db.update(programs).set({ attendee_limit: null }).where(eq(programs.id, program.id));
    }
  });
});
