import { REGISTRATION_APPROVAL_MESSAGES, type TBulkDecisionResult } from '@pdp/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { email_outbox, registrations, users, type UserRow } from '../../db/schema/index.js';
import { seedApprovalWorld, type ApprovalWorld } from './test-support.js';

let t: TestApp;
let w: ApprovalWorld;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedApprovalWorld(t, { emailPrefix: 'bulk' });
});
afterAll(() => t.close());

const URL = '/api/v1/registrations/bulk_decision';
type Client = ApprovalWorld['as']['sam'];
const bulk = (client: Client, body: unknown) => client.post(URL, body);
const resultsOf = (response: Awaited<ReturnType<typeof bulk>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: TBulkDecisionResult[] }>(response).data;
};
const rowsOf = (ids: number[]) => t.db.select().from(registrations).where(inArray(registrations.id, ids));

/** `count` pending registrations of new educators of `supervisor`. */
async function pendingOf(supervisor: UserRow, count: number) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(t.db, w.home.id, {
      is_educator: true,
      given_name: `Bulk${++n}`,
      email: `bulk${n}@school.test`,
      supervisor_id: supervisor.id,
    });
    ids.push((await w.register(w.programs.digital.id, user.id)).id);
  }
  return ids;
}

describe('POST /api/v1/registrations/bulk_decision', () => {
  it('401 signed out, 403 without the approval permission, 422 on a bad body', async () => {
    const [id] = await pendingOf(w.users.sam, 1);
    expect((await bulk(w.as.anonymous, { ids: [id], decision: 'approve' })).statusCode).toBe(401);
    expect((await bulk(w.as.educator, { ids: [id], decision: 'approve' })).statusCode).toBe(403);
    expect((await bulk(w.as.facilitator, { ids: [id], decision: 'approve' })).statusCode).toBe(403);
    const noReason = await bulk(w.as.sam, { ids: [id], decision: 'reject' });
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason)).toMatchObject({ messages: { reason: ["can't be blank"] } });
    expect((await bulk(w.as.sam, { ids: [], decision: 'approve' })).statusCode).toBe(422);
    expect((await bulk(w.as.sam, { ids: [id, id], decision: 'approve' })).statusCode).toBe(422);
    expect((await bulk(w.as.sam, { ids: [id], decision: 'maybe' })).statusCode).toBe(422);
    // A bad id is named by its place in the list (`ids.1`), not by its index alone.
    const badId = await bulk(w.as.sam, { ids: [id, 'x'], decision: 'approve' });
    expect(badId.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: object }>(badId).messages)).toEqual(['ids.1']);
    expect((await rowsOf([id!]))[0]!.status).toBe('pending');
  });

  it('decides each under its own rule: another supervisor’s or institute’s refused, a decided one reported', async () => {
    const [mine, decided] = await pendingOf(w.users.sam, 2);
    const [sues] = await pendingOf(w.users.sue, 1);
    expect((await w.as.admin.put(`/api/v2/registrations/${decided}/approve`, {})).statusCode).toBe(204);
    const results = resultsOf(
      await bulk(w.as.sam, {
        ids: [mine, sues, w.otherRegistration.id, decided],
        decision: 'reject',
        reason: 'Induction first',
        notify_user: false,
      }),
    );
    expect(results).toEqual([
      { id: mine, outcome: 'decided', message: null },
      { id: sues, outcome: 'refused', message: 'Registration not found' },
      { id: w.otherRegistration.id, outcome: 'refused', message: 'Registration not found' },
      { id: decided, outcome: 'already_decided', message: REGISTRATION_APPROVAL_MESSAGES.notPending },
    ]);
    const rows = new Map((await rowsOf([mine!, sues!, decided!])).map((r) => [r.id, r]));
    expect(rows.get(mine!)).toMatchObject({
      status: 'incomplete',
      rejection_reason: 'Induction first',
      actioned_by_id: w.users.sam.id,
    });
    expect(rows.get(sues!)!.status).toBe('pending');
    expect(rows.get(decided!)!.actioned_by_id).toBe(w.users.admin.id);
  });

  it('approves several with one notify choice: each educator is emailed once', async () => {
    const ids = await pendingOf(w.users.sam, 3);
    const results = resultsOf(await bulk(w.as.sam, { ids, decision: 'approve', notify_user: true }));
    expect(results.map((r) => r.outcome)).toEqual(['decided', 'decided', 'decided']);
    const rows = await rowsOf(ids);
    expect(rows.every((r) => r.status === 'approved' && r.actioned_by_id === w.users.sam.id)).toBe(true);
    const educators = await t.db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.user_id),
        ),
      );
    const emails = educators.map((u) => u.email);
    const mails = await t.db.select().from(email_outbox).where(inArray(email_outbox.to_address, emails));
    expect(mails.map((m) => m.to_address).sort()).toEqual(emails.sort());
    expect(mails.every((m) => m.subject === 'Registration confirmed: Digital Teaching')).toBe(true);
  });

  it('two approvers acting on overlapping items at once: exactly one decision per item', async () => {
    const ids = await pendingOf(w.users.sam, 8);
    const [samResults, adminResults] = await Promise.all([
      bulk(w.as.sam, { ids, decision: 'approve', notify_user: false }).then(resultsOf),
      bulk(w.as.admin, {
        ids: [...ids].reverse(),
        decision: 'reject',
        reason: 'Full',
        notify_user: false,
      }).then(resultsOf),
    ]);
    for (const id of ids) {
      const outcomes = [samResults, adminResults]
        .map((list) => list.find((r) => r.id === id)!.outcome)
        .sort();
      expect(outcomes).toEqual(['already_decided', 'decided']);
    }
    const rows = await rowsOf(ids);
    for (const row of rows) {
      const samDecided = samResults.find((r) => r.id === row.id)!.outcome === 'decided';
      expect(row).toMatchObject(
        samDecided
          ? { status: 'approved', actioned_by_id: w.users.sam.id }
          : { status: 'incomplete', actioned_by_id: w.users.admin.id, rejection_reason: 'Full' },
      );
    }
  });
});
