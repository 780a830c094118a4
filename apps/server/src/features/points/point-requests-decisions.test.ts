import type { TUserDetail } from '@pdp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import {
  email_outbox,
  employment_types,
  institutes,
  points_histories,
  points_history_evidences,
  type UserRow,
} from '../../db/schema/index.js';
import { currentPeriodOf } from './period-service.js';
import { notifyNewPointRequests } from './point-requests-emails.js';
import { addRequestEvidence, createPointRequest, requestRow } from './point-requests-test-support.js';

/** PUT users/{id}/point_requests/{id}/approve, /reject, /convert (issue 16, part 2 §4). */
let t: TestApp;
let instituteId: number;
let admin: UserRow;
let supervisor: UserRow;
let adminCookie: string;
let supervisorCookie: string;
let period: { start: string; end: string };
let employmentTypeId: number;

beforeAll(async () => {
  t = await createTestApp();
  const institute = await createInstitute(t.db, { name: 'North TAFE', vocational_currency_uses_units: true });
  instituteId = institute.id;
  period = currentPeriodOf(institute);
  const [type] = await t.db
    .insert(employment_types)
    .values({ institute_id: instituteId, name: 'Teacher', vocational_points: 2, professional_points: 0 })
    .returning();
  employmentTypeId = type!.id;
  admin = await createUser(t.db, instituteId, { is_institute_admin: true });
  supervisor = await createUser(t.db, instituteId, { is_supervisor: true });
  adminCookie = await loginAs(t.app, admin);
  supervisorCookie = await loginAs(t.app, supervisor);
});
afterAll(() => t.close());

const educator = (overrides: Partial<UserRow> = {}) =>
  createUser(t.db, instituteId, {
    is_educator: true,
    supervisor_id: supervisor.id,
    employment_type_id: employmentTypeId,
    ...overrides,
  });
const url = (userId: number, id: number, verb: string) =>
  `/api/v1/users/${userId}/point_requests/${id}/${verb}`;
const historyOf = (userId: number) =>
  t.db
    .select()
    .from(points_histories)
    .where(and(eq(points_histories.institute_id, instituteId), eq(points_histories.user_id, userId)));
const outboxFor = (email: string) =>
  t.db.select().from(email_outbox).where(eq(email_outbox.to_address, email));
const allowSupervisors = (actions: string[]) =>
  t.db.update(institutes).set({ allow_supervisor_to_action: actions }).where(eq(institutes.id, instituteId));

describe('approve', () => {
  it('writes the matching history row with the fields and evidences, emails the educator, answers 204', async () => {
    const user = await educator();
    const request = await createPointRequest(t.db, instituteId, user.id, { unit_codes: 'BSB101' });
    await addRequestEvidence(t.db, instituteId, request.id, 'approve-file');
    const response = await apiClient(t.app, adminCookie).put(url(user.id, request.id, 'approve'), {
      points: 4,
      learning_journey_equivalent: true,
      approval_reason: 'Well documented',
    });
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await historyOf(user.id);
    expect(row).toMatchObject({
      type: 'PointsVocational',
      points: 4,
      date: '2026-03-14',
      activity_name: 'Industry placement',
      activity_duration: 3,
      activity_interval: 'days',
      unit_codes: 'BSB101',
      learning_journey_equivalent: false,
      approval_reason: 'Well documented',
      created_by_id: admin.id,
    });
    const evidences = await t.db
      .select()
      .from(points_history_evidences)
      .where(eq(points_history_evidences.points_history_id, row!.id));
    expect(evidences.map((e) => e.upload_id)).toEqual(['approve-file']);
    expect(await requestRow(t.db, instituteId, request.id)).toMatchObject({
      status: 1,
      points: 4,
      points_history_id: row!.id,
      actioned_by_id: admin.id,
    });
    const [email] = await outboxFor(user.email);
    expect(email!.subject).toBe('Activity approved: Industry placement');
    expect(email!.text_body).toContain('Well documented');
  });

  it('approves an external professional request as PointsRea with its learning journey, without an email', async () => {
    const user = await educator();
    const request = await createPointRequest(t.db, instituteId, user.id, { type: 'ReaPointRequest' });
    const response = await apiClient(t.app, adminCookie).put(url(user.id, request.id, 'approve'), {
      learning_journey_equivalent: true,
      notify_user: false,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await historyOf(user.id)).toMatchObject([
      { type: 'PointsRea', points: 2, learning_journey_equivalent: true },
    ]);
    expect(await outboxFor(user.email)).toEqual([]);
  });

  it('answers 422 naming what the history row lacks, in words the dialog can read', async () => {
    const user = await educator();
    const request = await createPointRequest(t.db, instituteId, user.id, { points: null });
    const response = await apiClient(t.app, adminCookie).put(url(user.id, request.id, 'approve'), {});
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 2,
      messages: { points: ["can't be blank"] },
      base: ["Vocational activity points can't be blank"],
    });
    expect(await historyOf(user.id)).toEqual([]);
    const withPoints = await apiClient(t.app, adminCookie).put(url(user.id, request.id, 'approve'), {
      points: 1,
    });
    expect(withPoints.statusCode).toBe(204);
  });

  it('moves the passport: in progress before, complete after the approval', async () => {
    const user = await educator();
    const passport = async () => {
      const response = await apiClient(t.app, adminCookie).get(`/api/v1/users/${user.id}`);
      return json<{ data: TUserDetail }>(response).data.current_passport?.status ?? null;
    };
    const request = await createPointRequest(t.db, instituteId, user.id, { activity_date: period.start });
    const before = await passport();
    expect(before === null || before === 'INCOMPLETE').toBe(true);
    const response = await apiClient(t.app, adminCookie).put(url(user.id, request.id, 'approve'), {
      notify_user: false,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await passport()).toBe('COMPLETE');
  });

  it('lets exactly one of two concurrent approvals through; the other answers 400', async () => {
    const user = await educator();
    const request = await createPointRequest(t.db, instituteId, user.id);
    const secondAdmin = await loginAs(
      t.app,
      await createUser(t.db, instituteId, { is_institute_admin: true }),
    );
    const responses = await Promise.all(
      [adminCookie, secondAdmin].map((cookie) =>
        apiClient(t.app, cookie).put(url(user.id, request.id, 'approve'), { notify_user: false }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([204, 400]);
    expect(await historyOf(user.id)).toHaveLength(1);
  });
});

describe('reject (incomplete)', () => {
  it('needs a reason (422), then marks the request incomplete and emails the reason', async () => {
    const user = await educator();
    const request = await createPointRequest(t.db, instituteId, user.id);
    const blank = await apiClient(t.app, adminCookie).put(url(user.id, request.id, 'reject'), {
      reason: ' ',
    });
    expect(blank.statusCode).toBe(422);
    expect(json(blank)).toMatchObject({ code: 2, messages: { reason: ["can't be blank"] } });
    const long = await apiClient(t.app, adminCookie).put(url(user.id, request.id, 'reject'), {
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(422);
    const response = await apiClient(t.app, adminCookie).put(url(user.id, request.id, 'reject'), {
      reason: 'Please attach the certificate',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await requestRow(t.db, instituteId, request.id)).toMatchObject({
      status: 2,
      reason: 'Please attach the certificate',
    });
    const [email] = await outboxFor(user.email);
    expect(email!.text_body).toContain('Reason: Please attach the certificate');
    expect(await historyOf(user.id)).toEqual([]);
  });
});

describe('convert', () => {
  it('flips the kind, clearing what the new kind does not have', async () => {
    const user = await educator();
    const rea = await createPointRequest(t.db, instituteId, user.id, {
      type: 'ReaPointRequest',
      learning_journey_equivalent: true,
    });
    const response = await apiClient(t.app, adminCookie).put(url(user.id, rea.id, 'convert'), {
      type: 'VocationalPointRequest',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await requestRow(t.db, instituteId, rea.id)).toMatchObject({
      type: 'VocationalPointRequest',
      learning_journey_equivalent: false,
      status: 0,
    });
    const [email] = await outboxFor(user.email);
    expect(email!.subject).toBe('Activity type changed: Industry placement');

    const voc = await createPointRequest(t.db, instituteId, user.id, { unit_codes: 'BSB101' });
    const back = await apiClient(t.app, adminCookie).put(url(user.id, voc.id, 'convert'), {
      notify_user: false,
    });
    expect(back.statusCode).toBe(204);
    expect(await requestRow(t.db, instituteId, voc.id)).toMatchObject({
      type: 'ReaPointRequest',
      unit_codes: null,
    });
    const same = await apiClient(t.app, adminCookie).put(url(user.id, voc.id, 'convert'), {
      type: 'ReaPointRequest',
    });
    expect(same.statusCode).toBe(400);
  });

  it('is always allowed to the supervisor of the educator; approve only when the institute allows', async () => {
    await allowSupervisors([]);
    const user = await educator();
    const request = await createPointRequest(t.db, instituteId, user.id);
    const client = apiClient(t.app, supervisorCookie);
    expect((await client.put(url(user.id, request.id, 'approve'), {})).statusCode).toBe(403);
    expect((await client.put(url(user.id, request.id, 'reject'), { reason: 'No' })).statusCode).toBe(403);
    expect((await client.put(url(user.id, request.id, 'convert'), {})).statusCode).toBe(204);
    await allowSupervisors(['external_professional_currency_point_requests']);
    const approved = await client.put(url(user.id, request.id, 'approve'), {});
    await allowSupervisors([]);
    expect(approved.statusCode, approved.body).toBe(204);
  });
});

describe('every decision', () => {
  it('refuses a request already approved or incomplete with 400 code 1', async () => {
    const user = await educator();
    for (const status of [1, 2]) {
      const request = await createPointRequest(t.db, instituteId, user.id, { status });
      for (const [verb, body] of [
        ['approve', {}],
        ['reject', { reason: 'Again' }],
        ['convert', {}],
      ] as const) {
        const response = await apiClient(t.app, adminCookie).put(url(user.id, request.id, verb), body);
        expect(response.statusCode, `${verb} of status ${status}`).toBe(400);
        expect(json(response)).toMatchObject({ code: 1 });
      }
    }
  });

  it('answers 401 signed out, 403 to an educator, 404 for another institute’s request', async () => {
    const user = await educator();
    const request = await createPointRequest(t.db, instituteId, user.id);
    expect((await apiClient(t.app).put(url(user.id, request.id, 'approve'), {})).statusCode).toBe(401);
    const educatorCookie = await loginAs(t.app, user);
    expect(
      (await apiClient(t.app, educatorCookie).put(url(user.id, request.id, 'approve'), {})).statusCode,
    ).toBe(403);
    const other = await createInstitute(t.db);
    const foreignUser = await createUser(t.db, other.id, { is_educator: true });
    const foreign = await createPointRequest(t.db, other.id, foreignUser.id);
    const response = await apiClient(t.app, adminCookie).put(url(foreignUser.id, foreign.id, 'approve'), {});
    expect(response.statusCode).toBe(404);
    expect((await requestRow(t.db, other.id, foreign.id)).status).toBe(0);
  });
});

describe('notifyNewPointRequests', () => {
  it('emails the recipients the institute names for each kind, skipping inactive ones', async () => {
    await t.db
      .update(institutes)
      .set({
        vocational_point_approval_email_to: ['supervisor'],
        professional_point_approval_email_to: ['supervisor', 'institute_admins'],
      })
      .where(eq(institutes.id, instituteId));
    const inactiveAdmin = await createUser(t.db, instituteId, { is_institute_admin: true, active: false });
    const user = await educator();
    const summary = { activity_date: '2026-03-14', points: 2, user_id: user.id };
    await notifyNewPointRequests(t.db, t.app.deps, instituteId, [
      { ...summary, type: 'VocationalPointRequest', activity_name: 'Placement' },
      { ...summary, type: 'ReaPointRequest', activity_name: 'Conference' },
    ]);
    const [toSupervisor] = await outboxFor(supervisor.email);
    expect(toSupervisor!.text_body).toContain('Placement');
    expect(toSupervisor!.text_body).toContain('Conference');
    const [toAdmin] = await outboxFor(admin.email);
    expect(toAdmin!.text_body).toContain('Conference');
    expect(toAdmin!.text_body).not.toContain('Placement');
    expect(await outboxFor(inactiveAdmin.email)).toEqual([]);
  });
});
