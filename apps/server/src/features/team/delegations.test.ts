import type { TAuditEvent, TDelegation, TDelegationsResponse } from '@pdp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { audit_events, delegations, email_outbox, institutes, registrations } from '../../db/schema/index.js';
import { todayIn } from '../../lib/today.js';
import { hashToken } from '../../lib/tokens.js';
import { runReminder } from '../notifications/reminder-service.js';
import { createPointRequest } from '../points/point-requests-test-support.js';
import { notifyNewPointRequests } from '../points/point-requests-emails.js';
import { pendingRegistrationsReminder } from '../registrations/reminders.js';
import { seedApprovalWorld, type ApprovalWorld } from '../registrations/test-support.js';
import { approversFor } from './delegations-service.js';

let t: TestApp;
let w: ApprovalWorld;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedApprovalWorld(t, { emailPrefix: 'dlg' });
  await t.db
    .update(institutes)
    .set({ allow_supervisor_to_action: ['vocational_point_requests'] })
    .where(eq(institutes.id, w.home.id));
  today = todayIn(w.home.timezone);
});
afterAll(() => t.close());
// Each test starts with no delegation.
beforeEach(() => t.db.delete(delegations));

const plus = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const URL = '/api/v1/team/delegations';

/** A delegation written as it would stand on a day other than today (the API takes none in the past). */
async function delegate(supervisorId: number, delegateId: number, from: number, to: number, ended = false) {
  const [row] = await t.db
    .insert(delegations)
    .values({
      institute_id: w.home.id,
      supervisor_id: supervisorId,
      delegate_id: delegateId,
      starts_on: plus(from),
      ends_on: plus(to),
      ended_at: ended ? new Date() : null,
    })
    .returning();
  return row!;
}

describe('delegations API', () => {
  it('401 signed out; 403 for an educator or a facilitator; 422 on a bad body', async () => {
    expect((await w.as.anonymous.get(URL)).statusCode).toBe(401);
    expect((await w.as.anonymous.post(URL, {})).statusCode).toBe(401);
    for (const client of [w.as.educator, w.as.facilitator]) {
      expect((await client.get(URL)).statusCode).toBe(403);
      expect(
        (await client.post(URL, { delegate_id: w.users.sue.id, starts_on: today, ends_on: today }))
          .statusCode,
      ).toBe(403);
    }
    const bad = await w.as.sam.post(URL, { delegate_id: 'x', starts_on: '2026-02-30', ends_on: 'soon' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: Record<string, string[]> }>(bad).messages).sort()).toEqual([
      'delegate_id',
      'ends_on',
      'starts_on',
    ]);
    // A missing or null date says so in words.
    const blank = await w.as.sam.post(URL, { delegate_id: w.users.sue.id, starts_on: null });
    expect(json<{ messages: Record<string, string[]> }>(blank).messages).toEqual({
      starts_on: ["can't be blank"],
      ends_on: ["can't be blank"],
    });
  });

  it('a supervisor names a delegate, lists and ends it; the delegate sees whom they act for', async () => {
    const { sam, sue, admin } = w.users;
    const created = await w.as.sam.post(URL, { delegate_id: sue.id, starts_on: today, ends_on: plus(6) });
    expect(created.statusCode, created.body).toBe(201);
    const delegation = json<{ data: TDelegation }>(created).data;
    expect(delegation).toMatchObject({
      supervisor: { id: sam.id, full_name: 'Sam Super' },
      delegate: { id: sue.id, full_name: 'Sue Visor' },
      starts_on: today,
      ends_on: plus(6),
      status: 'active',
      can: { end: true },
    });
    const list = json<TDelegationsResponse>(await w.as.sam.get(URL));
    expect(list.data.map((d) => d.id)).toEqual([delegation.id]);
    expect(list.delegates.map((d) => d.id)).toEqual(expect.arrayContaining([sue.id, admin.id]));
    expect(list.delegates.map((d) => d.id)).not.toContain(sam.id);
    expect(list.acting_for).toEqual([]);
    const sues = json<TDelegationsResponse>(await w.as.sue.get(URL));
    expect(sues.acting_for).toEqual([expect.objectContaining({ id: delegation.id, status: 'active' })]);

    const ended = await w.as.sam.post(`${URL}/${delegation.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(json<{ data: TDelegation }>(ended).data).toMatchObject({ status: 'ended', can: { end: false } });
    expect((await w.as.sam.post(`${URL}/${delegation.id}/end`)).statusCode).toBe(400);
    expect(json<TDelegationsResponse>(await w.as.sue.get(URL)).acting_for).toEqual([]);
  });

  it('an admin manages any supervisor’s; a supervisor not another’s (403 to read or create, 404 to end)', async () => {
    const { sam, sue, admin } = w.users;
    const byAdmin = await w.as.admin.post(URL, {
      supervisor_id: sam.id,
      delegate_id: admin.id,
      starts_on: plus(3),
      ends_on: plus(5),
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const id = json<{ data: TDelegation }>(byAdmin).data.id;
    expect(json<{ data: TDelegation }>(byAdmin).data.status).toBe('upcoming');
    expect(
      json<TDelegationsResponse>(await w.as.admin.get(`${URL}?supervisor_id=${sam.id}`)).data.map(
        (d) => d.id,
      ),
    ).toEqual([id]);
    expect((await w.as.sue.get(`${URL}?supervisor_id=${sam.id}`)).statusCode).toBe(403);
    expect(
      (
        await w.as.sue.post(URL, {
          supervisor_id: sam.id,
          delegate_id: sue.id,
          starts_on: plus(8),
          ends_on: plus(9),
        })
      ).statusCode,
    ).toBe(403);
    expect((await w.as.sue.post(`${URL}/${id}/end`)).statusCode).toBe(404);
    // An educator is nobody's supervisor: an admin cannot name a delegate for them.
    const educator = await w.as.admin.post(URL, {
      supervisor_id: w.users.ann.id,
      delegate_id: sue.id,
      starts_on: today,
      ends_on: today,
    });
    expect(educator.statusCode).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(educator).messages).toEqual({
      supervisor_id: ['is not a supervisor'],
    });
    expect((await w.as.admin.post(`${URL}/${id}/end`)).statusCode).toBe(200);
  });

  it('404 for another institute’s supervisor, delegate or delegation', async () => {
    const stranger = await createUser(t.db, w.other.id, { is_supervisor: true });
    const strangerBoss = await createUser(t.db, w.other.id, { is_supervisor: true });
    expect((await w.as.admin.get(`${URL}?supervisor_id=${stranger.id}`)).statusCode).toBe(404);
    expect(
      (
        await w.as.admin.post(URL, {
          supervisor_id: stranger.id,
          delegate_id: w.users.sue.id,
          starts_on: today,
          ends_on: today,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await w.as.sam.post(URL, { delegate_id: stranger.id, starts_on: today, ends_on: today })).statusCode,
    ).toBe(404);
    const [theirs] = await t.db
      .insert(delegations)
      .values({
        institute_id: w.other.id,
        supervisor_id: stranger.id,
        delegate_id: strangerBoss.id,
        starts_on: today,
        ends_on: today,
      })
      .returning();
    expect((await w.as.admin.post(`${URL}/${theirs!.id}/end`)).statusCode).toBe(404);
    expect((await w.as.admin.post(`${URL}/999999/end`)).statusCode).toBe(404);
  });

  it('422 per field: themself, not a supervisor or admin, end before start, in the past, too long, overlapping', async () => {
    const { sue, ann } = w.users;
    const refusal = async (body: Record<string, unknown>) => {
      const response = await w.as.sam.post(URL, body);
      expect(response.statusCode, response.body).toBe(422);
      return json<{ messages: Record<string, string[]> }>(response).messages;
    };
    expect(await refusal({ delegate_id: w.users.sam.id, starts_on: today, ends_on: today })).toEqual({
      delegate_id: ['cannot be the supervisor themself'],
    });
    expect(await refusal({ delegate_id: ann.id, starts_on: today, ends_on: today })).toEqual({
      delegate_id: ['must be an active supervisor or admin of this institute'],
    });
    const inactive = await createUser(t.db, w.home.id, { is_supervisor: true, active: false });
    expect(await refusal({ delegate_id: inactive.id, starts_on: today, ends_on: today })).toHaveProperty(
      'delegate_id',
    );
    expect(await refusal({ delegate_id: sue.id, starts_on: plus(2), ends_on: plus(1) })).toEqual({
      ends_on: ['must be on or after the start date'],
    });
    expect(await refusal({ delegate_id: sue.id, starts_on: plus(-5), ends_on: plus(-1) })).toEqual({
      ends_on: ['must not be in the past'],
    });
    expect(await refusal({ delegate_id: sue.id, starts_on: today, ends_on: plus(366) })).toEqual({
      ends_on: ['must be at most 366 days after the start date'],
    });
    expect(
      (await w.as.sam.post(URL, { delegate_id: sue.id, starts_on: today, ends_on: plus(365) })).statusCode,
    ).toBe(201);
    expect(
      await refusal({ delegate_id: w.users.admin.id, starts_on: plus(365), ends_on: plus(370) }),
    ).toEqual({ starts_on: ['overlaps another delegation of this supervisor'] });
    // Once ended, its days are free again.
    await t.db.update(delegations).set({ ended_at: new Date() });
    expect(
      (await w.as.sam.post(URL, { delegate_id: w.users.admin.id, starts_on: plus(365), ends_on: plus(370) }))
        .statusCode,
    ).toBe(201);
  });

  it('two overlapping requests at once: one wins, the other is refused', async () => {
    const body = (delegateId: number) => ({ delegate_id: delegateId, starts_on: plus(1), ends_on: plus(4) });
    const responses = await Promise.all([
      w.as.sam.post(URL, body(w.users.sue.id)),
      w.as.sam.post(URL, body(w.users.admin.id)),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const rows = await t.db.select().from(delegations).where(eq(delegations.supervisor_id, w.users.sam.id));
    expect(rows).toHaveLength(1);
  });
});

describe('acting for a supervisor', () => {
  it('a super admin visiting another institute acts for no one there, even for a delegate there with their id', async () => {
    const visitor = await createUser(t.db, w.other.id, { is_super_admin: true, is_supervisor: true });
    // A supervisor of the home institute whose id is the visitor's (ids are unique per institute).
    await t.db.execute(sql`
      insert into users (institute_id, id, given_name, family_name, email, is_supervisor)
      overriding system value
      values (${w.home.id}, ${visitor.id}, 'Twin', 'Delegate', ${`twin-${visitor.id}@dlg.test`}, true)`);
    await delegate(w.users.sam.id, visitor.id, -1, 1);
    const token = await t.app.deps.sessions.start(visitor, { ip: '127.0.0.1' });
    expect((await t.app.deps.sessions.resolve(token))!.user.acting_for).toEqual([]);
    await t.app.deps.sessions.selectInstitute(hashToken(token), w.home.id);
    const visiting = (await t.app.deps.sessions.resolve(token))!;
    expect(visiting.instituteId).toBe(w.home.id);
    expect(visiting.user.acting_for).toEqual([]);
  });

  const approve = (id: number) => w.as.sue.put(`/api/v2/registrations/${id}/approve`, { notify_user: false });

  it('the delegate decides the supervisor’s items only during the delegation, recorded on their behalf', async () => {
    const { sam, sue, ann } = w.users;
    const pending = await w.register(
      w.programs.digital.id,
      (await createUser(t.db, w.home.id, { supervisor_id: sam.id, is_educator: true })).id,
    );
    // Ended yesterday, or starting tomorrow: nothing changes for Sue.
    await delegate(sam.id, sue.id, -5, -1);
    await delegate(sam.id, sue.id, 1, 3);
    expect((await approve(pending.id)).statusCode).toBe(404);
    expect((await w.as.sue.get(`/api/v1/team?supervisor_id=${sam.id}`)).statusCode).toBe(403);
    // Ended early today: nothing either.
    await delegate(sam.id, sue.id, 0, 0, true);
    expect((await approve(pending.id)).statusCode).toBe(404);

    await delegate(sam.id, sue.id, 0, 0);
    const team = await w.as.sue.get(`/api/v1/team?supervisor_id=${sam.id}`);
    expect(team.statusCode, team.body).toBe(200);
    expect(
      json<{ data: { registrations: { items: { id: number }[] } } }>(team).data.registrations.items.map(
        (r) => r.id,
      ),
    ).toContain(pending.id);
    // Sue's own queue holds Sam's educators' registrations too.
    const queue = json<{ data: { id: number }[] }>(
      await w.as.sue.get('/api/v2/registrations?q[status_eq]=pending&per_page=100'),
    );
    expect(queue.data.map((r) => r.id)).toEqual(
      expect.arrayContaining([pending.id, w.registrations.calDigital.id]),
    );

    const response = await approve(pending.id);
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await t.db.select().from(registrations).where(eq(registrations.id, pending.id));
    expect(row!.status).toBe('approved');
    const event = await updateEventOf('registrations', pending.id);
    expect(event).toMatchObject({ user_id: sue.id, on_behalf_of_user_id: sam.id });
    const log = json<{ data: TAuditEvent[] }>(await w.as.admin.get('/api/v1/audit_events?per_page=100'));
    expect(log.data.find((e) => e.id === event!.id)).toMatchObject({
      user_full_name: 'Sue Visor',
      on_behalf_of_full_name: 'Sam Super',
    });

    // Her own educator's decision is her own: no "on behalf of".
    const own = await bulk([w.registrations.calDigital.id, w.registrations.annDigital.id]);
    expect(own.map((r) => r.outcome)).toEqual(['decided', 'decided']);
    const behalfOf = async (id: number) => (await updateEventOf('registrations', id))?.on_behalf_of_user_id;
    expect(await behalfOf(w.registrations.calDigital.id)).toBeNull();
    expect(await behalfOf(w.registrations.annDigital.id)).toBe(sam.id);
    expect(ann.supervisor_id).toBe(sam.id);
  });

  it('point requests: the delegate approves the supervisor’s during, not after', async () => {
    const { sam, sue, bob } = w.users;
    const request = await createPointRequest(t.db, w.home.id, bob.id, { activity_name: 'Away approval' });
    const path = `/api/v1/users/${bob.id}/point_requests/${request.id}/approve`;
    expect([403, 404]).toContain((await w.as.sue.put(path, {})).statusCode);
    const running = await delegate(sam.id, sue.id, 0, 2);
    const response = await w.as.sue.put(path, {});
    expect(response.statusCode, response.body).toBeLessThan(300);
    const event = await updateEventOf('point_requests', request.id);
    expect(event).toMatchObject({ user_id: sue.id, on_behalf_of_user_id: sam.id });
    await t.db.update(delegations).set({ ended_at: new Date() }).where(eq(delegations.id, running.id));
    const next = await createPointRequest(t.db, w.home.id, bob.id);
    expect([403, 404]).toContain(
      (await w.as.sue.put(`/api/v1/users/${bob.id}/point_requests/${next.id}/approve`, {})).statusCode,
    );
  });

  it('emails and reminders to the supervisor reach the delegate too, saying on whose behalf', async () => {
    const { sam, sue, bob } = w.users;
    await delegate(sam.id, sue.id, 0, 1);
    expect(
      (await approversFor(t.db, w.home.id, sam.id)).map((a) => [a.id, a.on_behalf_of?.id ?? null]),
    ).toEqual([
      [sam.id, null],
      [sue.id, sam.id],
    ]);
    expect(await approversFor(t.db, w.home.id, sam.id, plus(2))).toHaveLength(1);

    const request = await createPointRequest(t.db, w.home.id, bob.id, { activity_name: 'Emailed away' });
    await t.db
      .update(institutes)
      .set({ vocational_point_approval_email_to: ['supervisor'] })
      .where(eq(institutes.id, w.home.id));
    await t.db.delete(email_outbox);
    const deps = (t.app as unknown as { deps: Parameters<typeof runReminder>[0] }).deps;
    await t.db.transaction((tx) =>
      notifyNewPointRequests(tx, deps as never, w.home.id, [
        { ...request, type: 'VocationalPointRequest', user_id: bob.id },
      ]),
    );
    const mailTo = async (email: string) =>
      (await t.db.select().from(email_outbox).where(eq(email_outbox.to_address, email)))[0];
    expect((await mailTo(sam.email))?.text_body).toContain('Emailed away');
    expect((await mailTo(sue.email))?.text_body).toContain('on behalf of Sam Super');

    await t.db.delete(email_outbox);
    const [institute] = await t.db.select().from(institutes).where(eq(institutes.id, w.home.id));
    await runReminder(deps, pendingRegistrationsReminder, {
      institute: institute!,
      day: today,
      periodKey: `now:${Date.now()}`,
    });
    expect((await mailTo(sue.email))?.text_body).toContain('on behalf of Sam Super');
    expect((await mailTo(sam.email))?.text_body).not.toContain('on behalf of');
  });
});

/** The audit event of the record's (one) update. */
async function updateEventOf(table: string, recordId: number) {
  const [event] = await t.db
    .select()
    .from(audit_events)
    .where(
      and(
        eq(audit_events.table_name, table),
        eq(audit_events.record_id, recordId),
        eq(audit_events.action, 'update'),
      ),
    );
  return event;
}

async function bulk(ids: number[]) {
  const response = await w.as.sue.post('/api/v1/registrations/bulk_decision', {
    ids,
    decision: 'approve',
    notify_user: false,
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: { id: number; outcome: string }[] }>(response).data;
}
