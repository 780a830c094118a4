import { POINT_REQUEST_MESSAGES, type TBulkDecisionResult } from '@pdp/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { point_requests, points_histories, type UserRow } from '../../db/schema/index.js';
import { createPointRequest, requestRow } from './point-requests-test-support.js';

/** POST /api/v1/point_requests/bulk_decision: each request through the single decision. */
let t: TestApp;
let instituteId: number;
let otherInstituteId: number;
let users: Record<'admin' | 'sam' | 'sue' | 'educator', UserRow>;
let as: Record<'admin' | 'sam' | 'sue' | 'educator' | 'anonymous', ReturnType<typeof apiClient>>;

beforeAll(async () => {
  t = await createTestApp();
  const institute = await createInstitute(t.db, {
    name: 'Bulk TAFE',
    allow_supervisor_to_action: ['vocational_point_requests'],
  });
  instituteId = institute.id;
  otherInstituteId = (await createInstitute(t.db, { name: 'Elsewhere' })).id;
  const user = (overrides: Partial<UserRow>) => createUser(t.db, instituteId, overrides);
  users = {
    admin: await user({ is_institute_admin: true }),
    sam: await user({ is_supervisor: true }),
    sue: await user({ is_supervisor: true }),
    educator: await user({ is_educator: true }),
  };
  const client = async (row: UserRow) => apiClient(t.app, await loginAs(t.app, row));
  as = {
    admin: await client(users.admin),
    sam: await client(users.sam),
    sue: await client(users.sue),
    educator: await client(users.educator),
    anonymous: apiClient(t.app),
  };
});
afterAll(() => t.close());

const URL = '/api/v1/point_requests/bulk_decision';
const bulk = (client: (typeof as)['sam'], body: unknown) => client.post(URL, body);
const resultsOf = (response: Awaited<ReturnType<typeof bulk>>) => {
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: TBulkDecisionResult[] }>(response).data;
};

/** A pending request of a new educator of `supervisor`. */
async function pendingOf(supervisor: UserRow, row: Parameters<typeof createPointRequest>[3] = {}) {
  const educator = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: supervisor.id });
  return createPointRequest(t.db, instituteId, educator.id, row);
}
const historiesOf = (ids: number[]) =>
  t.db
    .select()
    .from(points_histories)
    .where(and(eq(points_histories.institute_id, instituteId), inArray(points_histories.user_id, ids)));

describe('POST /api/v1/point_requests/bulk_decision', () => {
  it('401 signed out, 403 for an educator, 422 on a bad body', async () => {
    const request = await pendingOf(users.sam);
    const body = { items: [{ id: request.id }], decision: 'approve' };
    expect((await bulk(as.anonymous, body)).statusCode).toBe(401);
    expect((await bulk(as.educator, body)).statusCode).toBe(403);
    const noReason = await bulk(as.sam, { items: [{ id: request.id }], decision: 'incomplete' });
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason)).toMatchObject({ messages: { reason: ["can't be blank"] } });
    const negative = await bulk(as.sam, { items: [{ id: request.id, points: -1 }], decision: 'approve' });
    expect(negative.statusCode).toBe(422);
    // The field is named by its place in the list, as the web client's per-row errors read it.
    expect(Object.keys(json<{ messages: object }>(negative).messages)).toEqual(['items.0.points']);
    const badId = await bulk(as.sam, { items: [{ id: 'x' }], decision: 'approve' });
    expect(Object.keys(json<{ messages: object }>(badId).messages)).toEqual(['items.0.id']);
    expect((await bulk(as.sam, { items: [], decision: 'approve' })).statusCode).toBe(422);
    expect((await requestRow(t.db, instituteId, request.id)).status).toBe(0);
  });

  it('approves each with its own points; refuses what the supervisor may not decide', async () => {
    const a = await pendingOf(users.sam, { points: 2 });
    const b = await pendingOf(users.sam, { points: 3 });
    const rea = await pendingOf(users.sam, { type: 'ReaPointRequest' });
    const sues = await pendingOf(users.sue);
    const noPoints = await pendingOf(users.sam, { points: null });
    const stranger = await createUser(t.db, otherInstituteId, { is_educator: true });
    const elsewhere = await createPointRequest(t.db, otherInstituteId, stranger.id);
    const results = resultsOf(
      await bulk(as.sam, {
        items: [
          { id: a.id, points: 5 },
          { id: b.id },
          { id: rea.id },
          { id: sues.id },
          { id: noPoints.id },
          { id: elsewhere.id },
        ],
        decision: 'approve',
        notify_user: false,
      }),
    );
    expect(results.map(({ id, outcome }) => [id, outcome])).toEqual([
      [a.id, 'decided'],
      [b.id, 'decided'],
      [rea.id, 'refused'],
      [sues.id, 'refused'],
      [noPoints.id, 'refused'],
      [elsewhere.id, 'refused'],
    ]);
    expect(results[5]!.message).toBe('Point request not found');
    const histories = await historiesOf([a.user_id, b.user_id, rea.user_id, sues.user_id, noPoints.user_id]);
    expect(histories.map((h) => [h.user_id, h.points]).sort()).toEqual(
      [
        [a.user_id, 5],
        [b.user_id, 3],
      ].sort(),
    );
    expect(await requestRow(t.db, instituteId, a.id)).toMatchObject({
      status: 1,
      points: 5,
      actioned_by_id: users.sam.id,
    });
    for (const untouched of [rea, sues, noPoints])
      expect((await requestRow(t.db, instituteId, untouched.id)).status).toBe(0);
  });

  it('marks several incomplete with one reason; an already decided one is reported', async () => {
    const a = await pendingOf(users.sam);
    const done = await pendingOf(users.sam);
    resultsOf(await bulk(as.admin, { items: [{ id: done.id }], decision: 'approve', notify_user: false }));
    const results = resultsOf(
      await bulk(as.sam, {
        items: [{ id: a.id }, { id: done.id }],
        decision: 'incomplete',
        reason: 'Add the evidence',
        notify_user: false,
      }),
    );
    expect(results).toEqual([
      { id: a.id, outcome: 'decided', message: null },
      { id: done.id, outcome: 'already_decided', message: POINT_REQUEST_MESSAGES.notPending },
    ]);
    expect(await requestRow(t.db, instituteId, a.id)).toMatchObject({
      status: 2,
      reason: 'Add the evidence',
    });
  });

  it('two approvers acting on overlapping requests at once: exactly one decision per request', async () => {
    const requests = [];
    for (let i = 0; i < 6; i++) requests.push(await pendingOf(users.sam));
    const items = requests.map((r) => ({ id: r.id }));
    const [samResults, adminResults] = await Promise.all([
      bulk(as.sam, { items, decision: 'approve', notify_user: false }).then(resultsOf),
      bulk(as.admin, { items: [...items].reverse(), decision: 'approve', notify_user: false }).then(
        resultsOf,
      ),
    ]);
    for (const { id } of items) {
      const outcomes = [samResults, adminResults]
        .map((list) => list.find((r) => r.id === id)!.outcome)
        .sort();
      expect(outcomes).toEqual(['already_decided', 'decided']);
    }
    const histories = await historiesOf(requests.map((r) => r.user_id));
    expect(histories).toHaveLength(requests.length);
    const rows = await t.db
      .select()
      .from(point_requests)
      .where(
        inArray(
          point_requests.id,
          items.map((i) => i.id),
        ),
      );
    expect(rows.every((row) => row.status === 1 && row.points_history_id !== null)).toBe(true);
  });
});
