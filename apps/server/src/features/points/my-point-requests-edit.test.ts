import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, myPointRequestsWorld, myRequest, URL, type One } from './my-point-requests-test-support.js';
import { createPointRequest, requestRow } from './point-requests-test-support.js';
import { uploadEvidence } from './points-test-support.js';

/** PUT my/point_requests/{id} (issue 21): edit while pending or incomplete, resubmit; staff calls stay staff-only. */
let w: Awaited<ReturnType<typeof myPointRequestsWorld>>;
beforeAll(async () => {
  w = await myPointRequestsWorld('My Edits TAFE');
});
afterAll(() => w.t.close());

const create = async (overrides: Record<string, unknown> = {}) => {
  const response = await w.as(w.cookies.educator).post(URL, myRequest(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return json<One>(response).data;
};
const edit = (id: number, fields: Record<string, unknown>, cookie = w.cookies.educator) =>
  w.as(cookie).put(`${URL}/${id}`, { point_request: fields });
const staffUrl = (id: number) => `/api/v1/users/${w.educator.id}/point_requests/${id}`;

describe('PUT my/point_requests/{id}', () => {
  it('edits a pending request: fields and evidence files, still pending, no new email', async () => {
    const first = await uploadEvidence(w.t.app, w.cookies.educator);
    const request = await create({ evidences_attributes: [{ file_id: first }] });
    const emails = (await w.emailsTo(w.supervisor)).length;
    const second = await uploadEvidence(w.t.app, w.cookies.educator);
    const response = await edit(request.id, {
      activity_name: 'Renamed placement',
      points: 4.5,
      evidences_attributes: [{ id: request.evidences[0]!.id, _destroy: true }, { file_id: second }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = json<One>(response).data;
    expect(saved).toMatchObject({ activity_name: 'Renamed placement', points: 4.5, status: 'pending' });
    expect(saved.evidences.map((e) => e.metadata.file_id)).toEqual([second]);
    expect((await w.emailsTo(w.supervisor)).length).toBe(emails);
  });

  it('resubmits an incomplete request: pending again, the approvers emailed, then approved', async () => {
    const request = await create({ activity_name: 'Needs work' });
    const reject = await w
      .as(w.cookies.admin)
      .put(`${staffUrl(request.id)}/reject`, { reason: 'Add the hours' });
    expect(reject.statusCode, reject.body).toBe(204);
    const seen = json<One>(await w.as(w.cookies.educator).get(`${URL}/${request.id}`)).data;
    expect(seen).toMatchObject({ status: 'incomplete', reason: 'Add the hours', can_edit: true });
    const emails = (await w.emailsTo(w.supervisor)).length;

    const response = await edit(request.id, { activity_duration: 6, activity_interval: 'hours' });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<One>(response).data).toMatchObject({
      status: 'pending',
      activity_duration: 6,
      actioned_at: null,
    });
    expect((await w.emailsTo(w.supervisor)).length).toBe(emails + 1);

    const approve = await w.as(w.cookies.admin).put(`${staffUrl(request.id)}/approve`, {});
    expect(approve.statusCode, approve.body).toBe(204);
    const approved = json<One>(await w.as(w.cookies.educator).get(`${URL}/${request.id}`)).data;
    expect(approved).toMatchObject({
      status: 'approved',
      can_edit: false,
      points_history_id: expect.any(Number),
    });

    const late = await edit(request.id, { activity_name: 'Too late' });
    expect(late.statusCode).toBe(422);
    expect(json(late)).toMatchObject({
      code: 2,
      base: ['This request has been approved and can no longer be changed.'],
    });
    expect((await requestRow(w.t.db, w.institute.id, request.id)).activity_name).toBe('Needs work');
  });

  it('answers 404 for another user’s request and 422 field messages', async () => {
    const theirs = await createPointRequest(w.t.db, w.institute.id, w.other.id);
    expect((await edit(theirs.id, { activity_name: 'Mine now' })).statusCode).toBe(404);
    expect((await requestRow(w.t.db, w.institute.id, theirs.id)).activity_name).toBe('Industry placement');
    const mine = await create();
    const bad = await edit(mine.id, { points: null, activity_name: '' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ code: 2, messages: { points: ['can’t be blank'] } });
    const blank = await edit(mine.id, { activity_name: '   ' });
    expect(json(blank)).toMatchObject({ code: 2, messages: { activity_name: ['can’t be blank'] } });
    const foreign = await edit(mine.id, { evidences_attributes: [{ id: 2 ** 31 - 1, _destroy: true }] });
    expect(json(foreign)).toMatchObject({ messages: { evidences: ['is not a file of this activity'] } });
  });

  it('refuses edits (403) while educator point entry is off', async () => {
    const request = await create();
    await w.settings({ educator_points_entry_enabled: false });
    const response = await edit(request.id, { activity_name: 'Off' });
    await w.settings({ educator_points_entry_enabled: true });
    expect(response.statusCode).toBe(403);
  });

  it('queues two edits at once on the locked row: both saved, one after the other', async () => {
    const request = await create();
    const [a, b] = await Promise.all([
      edit(request.id, { activity_name: 'Edit A', points: 1 }),
      edit(request.id, { activity_name: 'Edit B', points: 2 }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const row = await requestRow(w.t.db, w.institute.id, request.id);
    expect([
      ['Edit A', 1],
      ['Edit B', 2],
    ]).toContainEqual([row.activity_name, row.points]);
  });

  it('lets an approval and an edit race: exactly one wins cleanly', async () => {
    const request = await create();
    const [approve, change] = await Promise.all([
      w.as(w.cookies.admin).put(`${staffUrl(request.id)}/approve`, {}),
      edit(request.id, { activity_name: 'Racing' }),
    ]);
    expect(approve.statusCode).toBe(204);
    expect([200, 422]).toContain(change.statusCode);
    expect((await requestRow(w.t.db, w.institute.id, request.id)).status).toBe(1);
  });
});

describe('the staff side stays staff-only', () => {
  it('answers 403 to an educator on the staff point request calls, even for their own', async () => {
    const request = await create();
    const as = w.as(w.cookies.educator);
    const calls = [
      as.get(`/api/v1/users/${w.educator.id}/point_requests`),
      as.put(staffUrl(request.id), { point_request: { activity_name: 'x' } }),
      as.put(`${staffUrl(request.id)}/approve`, {}),
      as.put(`${staffUrl(request.id)}/reject`, { reason: 'x' }),
      as.put(`${staffUrl(request.id)}/convert`, {}),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await requestRow(w.t.db, w.institute.id, request.id)).status).toBe(0);
  });
});
