import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import {
  cached_uploads,
  domains,
  email_outbox,
  points_histories,
  points_history_evidences,
  vocational_activities,
  type UserRow,
} from '../../db/schema/index.js';
import { onLedgerChange } from './ledger-hooks.js';
import { uploadEvidence, vocationalEntry } from './points-test-support.js';

/** POST users/{id}/points_vocationals and points_reas (issue 16): Add External Currency. */
let t: TestApp;
let instituteId: number;
let admin: UserRow;
let supervisor: UserRow;
let educator: UserRow;
let otherEducator: UserRow;
let adminCookie: string;
let supervisorCookie: string;
let educatorCookie: string;
let activityId: number;
let foreignActivityId: number;
let domainId: number;
let foreignUserId: number;

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
  otherEducator = await createUser(t.db, instituteId, { is_educator: true });
  adminCookie = await loginAs(t.app, admin);
  supervisorCookie = await loginAs(t.app, supervisor);
  educatorCookie = await loginAs(t.app, educator);
  const [activity] = await t.db
    .insert(vocational_activities)
    .values({ institute_id: instituteId, name: 'Industry release', points: 4 })
    .returning();
  activityId = activity!.id;
  const [domain] = await t.db
    .insert(domains)
    .values({ institute_id: instituteId, name: 'Teaching' })
    .returning();
  domainId = domain!.id;
  const other = await createInstitute(t.db);
  const [foreign] = await t.db
    .insert(vocational_activities)
    .values({ institute_id: other.id, name: 'Elsewhere', points: 1 })
    .returning();
  foreignActivityId = foreign!.id;
  foreignUserId = (await createUser(t.db, other.id, { is_educator: true })).id;
});
afterAll(() => t.close());

const rowsOf = (userId: number) =>
  t.db
    .select()
    .from(points_histories)
    .where(and(eq(points_histories.institute_id, instituteId), eq(points_histories.user_id, userId)));
const outboxFor = (email: string) =>
  t.db.select().from(email_outbox).where(eq(email_outbox.to_address, email));

describe('POST users/{id}/points_vocationals', () => {
  it('adds the row, promotes the evidence, emails the educator and answers 201 with the row', async () => {
    const fileId = await uploadEvidence(t.app, adminCookie);
    const changes: unknown[] = [];
    const stop = onLedgerChange(async (_tx, _deps, change) => void changes.push(change));
    const response = await apiClient(t.app, adminCookie).post(
      `/api/v1/users/${educator.id}/points_vocationals`,
      {
        points_vocational: vocationalEntry({
          domain_id: domainId,
          unit_codes: 'BSBWHS411',
          evidences_attributes: [{ file_id: fileId }],
        }),
        notify_user: true,
      },
    );
    stop();
    expect(response.statusCode).toBe(201);
    const { data } = json<{ data: Record<string, unknown> }>(response);
    expect(data).toMatchObject({
      type: 'PointsVocational',
      type_label: 'Vocational Currency',
      date: '2026-03-14',
      points: 2.5,
      activity_name: 'Industry placement',
      activity_interval: 'days',
      domain_name: 'Teaching',
      unit_codes: 'BSBWHS411',
      evidence_attached: true,
      user_given_name: educator.given_name,
      program: null,
      can: { delete: true },
    });
    const [row] = (await rowsOf(educator.id)).filter((r) => r.id === data.id);
    expect(row).toMatchObject({
      type: 'PointsVocational',
      points: 2.5,
      activity_duration: 3,
      vocational_activity_id: null,
      created_by_id: admin.id,
      notes: 'Hosted by a local firm',
    });
    const evidences = await t.db
      .select()
      .from(points_history_evidences)
      .where(eq(points_history_evidences.points_history_id, row!.id));
    expect(evidences).toHaveLength(1);
    expect(evidences[0]).toMatchObject({
      upload_id: fileId,
      filename: 'evidence.png',
      mime_type: 'image/png',
    });
    expect(await t.app.deps.storage.get(evidences[0]!.storage_key)).toBeDefined();
    // Promoted: no longer in the cache; the evidence row holds the file.
    const [upload] = await t.db.select().from(cached_uploads).where(eq(cached_uploads.upload_id, fileId));
    expect(upload).toBeUndefined();
    const mails = await outboxFor(educator.email);
    expect(mails.map((m) => m.subject)).toContain('External currency added: Industry placement');
    expect(changes).toEqual([{ instituteId, userId: educator.id, dates: ['2026-03-14'] }]);
  });

  it('takes the name of the chosen vocational activity and sends no email without notify_user', async () => {
    const before = (await outboxFor(otherEducator.email)).length;
    const response = await apiClient(t.app, adminCookie).post(
      `/api/v1/users/${otherEducator.id}/points_vocationals`,
      {
        points_vocational: vocationalEntry({ vocational_activity_id: activityId, activity_name: null }),
        notify_user: false,
      },
    );
    expect(response.statusCode).toBe(201);
    const rows = await rowsOf(otherEducator.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ vocational_activity_id: activityId, activity_name: 'Industry release' });
    expect((await outboxFor(otherEducator.email)).length).toBe(before);
  });

  it('lets a supervisor add for their own educator', async () => {
    const response = await apiClient(t.app, supervisorCookie).post(
      `/api/v1/users/${educator.id}/points_vocationals`,
      { points_vocational: vocationalEntry({ activity_name: 'Supervised entry' }), notify_user: false },
    );
    expect(response.statusCode).toBe(201);
    expect((await rowsOf(educator.id)).map((r) => r.activity_name)).toContain('Supervised entry');
  });

  const invalid: [string, Record<string, unknown> | (() => Record<string, unknown>), string][] = [
    ['inform_teaching_practice', { inform_teaching_practice: 'x'.repeat(1001) }, 'inform_teaching_practice'],
    ['related_to_units', { related_to_units: 'x'.repeat(1001) }, 'related_to_units'],
    ['student_benefit', { student_benefit: 'x'.repeat(1001) }, 'student_benefit'],
    ['notes', { notes: 'x'.repeat(1001) }, 'notes'],
    ['activity_interval', { activity_interval: 'fortnights' }, 'activity_interval'],
    ['activity_date format', { activity_date: '14/03/2026' }, 'activity_date'],
    ['activity_date day', { activity_date: '2026-02-30' }, 'activity_date'],
    ['negative points', { points: -1 }, 'points'],
    ['huge points', { points: 1e9 }, 'points'],
    ['points as text', { points: 'ten' }, 'points'],
    [
      'another institute’s activity',
      () => ({ vocational_activity_id: foreignActivityId }),
      'vocational_activity_id',
    ],
    ['another institute’s domain', { domain_id: 2_000_000 }, 'domain_id'],
    ['no name for "other"', { activity_name: '' }, 'activity_name'],
  ];
  it.each(invalid)('answers 422 on %s', async (_, overrides, field) => {
    const before = (await rowsOf(otherEducator.id)).length;
    const response = await apiClient(t.app, adminCookie).post(
      `/api/v1/users/${otherEducator.id}/points_vocationals`,
      {
        points_vocational: vocationalEntry(typeof overrides === 'function' ? overrides() : overrides),
        notify_user: false,
      },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: Record<string, string[]> }>(response).messages)).toContain(field);
    expect((await rowsOf(otherEducator.id)).length).toBe(before);
  });

  it('answers 422 on evidences for someone else’s upload, and leaves that upload cached', async () => {
    const fileId = await uploadEvidence(t.app, supervisorCookie);
    const response = await apiClient(t.app, adminCookie).post(
      `/api/v1/users/${otherEducator.id}/points_vocationals`,
      {
        points_vocational: vocationalEntry({ evidences_attributes: [{ file_id: fileId }] }),
        notify_user: false,
      },
    );
    expect(response.statusCode).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(response).messages.evidences).toBeDefined();
    const [upload] = await t.db.select().from(cached_uploads).where(eq(cached_uploads.upload_id, fileId));
    expect(upload).toBeDefined();
  });

  it('answers 401 without a session', async () => {
    const response = await apiClient(t.app).post(`/api/v1/users/${educator.id}/points_vocationals`, {
      points_vocational: vocationalEntry(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to an educator and to a supervisor adding for themselves', async () => {
    const body = { points_vocational: vocationalEntry(), notify_user: false };
    expect(
      (await apiClient(t.app, educatorCookie).post(`/api/v1/users/${educator.id}/points_vocationals`, body))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await apiClient(t.app, supervisorCookie).post(
          `/api/v1/users/${supervisor.id}/points_vocationals`,
          body,
        )
      ).statusCode,
    ).toBe(403);
    expect(await rowsOf(supervisor.id)).toEqual([]);
  });

  it('answers 404 for another institute’s user and a supervisor’s non-educator', async () => {
    const body = { points_vocational: vocationalEntry(), notify_user: false };
    expect(
      (await apiClient(t.app, adminCookie).post(`/api/v1/users/${foreignUserId}/points_vocationals`, body))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await apiClient(t.app, supervisorCookie).post(
          `/api/v1/users/${otherEducator.id}/points_vocationals`,
          body,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST users/{id}/points_reas', () => {
  it('adds an external professional row with its learning journey equivalent', async () => {
    const response = await apiClient(t.app, adminCookie).post(`/api/v1/users/${educator.id}/points_reas`, {
      points_rea: vocationalEntry({
        activity_name: 'Conference',
        learning_journey_equivalent: true,
        points: 0,
      }),
      notify_user: false,
    });
    expect(response.statusCode).toBe(201);
    expect(json<{ data: Record<string, unknown> }>(response).data).toMatchObject({
      type: 'PointsRea',
      type_label: 'External Professional Currency',
      points: 0,
      learning_journey_equivalent: true,
      unit_codes: null,
    });
    const row = (await rowsOf(educator.id)).find((r) => r.activity_name === 'Conference');
    expect(row).toMatchObject({ type: 'PointsRea', learning_journey_equivalent: true, points: 0 });
  });

  it('answers 403 to a supervisor, even for their own educator', async () => {
    const response = await apiClient(t.app, supervisorCookie).post(
      `/api/v1/users/${educator.id}/points_reas`,
      {
        points_rea: vocationalEntry({ activity_name: 'Not allowed' }),
      },
    );
    expect(response.statusCode).toBe(403);
    expect((await rowsOf(educator.id)).map((r) => r.activity_name)).not.toContain('Not allowed');
  });

  it('answers 422 on a text area over 1000 characters', async () => {
    const response = await apiClient(t.app, adminCookie).post(`/api/v1/users/${educator.id}/points_reas`, {
      points_rea: vocationalEntry({ student_benefit: 'x'.repeat(1001) }),
    });
    expect(response.statusCode).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(response).messages.student_benefit).toBeDefined();
  });
});

describe('institute settings', () => {
  it('drops unit codes when the institute does not use units', async () => {
    const plain = await createInstitute(t.db, { points_file_attachment_enabled: true });
    const plainAdmin = await createUser(t.db, plain.id, { is_institute_admin: true });
    const response = await apiClient(t.app, await loginAs(t.app, plainAdmin)).post(
      `/api/v1/users/${plainAdmin.id}/points_vocationals`,
      { points_vocational: vocationalEntry({ unit_codes: 'BSBWHS411' }), notify_user: false },
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(points_histories)
      .where(eq(points_histories.institute_id, plain.id));
    expect(row).toMatchObject({ unit_codes: null, activity_name: 'Industry placement' });
  });

  it('refuses files when attachments are off and requires one when they are required', async () => {
    const off = await createInstitute(t.db, { points_file_attachment_enabled: false });
    const offAdmin = await createUser(t.db, off.id, { is_institute_admin: true });
    const offCookie = await loginAs(t.app, offAdmin);
    const fileId = await uploadEvidence(t.app, offCookie);
    const refused = await apiClient(t.app, offCookie).post(`/api/v1/users/${offAdmin.id}/points_reas`, {
      points_rea: vocationalEntry({ evidences_attributes: [{ file_id: fileId }] }),
    });
    expect(refused.statusCode).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(refused).messages.evidences).toBeDefined();

    const required = await createInstitute(t.db, {
      points_file_attachment_enabled: true,
      file_attachment_required: true,
    });
    const requiredAdmin = await createUser(t.db, required.id, { is_institute_admin: true });
    const missing = await apiClient(t.app, await loginAs(t.app, requiredAdmin)).post(
      `/api/v1/users/${requiredAdmin.id}/points_reas`,
      { points_rea: vocationalEntry() },
    );
    expect(missing.statusCode).toBe(422);
    expect(json<{ messages: Record<string, string[]> }>(missing).messages.evidences).toEqual([
      'must include at least one file',
    ]);
  });
});
