import type { TMyVcm, TMyVcmCatalogue, TMyVcmListRow, TVcmHistoryLog } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { vcm_history_logs, vcms } from '../../db/schema/index.js';
import { createVcmRow, historyOf, vcmFixture, YEAR, type VcmFixture } from './test-support.js';

/** My VCM's reads, start and access (issue 21): own VCMs only, VCM off, staff-only calls. */
let t: TestApp;
let f: VcmFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await vcmFixture(t);
});
afterAll(() => t.close());

const as = (cookie: string) => apiClient(t.app, cookie);
async function signedInEducator() {
  const user = await f.newEducator();
  return { user, cookie: await loginAs(t.app, user) };
}

describe('GET my/vcms and GET my/vcms/{id}', () => {
  it('lists my revisions with their abilities, and shows one with units, qualifications and feedback', async () => {
    const me = await signedInEducator();
    const approved = await createVcmRow(t.db, f.catalogue, {
      owner: me.user,
      approver: f.people.approver,
      status: 'approved',
      year: YEAR - 1,
      approvedAt: new Date('2025-06-01T00:00:00Z'),
      responses: { U1: 'approved' },
    });
    const returned = await createVcmRow(t.db, f.catalogue, {
      owner: me.user,
      approver: f.people.approver,
      status: 'needs_attention',
      courses: ['C1'],
      responses: {
        U1: 'approved',
        U2: { status: 'needs_attention', approver_feedback: 'Add your diploma' },
        U3: 'approved',
      },
      qualifications: { PQ1: 'approved' },
    });
    await createVcmRow(t.db, f.catalogue, { owner: await f.newEducator(), status: 'draft' });

    const list = await as(me.cookie).get('/api/v1/my/vcms');
    expect(list.statusCode).toBe(200);
    const data = json<{ data: { revisions: TMyVcmListRow[]; year: number; can_start: boolean } }>(list).data;
    expect(data.revisions.map((r) => [r.id, r.status, r.can])).toEqual([
      [returned.id, 'needs_attention', { edit: true, submit: true }],
      [approved.id, 'approved', { edit: false, submit: false }],
    ]);
    expect(data).toMatchObject({ year: YEAR, can_start: false });
    expect(data.revisions[0]!.item_counts).toMatchObject({ approved: 3, needs_attention: 1 });

    const detail = await as(me.cookie).get(`/api/v1/my/vcms/${returned.id}`);
    expect(detail.statusCode).toBe(200);
    const vcm = json<{ data: TMyVcm }>(detail).data;
    expect(vcm.courses.map((c) => c.code)).toEqual(['C1']);
    expect(vcm.unit_responses.map((r) => [r.unit.code, r.status, r.can_edit, r.approver_feedback])).toEqual([
      ['U1', 'approved', false, null],
      ['U2', 'needs_attention', true, 'Add your diploma'],
      ['U3', 'approved', false, null],
    ]);
    expect(
      vcm.professional_qualifications.map((q) => [q.professional_qualification.code, q.can_edit]),
    ).toEqual([['PQ1', false]]);
  });

  it('answers 404 for another educator’s VCM and another institute’s, on every call', async () => {
    const me = await signedInEducator();
    const theirs = await createVcmRow(t.db, f.catalogue, {
      owner: await f.newEducator(),
      status: 'draft',
      courses: ['C1'],
      responses: { U1: 'saved' },
      qualifications: { PQ1: 'saved' },
    });
    const u1 = f.catalogue.units.U1!;
    const pq1 = f.catalogue.qualifications.PQ1!;
    const calls = [
      as(me.cookie).get(`/api/v1/my/vcms/${theirs.id}`),
      as(me.cookie).get(`/api/v1/my/vcms/${theirs.id}/history_logs`),
      as(me.cookie).put(`/api/v1/my/vcms/${theirs.id}/submit`),
      as(me.cookie).put(`/api/v1/my/vcms/${theirs.id}/unit_responses/${u1}`, {
        vcm_unit_response: { has_current_unit: true },
      }),
      as(me.cookie).post(`/api/v1/my/vcms/${theirs.id}/unit_responses/${u1}/work_experiences`, {
        vcm_work_experience: { employer_name: 'A', job_role: 'B', year_from: 2020 },
      }),
      as(me.cookie).delete(`/api/v1/my/vcms/${theirs.id}/professional_qualifications/${pq1}`),
      as(me.cookie).get(`/api/v1/my/vcms/${theirs.id}/supporting_documents/1`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await historyOf(t.db, theirs.id)).toEqual([]);
  });

  it('hides My VCM (404) while the institute has VCM off; 403 with a message when my employment type has it off', async () => {
    const off = await createUser(t.db, f.disabled.id, { is_educator: true });
    expect((await as(await loginAs(t.app, off)).get('/api/v1/my/vcms')).statusCode).toBe(404);
    const noType = await createUser(t.db, f.institute.id, { is_educator: true });
    const refused = await as(await loginAs(t.app, noType)).post('/api/v1/my/vcms', {});
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ message: 'VCM is not enabled for your employment type.' });
    expect((await as(f.cookies.approver).get('/api/v1/my/vcms')).statusCode).toBe(403);
  });

  it('keeps the staff VCM calls staff-only: 403 to an educator', async () => {
    const me = await signedInEducator();
    const mine = await createVcmRow(t.db, f.catalogue, {
      owner: me.user,
      approver: f.people.approver,
      responses: { U1: 'in_review' },
    });
    const u1 = f.catalogue.units.U1!;
    const calls = [
      as(me.cookie).get('/api/v1/vcms'),
      as(me.cookie).get(`/api/v1/vcms/${mine.id}`),
      as(me.cookie).put(`/api/v1/vcms/${mine.id}/approve`),
      as(me.cookie).put(`/api/v1/vcms/${mine.id}/reject`),
      as(me.cookie).put(`/api/v1/vcms/${mine.id}/unit_responses/${u1}/approve`),
      as(me.cookie).put(`/api/v1/vcms/${mine.id}/unit_responses/${u1}/reject`, {
        vcm_unit_response: { approver_feedback: 'Mine' },
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, response.body).toBe(403);
  });
});

describe('POST my/vcms and GET my/vcms/catalogue', () => {
  it('answers the year’s courses (with unit counts) and qualifications', async () => {
    const me = await signedInEducator();
    const response = await as(me.cookie).get('/api/v1/my/vcms/catalogue');
    expect(response.statusCode).toBe(200);
    const data = json<{ data: TMyVcmCatalogue }>(response).data;
    expect(data.courses.map((c) => [c.code, c.unit_count])).toEqual([
      ['C1', 3],
      ['C2', 2],
    ]);
    expect(data.professional_qualifications.map((q) => q.code)).toEqual(['PQ1', 'PQ2']);
  });

  it('starts a revision carrying the last approved answers forward, then refuses a second open one', async () => {
    const me = await signedInEducator();
    await createVcmRow(t.db, f.catalogue, {
      owner: me.user,
      status: 'approved',
      approvedAt: new Date(),
      courses: ['C1'],
      responses: { U1: 'approved', U2: 'approved' },
      qualifications: { PQ1: 'approved' },
    });
    const started = await as(me.cookie).post('/api/v1/my/vcms', { vcm: {} });
    expect(started.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(started).data;
    const vcm = json<{ data: TMyVcm }>(await as(me.cookie).get(`/api/v1/my/vcms/${id}`)).data;
    expect(vcm).toMatchObject({ status: 'draft', revision: 2, can: { edit: true, submit: false } });
    expect(vcm.unit_responses.map((r) => [r.unit.code, r.status, r.previously_approved])).toEqual([
      ['U1', 'approved', true],
      ['U2', 'approved', true],
      ['U3', 'unsubmitted', false],
    ]);
    expect(vcm.professional_qualifications.map((q) => q.status)).toEqual(['approved']);
    const again = await as(me.cookie).post('/api/v1/my/vcms', {});
    expect(again.statusCode).toBe(400);
    const list = json<{ data: { can_start: boolean } }>(await as(me.cookie).get('/api/v1/my/vcms')).data;
    expect(list.can_start).toBe(false);
  });

  it('starts one revision when two starts arrive at once: the other is refused, never a 500', async () => {
    const me = await signedInEducator();
    const responses = await Promise.all([1, 2, 3].map(() => as(me.cookie).post('/api/v1/my/vcms', {})));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
    const started = json<{ data: { id: number } }>(responses.find((r) => r.statusCode === 201)!).data;
    const stored = await t.db
      .select({ id: vcms.id, revision: vcms.revision })
      .from(vcms)
      .where(eq(vcms.owner_user_id, me.user.id));
    expect(stored).toEqual([{ id: started.id, revision: 1 }]);
  });

  it('starts a first revision with the courses chosen; an unknown course is a 422 field message', async () => {
    const me = await signedInEducator();
    const bad = await as(me.cookie).post('/api/v1/my/vcms', { vcm: { course_ids: [2_147_483_647] } });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({
      code: 2,
      messages: { course_ids: ['must be of the year’s catalogue'] },
    });
    const ok = await as(me.cookie).post('/api/v1/my/vcms', {
      vcm: {
        course_ids: [f.catalogue.courses.C2],
        professional_qualification_ids: [f.catalogue.qualifications.PQ2],
      },
    });
    expect(ok.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(ok).data;
    const vcm = json<{ data: TMyVcm }>(await as(me.cookie).get(`/api/v1/my/vcms/${id}`)).data;
    expect(vcm.unit_responses.map((r) => r.unit.code)).toEqual(['U3', 'U4']);
    expect(vcm.professional_qualifications.map((q) => [q.professional_qualification.code, q.status])).toEqual(
      [['PQ2', 'unsubmitted']],
    );
  });
});

describe('GET my/vcms/{id}/history_logs', () => {
  it('shows only the lines marked educator-visible', async () => {
    const me = await signedInEducator();
    const vcm = await createVcmRow(t.db, f.catalogue, { owner: me.user, status: 'in_review' });
    await t.db.insert(vcm_history_logs).values([
      {
        institute_id: f.institute.id,
        vcm_id: vcm.id,
        event: 'created',
        description: 'Revision 1 created',
        educator_visible: true,
      },
      {
        institute_id: f.institute.id,
        vcm_id: vcm.id,
        event: 'delegated',
        description: 'Approver changed',
        educator_visible: false,
      },
    ]);
    const response = await as(me.cookie).get(`/api/v1/my/vcms/${vcm.id}/history_logs`);
    expect(response.statusCode).toBe(200);
    const body = json<{ data: TVcmHistoryLog[]; meta: { total: number } }>(response);
    expect(body.data.map((l) => l.description)).toEqual(['Revision 1 created']);
    expect(body.meta.total).toBe(1);
  });
});
