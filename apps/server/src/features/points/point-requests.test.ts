import type { TPointRequest } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import {
  institutes,
  point_request_evidences,
  vocational_activities,
  type UserRow,
} from '../../db/schema/index.js';
import { uploadEvidence } from './points-test-support.js';
import { addRequestEvidence, createPointRequest, requestRow } from './point-requests-test-support.js';

/** GET users/{id}/point_requests and PUT users/{id}/point_requests/{id} (issue 16). */
let t: TestApp;
let instituteId: number;
let admin: UserRow;
let supervisor: UserRow;
let educator: UserRow;
let adminCookie: string;
let supervisorCookie: string;
let educatorCookie: string;
let activityId: number;

type List = { data: TPointRequest[]; meta: { total: number } };

beforeAll(async () => {
  t = await createTestApp();
  const institute = await createInstitute(t.db, {
    name: 'North TAFE',
    points_file_attachment_enabled: true,
    vocational_currency_uses_units: true,
  });
  instituteId = institute.id;
  admin = await createUser(t.db, instituteId, { is_institute_admin: true });
  supervisor = await createUser(t.db, instituteId, { is_supervisor: true });
  educator = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: supervisor.id });
  adminCookie = await loginAs(t.app, admin);
  supervisorCookie = await loginAs(t.app, supervisor);
  educatorCookie = await loginAs(t.app, educator);
  const [activity] = await t.db
    .insert(vocational_activities)
    .values({ institute_id: instituteId, name: 'Industry release', points: 4 })
    .returning();
  activityId = activity!.id;
});
afterAll(() => t.close());

const allowSupervisors = (actions: string[]) =>
  t.db.update(institutes).set({ allow_supervisor_to_action: actions }).where(eq(institutes.id, instituteId));
const listUrl = (userId: number) => `/api/v1/users/${userId}/point_requests`;

describe('GET users/{id}/point_requests', () => {
  it('lists pending requests by default, latest change first, with evidences and the caller’s actions', async () => {
    const user = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: supervisor.id });
    const older = await createPointRequest(t.db, instituteId, user.id, {
      activity_name: 'Older',
      updated_at: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await createPointRequest(t.db, instituteId, user.id, {
      type: 'ReaPointRequest',
      activity_name: 'Newer',
      updated_at: new Date('2026-02-01T00:00:00Z'),
    });
    await createPointRequest(t.db, instituteId, user.id, { activity_name: 'Done', status: 1 });
    await addRequestEvidence(t.db, instituteId, older.id, 'older-file');

    const response = await apiClient(t.app, adminCookie).get(listUrl(user.id));
    expect(response.statusCode, response.body).toBe(200);
    const body = json<List>(response);
    expect(body.meta.total).toBe(2);
    expect(body.data.map((r) => r.activity_name)).toEqual(['Newer', 'Older']);
    expect(body.data[0]).toMatchObject({
      id: newer.id,
      type: 'ReaPointRequest',
      type_label: 'External Professional Currency',
      status: 'pending',
      evidence_attached: false,
      actions: { edit: true, approve: true, incomplete: true, convert: true },
    });
    expect(body.data[1]!.evidences).toEqual([
      {
        id: expect.any(Number),
        file_url: '/api/v1/evidence_files/older-file',
        metadata: { filename: 'older-file.png', size: 10, mime_type: 'image/png', file_id: 'older-file' },
      },
    ]);

    const approved = await apiClient(t.app, adminCookie).get(`${listUrl(user.id)}?q[status_eq]=approved`);
    expect(json<List>(approved).data.map((r) => [r.activity_name, r.actions.approve])).toEqual([
      ['Done', false],
    ]);
  });

  it('gives a supervisor convert always, and the rest only for the kinds the institute allows', async () => {
    const user = await createUser(t.db, instituteId, { is_educator: true, supervisor_id: supervisor.id });
    await createPointRequest(t.db, instituteId, user.id, { activity_name: 'Voc' });
    await createPointRequest(t.db, instituteId, user.id, { activity_name: 'Rea', type: 'ReaPointRequest' });
    const actions = async () =>
      Object.fromEntries(
        json<List>(await apiClient(t.app, supervisorCookie).get(listUrl(user.id))).data.map((r) => [
          r.activity_name,
          r.actions,
        ]),
      );
    await allowSupervisors([]);
    const none = { edit: false, approve: false, incomplete: false, convert: true };
    expect(await actions()).toEqual({ Voc: none, Rea: none });
    await allowSupervisors(['vocational_point_requests']);
    const all = { edit: true, approve: true, incomplete: true, convert: true };
    expect(await actions()).toEqual({ Voc: all, Rea: none });
    await allowSupervisors([]);
  });

  it('never lets a supervisor decide their own requests, whatever the institute allows', async () => {
    await allowSupervisors(['vocational_point_requests', 'external_professional_currency_point_requests']);
    const own = await createPointRequest(t.db, instituteId, supervisor.id);
    const response = await apiClient(t.app, supervisorCookie).get(listUrl(supervisor.id));
    expect(json<List>(response).data[0]!.actions).toEqual({
      edit: false,
      approve: false,
      incomplete: false,
      convert: true,
    });
    const approve = await apiClient(t.app, supervisorCookie).put(
      `${listUrl(supervisor.id)}/${own.id}/approve`,
      {},
    );
    expect(approve.statusCode).toBe(403);
    expect((await requestRow(t.db, instituteId, own.id)).status).toBe(0);
    await allowSupervisors([]);
  });

  it('answers 401 signed out, 403 to an educator, 404 for another institute’s or a super admin’s user', async () => {
    expect((await apiClient(t.app).get(listUrl(educator.id))).statusCode).toBe(401);
    expect((await apiClient(t.app, educatorCookie).get(listUrl(educator.id))).statusCode).toBe(403);
    const other = await createInstitute(t.db);
    const foreign = await createUser(t.db, other.id, { is_educator: true });
    expect((await apiClient(t.app, adminCookie).get(listUrl(foreign.id))).statusCode).toBe(404);
    const superAdmin = await createUser(t.db, instituteId, { is_super_admin: true });
    expect((await apiClient(t.app, adminCookie).get(listUrl(superAdmin.id))).statusCode).toBe(404);
    const unsupervised = await createUser(t.db, instituteId, { is_educator: true });
    expect((await apiClient(t.app, supervisorCookie).get(listUrl(unsupervised.id))).statusCode).toBe(404);
  });

  it('refuses an unknown filter with 400', async () => {
    const response = await apiClient(t.app, adminCookie).get(`${listUrl(educator.id)}?q[secret_eq]=1`);
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT users/{id}/point_requests/{id}', () => {
  const put = (cookie: string, userId: number, id: number, fields: Record<string, unknown>) =>
    apiClient(t.app, cookie).put(`${listUrl(userId)}/${id}`, { point_request: fields });

  it('saves the fields and answers 200 with the row', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const response = await put(adminCookie, educator.id, request.id, {
      points: 3.5,
      vocational_activity_id: activityId,
      activity_name: null,
      activity_date: '2026-04-01',
      student_benefit: 'Better classes',
      unit_codes: 'BSB101',
      learning_journey_equivalent: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: TPointRequest }>(response).data).toMatchObject({
      id: request.id,
      points: 3.5,
      vocational_activity_id: activityId,
      vocational_activity_name: 'Industry release',
      activity_name: 'Industry release',
      activity_date: '2026-04-01',
      student_benefit: 'Better classes',
      unit_codes: 'BSB101',
      // A vocational request never counts as a learning journey.
      learning_journey_equivalent: false,
      status: 'pending',
    });
  });

  it('answers 422 per field: text over 1000, a bad date, another institute’s activity, no name', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const tooLong = await put(adminCookie, educator.id, request.id, {
      student_benefit: 'x'.repeat(1001),
      activity_date: '2026-02-30',
      points: -1,
    });
    expect(tooLong.statusCode).toBe(422);
    expect(json(tooLong)).toMatchObject({
      code: 2,
      messages: {
        student_benefit: ['is too long (maximum is 1000 characters)'],
        activity_date: ['is not a valid date'],
        points: ['must be 0 or more'],
      },
    });
    const noName = await put(adminCookie, educator.id, request.id, {
      activity_name: '  ',
      vocational_activity_id: null,
    });
    expect(noName.statusCode).toBe(422);
    expect(json(noName)).toMatchObject({ messages: { activity_name: ['can’t be blank'] } });
    const foreign = await put(adminCookie, educator.id, request.id, { vocational_activity_id: 2 ** 31 - 1 });
    expect(foreign.statusCode).toBe(422);
    expect(json(foreign)).toMatchObject({ messages: { vocational_activity_id: [expect.any(String)] } });
    expect(await requestRow(t.db, instituteId, request.id)).toMatchObject({
      activity_name: 'Industry placement',
    });
  });

  it('adds new uploads and removes the evidences marked _destroy', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const kept = await addRequestEvidence(t.db, instituteId, request.id, 'kept-file');
    const dropped = await addRequestEvidence(t.db, instituteId, request.id, 'dropped-file');
    const fileId = await uploadEvidence(t.app, adminCookie);
    const response = await put(adminCookie, educator.id, request.id, {
      evidences_attributes: [{ file_id: fileId }, { id: dropped.id, _destroy: true }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const files = json<{ data: TPointRequest }>(response).data.evidences.map((e) => e.metadata.file_id);
    expect(files).toEqual(['kept-file', fileId]);
    const rows = await t.db
      .select()
      .from(point_request_evidences)
      .where(
        and(
          eq(point_request_evidences.institute_id, instituteId),
          eq(point_request_evidences.point_request_id, request.id),
        ),
      );
    expect(rows.map((r) => r.id)).toContain(kept.id);
    expect(rows.map((r) => r.id)).not.toContain(dropped.id);
    const download = await apiClient(t.app, adminCookie).get(`/api/v1/evidence_files/${fileId}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    const reused = await put(adminCookie, educator.id, request.id, {
      evidences_attributes: [{ file_id: fileId }],
    });
    expect(reused.statusCode).toBe(422);
    const notOurs = await put(adminCookie, educator.id, request.id, {
      evidences_attributes: [{ id: 2 ** 31 - 1, _destroy: true }],
    });
    expect(json(notOurs)).toMatchObject({ messages: { evidences: ['is not a file of this activity'] } });
  });

  it('honours file_attachment_required: the last file cannot be removed', async () => {
    await t.db
      .update(institutes)
      .set({ file_attachment_required: true })
      .where(eq(institutes.id, instituteId));
    const request = await createPointRequest(t.db, instituteId, educator.id);
    const only = await addRequestEvidence(t.db, instituteId, request.id, 'only-file');
    const response = await put(adminCookie, educator.id, request.id, {
      evidences_attributes: [{ id: only.id, _destroy: true }],
    });
    await t.db
      .update(institutes)
      .set({ file_attachment_required: false })
      .where(eq(institutes.id, instituteId));
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ messages: { evidences: ['must include at least one file'] } });
  });

  it('refuses to edit an approved or incomplete request with 400 code 1', async () => {
    for (const status of [1, 2]) {
      const request = await createPointRequest(t.db, instituteId, educator.id, { status });
      const response = await put(adminCookie, educator.id, request.id, { points: 1 });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 1,
        message: 'This activity is no longer pending: it has already been approved or marked incomplete.',
      });
    }
  });

  it('lets a supervisor edit only when the institute allows that kind', async () => {
    const request = await createPointRequest(t.db, instituteId, educator.id);
    expect((await put(supervisorCookie, educator.id, request.id, { points: 1 })).statusCode).toBe(403);
    await allowSupervisors(['vocational_point_requests']);
    const allowed = await put(supervisorCookie, educator.id, request.id, { points: 1 });
    await allowSupervisors([]);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('answers 404 for a request of another user', async () => {
    const request = await createPointRequest(t.db, instituteId, admin.id);
    expect((await put(adminCookie, educator.id, request.id, { points: 1 })).statusCode).toBe(404);
  });
});
