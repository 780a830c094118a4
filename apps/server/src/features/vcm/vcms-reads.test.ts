import type { TVcm, TVcmListRow, TVcmProfessionalQualification, TVcmUnitResponse } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createUser, loginAs } from '../../../test/factories.js';
import { delegations, vcm_history_logs, vcm_work_experiences, vcms } from '../../db/schema/index.js';
import {
  createVcmRow,
  historyOf,
  responseRow,
  vcmFixture,
  vcmRow,
  YEAR,
  type VcmFixture,
} from './test-support.js';

/** VCM reads and the educator's create (issue 18). */
let t: TestApp;
let f: VcmFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await vcmFixture(t);
});
afterAll(() => t.close());

const as = (who: keyof VcmFixture['cookies']) => apiClient(t.app, f.cookies[who]);
type List = { data: TVcmListRow[]; meta: { total: number } };

describe('GET vcms and vcms.csv', () => {
  it('lists in-review VCMs by default, every status on request; a supervisor only theirs; CSV with the same rows', async () => {
    const owner = await f.newEducator();
    const inReview = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      responses: { U1: 'in_review' },
    });
    const approved = await createVcmRow(t.db, f.catalogue, {
      owner: await f.newEducator(),
      approver: f.people.approver,
      status: 'approved',
      approvedAt: new Date(),
    });
    const elsewhere = await createUser(t.db, f.institute.id, { is_educator: true });
    const notMine = await createVcmRow(t.db, f.catalogue, { owner: elsewhere, approver: f.people.admin });

    const adminList = json<List>(await as('admin').get('/api/v1/vcms?per_page=100'));
    const ids = adminList.data.map((r) => r.id);
    expect(ids).toContain(inReview.id);
    expect(ids).toContain(notMine.id);
    expect(ids).not.toContain(approved.id);
    expect(adminList.data.every((r) => r.status === 'in_review')).toBe(true);
    const row = adminList.data.find((r) => r.id === inReview.id)!;
    expect(row).toMatchObject({
      status_label: 'In Review',
      revision_text: 'Revision 1',
      owner_user: { id: owner.id, full_name: `${owner.given_name} ${owner.family_name}` },
      approver_user: { id: f.people.approver.id },
    });
    const all = json<List>(await as('admin').get('/api/v1/vcms?q[status_eq]=all&per_page=100'));
    expect(all.data.map((r) => r.id)).toContain(approved.id);
    const byOwner = json<List>(await as('admin').get(`/api/v1/vcms?q[owner_user_id_eq]=${owner.id}`));
    expect(byOwner.data.map((r) => r.id)).toEqual([inReview.id]);

    const approverList = json<List>(await as('approver').get('/api/v1/vcms?per_page=100'));
    expect(approverList.data.map((r) => r.id)).not.toContain(notMine.id);
    expect(json<List>(await as('supervisor').get('/api/v1/vcms')).data).toEqual([]);

    const csv = await as('admin').get(`/api/v1/vcms.csv?q[owner_user_id_eq]=${owner.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, line, ...rest] = csv.body.trim().split('\n');
    expect(header).toBe(
      'Educator,Employee Number,Year,Revision,Status,Approver,Created At (Australia/Melbourne),' +
        'Approved At (Australia/Melbourne)',
    );
    expect(line).toContain(
      `${owner.given_name} ${owner.family_name},${owner.unique_identifier},${YEAR},Revision 1,In Review`,
    );
    expect(rest).toEqual([]);
    expect((await as('admin').get('/api/v1/vcms?q[unknown_eq]=1')).statusCode).toBe(400);
  });
});

describe('GET vcms/{id}, courses, professional_qualifications, history_logs', () => {
  it('shows the VCM with its courses, counts, currency text, feedback note and the caller’s abilities', async () => {
    const owner = await f.newEducator();
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      courses: ['C1'],
      responses: {
        U1: 'approved',
        U2: { status: 'in_review', feedback_at: new Date('2024-01-01'), answered_at: new Date('2024-02-01') },
        U5: 'needs_attention',
      },
      qualifications: { PQ1: 'approved' },
    });
    const detail = json<{ data: TVcm }>(await as('approver').get(`/api/v1/vcms/${vcm.id}`)).data;
    expect(detail).toMatchObject({
      id: vcm.id,
      status: 'in_review',
      current_units_text: '1 of 3 units current',
      item_counts: { approved: 2, in_review: 1, needs_attention: 1, saved: 0, unsubmitted: 0 },
      updated_since_feedback: true,
      can: { review: true, delegate: true, force_status: false, missing_units_check: false },
      courses: [{ code: 'C1', unit_ids: [f.catalogue.units.U1, f.catalogue.units.U2, f.catalogue.units.U3] }],
    });
    expect(detail.units.map((u) => u.code)).toEqual(['U1', 'U2', 'U5']);
    const adminDetail = json<{ data: TVcm }>(await as('admin').get(`/api/v1/vcms/${vcm.id}`)).data;
    expect(adminDetail.can).toEqual({
      review: true,
      delegate: true,
      force_status: true,
      missing_units_check: true,
    });

    const courses = json<{ data: { code: string; unit_counts: object }[] }>(
      await as('approver').get(`/api/v1/vcms/${vcm.id}/courses`),
    );
    expect(courses.data).toMatchObject([{ code: 'C1', unit_counts: { approved: 1, in_review: 1 } }]);
    const qualifications = json<{ data: object[] }>(
      await as('approver').get(`/api/v1/vcms/${vcm.id}/professional_qualifications`),
    );
    expect(qualifications.data).toMatchObject([
      { professional_qualification: { code: 'PQ1' }, status: 'approved' },
    ]);
  });

  it('keeps feedback current only until the item is approved: no "updated since feedback" after that', async () => {
    const feedback = {
      approver_feedback: 'Please add the dates',
      feedback_at: new Date('2024-01-01'),
      answered_at: new Date('2024-02-01'),
    };
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner: await f.newEducator(),
      approver: f.people.approver,
      courses: ['C1'],
      responses: { U1: { status: 'approved', ...feedback }, U2: { status: 'in_review', ...feedback } },
      qualifications: { PQ1: { status: 'approved', ...feedback }, PQ2: { status: 'in_review', ...feedback } },
    });
    const units = json<{ data: TVcmUnitResponse[] }>(
      await as('approver').get(`/api/v1/vcms/${vcm.id}/unit_responses?course_id=${f.catalogue.courses.C1}`),
    ).data;
    expect(units.map((u) => [u.unit.code, u.updated_since_feedback])).toEqual([
      ['U1', false],
      ['U2', true],
    ]);
    const qualifications = json<{ data: TVcmProfessionalQualification[] }>(
      await as('approver').get(`/api/v1/vcms/${vcm.id}/professional_qualifications`),
    ).data;
    expect(qualifications.map((q) => [q.professional_qualification.code, q.updated_since_feedback])).toEqual([
      ['PQ1', false],
      ['PQ2', true],
    ]);

    // Only approved items carry feedback: nothing is current, so the header says nothing either.
    const settled = await createVcmRow(t.db, f.catalogue, {
      owner: await f.newEducator(),
      approver: f.people.approver,
      responses: { U1: { status: 'approved', ...feedback } },
      qualifications: { PQ1: { status: 'approved', ...feedback } },
    });
    const detail = json<{ data: TVcm }>(await as('approver').get(`/api/v1/vcms/${settled.id}`)).data;
    expect(detail.updated_since_feedback).toBe(false);
  });

  it('pages the history newest first with the user and educator visibility', async () => {
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner: await f.newEducator(),
      approver: f.people.approver,
    });
    await t.db.insert(vcm_history_logs).values(
      [1, 2, 3].map((n) => ({
        institute_id: f.institute.id,
        vcm_id: vcm.id,
        event: 'forced',
        description: `Event ${n}`,
        user_id: n === 3 ? f.people.admin.id : null,
        educator_visible: n !== 2,
        created_at: new Date(`2026-01-0${n}T00:00:00Z`),
      })),
    );
    const page1 = json<{
      data: { description: string; user: unknown; educator_visible: boolean }[];
      meta: object;
    }>(await as('approver').get(`/api/v1/vcms/${vcm.id}/history_logs?per_page=2`));
    expect(page1.meta).toEqual({ total: 3, page: 1, per_page: 2 });
    expect(page1.data.map((h) => h.description)).toEqual(['Event 3', 'Event 2']);
    expect(page1.data[0]).toMatchObject({ user: { id: f.people.admin.id }, educator_visible: true });
    expect(page1.data[1]).toMatchObject({ user: null, educator_visible: false });
    const page2 = json<{ data: { description: string }[] }>(
      await as('approver').get(`/api/v1/vcms/${vcm.id}/history_logs?page=2&per_page=2`),
    );
    expect(page2.data.map((h) => h.description)).toEqual(['Event 1']);
  });

  it('answers 401 signed out, 403 without vcm.view, 404 for another institute, VCM off, or an unknown id', async () => {
    const vcm = await createVcmRow(t.db, f.catalogue, {
      owner: await f.newEducator(),
      approver: f.people.approver,
    });
    for (const path of ['', '/courses', '/unit_responses', '/professional_qualifications', '/history_logs']) {
      const url = `/api/v1/vcms/${vcm.id}${path}`;
      expect((await apiClient(t.app).get(url)).statusCode).toBe(401);
      expect((await as('educator').get(url)).statusCode).toBe(403);
      expect((await as('otherAdmin').get(url)).statusCode).toBe(404);
      expect((await as('disabledAdmin').get(url)).statusCode).toBe(404);
    }
    expect((await as('admin').get('/api/v1/vcms/2147483647')).statusCode).toBe(404);
    expect((await as('admin').get('/api/v1/vcms/2147483647/history_logs')).statusCode).toBe(404);
    expect((await as('admin').get('/api/v1/vcms/2147483648')).statusCode).toBe(422);
    expect((await as('disabledAdmin').get('/api/v1/vcms')).statusCode).toBe(404);
  });
});

describe('GET vcms/check and show_last_approved_vcm', () => {
  it('counts the signed-in approver’s VCMs in review; 404 while VCM is disabled', async () => {
    const approver = await createUser(t.db, f.institute.id, { is_supervisor: true });
    const cookie = await loginAs(t.app, approver);
    const check = () => apiClient(t.app, cookie).get('/api/v1/vcms/check');
    expect(json(await check())).toEqual({ data: { in_review_count: 0 } });
    await createVcmRow(t.db, f.catalogue, { owner: await f.newEducator(), approver });
    await createVcmRow(t.db, f.catalogue, { owner: await f.newEducator(), approver, status: 'draft' });
    expect(json(await check())).toEqual({ data: { in_review_count: 1 } });
    expect((await as('disabledAdmin').get('/api/v1/vcms/check')).statusCode).toBe(404);
    expect((await apiClient(t.app).get('/api/v1/vcms/check')).statusCode).toBe(401);
  });

  it('a delegate’s count holds the VCMs of the supervisor they act for today, and only while they do', async () => {
    const away = await createUser(t.db, f.institute.id, { is_supervisor: true });
    const delegate = await createUser(t.db, f.institute.id, { is_supervisor: true });
    const check = async () => apiClient(t.app, await loginAs(t.app, delegate)).get('/api/v1/vcms/check');
    await createVcmRow(t.db, f.catalogue, { owner: await f.newEducator(), approver: away });
    expect(json(await check())).toEqual({ data: { in_review_count: 0 } });
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [delegation] = await t.db
      .insert(delegations)
      .values({
        institute_id: f.institute.id,
        supervisor_id: away.id,
        delegate_id: delegate.id,
        starts_on: day(-2),
        ends_on: day(2),
      })
      .returning();
    expect(json(await check())).toEqual({ data: { in_review_count: 1 } });
    await t.db.update(delegations).set({ ended_at: new Date() }).where(eq(delegations.id, delegation!.id));
    expect(json(await check())).toEqual({ data: { in_review_count: 0 } });
  });

  it('answers the user’s latest approved VCM, or null', async () => {
    const owner = await f.newEducator();
    const url = `/api/v1/vcms/show_last_approved_vcm?user_id=${owner.id}`;
    expect(json(await as('admin').get(url))).toEqual({ data: null });
    const approved = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      status: 'approved',
      approvedAt: new Date(),
    });
    expect(json<{ data: TVcmListRow }>(await as('admin').get(url)).data.id).toBe(approved.id);
    expect(json(await as('supervisor').get(url))).toEqual({ data: null });
    expect((await as('admin').get('/api/v1/vcms/show_last_approved_vcm')).statusCode).toBe(422);
  });
});

describe('POST vcms', () => {
  it('creates revision 1 for an educator: draft, their supervisor approves, units of the courses unsubmitted; 201 with the id', async () => {
    const owner = await f.newEducator();
    const cookie = await loginAs(t.app, owner);
    const response = await apiClient(t.app, cookie).post('/api/v1/vcms', {
      vcm: {
        course_ids: [f.catalogue.courses.C1],
        professional_qualification_ids: [f.catalogue.qualifications.PQ2],
      },
    });
    expect(response.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(response).data;
    expect(await vcmRow(t.db, id)).toMatchObject({
      status: 'draft',
      revision: 1,
      year: YEAR,
      approver_user_id: f.people.approver.id,
    });
    expect(await responseRow(t.db, id, f.catalogue.units.U1!)).toMatchObject({ status: 'unsubmitted' });
    expect((await historyOf(t.db, id)).map((h) => [h.description, h.user_id])).toEqual([
      ['Revision 1 created', owner.id],
    ]);
    const again = await apiClient(t.app, cookie).post('/api/v1/vcms', {});
    expect(again.statusCode).toBe(400);
    expect(json(again)).toMatchObject({
      message: 'This VCM year already has a revision that is not approved.',
    });
  });

  it('lets an admin create one for an educator (201), with the admin in the history', async () => {
    const owner = await f.newEducator();
    const response = await as('admin').post('/api/v1/vcms', {
      vcm: { owner_user_id: owner.id, course_ids: [f.catalogue.courses.C2] },
    });
    expect(response.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(response).data;
    expect(await vcmRow(t.db, id)).toMatchObject({ owner_user_id: owner.id, status: 'draft' });
    expect((await historyOf(t.db, id)).map((h) => h.user_id)).toEqual([f.people.admin.id]);
  });

  it('copies the last approved revision forward: approved answers stay (previously approved), others saved', async () => {
    const owner = await f.newEducator();
    const last = await createVcmRow(t.db, f.catalogue, {
      owner,
      approver: f.people.approver,
      status: 'approved',
      approvedAt: new Date(),
      courses: ['C2'],
      responses: { U3: 'approved', U4: 'needs_attention' },
      qualifications: { PQ1: 'approved' },
    });
    const lastU3 = (await responseRow(t.db, last.id, f.catalogue.units.U3!))!;
    await t.db.insert(vcm_work_experiences).values({
      institute_id: f.institute.id,
      unit_response_id: lastU3.id,
      employer_name: 'Acme',
      job_role: 'Welder',
      year_from: 2010,
    });
    const cookie = await loginAs(t.app, owner);
    const created = await apiClient(t.app, cookie).post('/api/v1/vcms');
    expect(created.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(created).data;
    expect(await vcmRow(t.db, id)).toMatchObject({ revision: 2, status: 'draft' });
    const responses = json<{ data: TVcmUnitResponse[] }>(
      await as('admin').get(`/api/v1/vcms/${id}/unit_responses`),
    ).data;
    expect(
      responses.map((r) => [r.unit.code, r.status, r.previously_approved, r.work_experiences.length]),
    ).toEqual([
      ['U3', 'approved', true, 1],
      ['U4', 'saved', false, 0],
    ]);
    const qualifications = json<{ data: { status: string; previously_approved: boolean }[] }>(
      await as('admin').get(`/api/v1/vcms/${id}/professional_qualifications`),
    ).data;
    expect(qualifications).toMatchObject([{ status: 'approved', previously_approved: true }]);
    expect((await historyOf(t.db, id)).map((h) => h.description)).toEqual([
      'Revision 2 created from the last approved VCM',
    ]);
  });

  it('refuses a non-educator (403), VCM off (404), another year’s catalogue id (422), a bad year (422)', async () => {
    expect((await as('supervisor').post('/api/v1/vcms', {})).statusCode).toBe(403);
    const noOwner = await as('admin').post('/api/v1/vcms', {});
    expect(json(noOwner)).toMatchObject({ code: 2, messages: { owner_user_id: ["can't be blank"] } });
    const notEducator = await as('admin').post('/api/v1/vcms', {
      vcm: { owner_user_id: f.people.supervisor.id },
    });
    expect(json(notEducator)).toMatchObject({
      messages: { owner_user_id: ['is not an educator with VCM enabled'] },
    });
    const forOther = await as('approver').post('/api/v1/vcms', {
      vcm: { owner_user_id: f.people.educator.id },
    });
    expect(forOther.statusCode).toBe(403);
    expect((await as('disabledAdmin').post('/api/v1/vcms', {})).statusCode).toBe(404);
    expect((await apiClient(t.app).post('/api/v1/vcms', {})).statusCode).toBe(401);
    const owner = await f.newEducator();
    const cookie = await loginAs(t.app, owner);
    const wrong = await apiClient(t.app, cookie).post('/api/v1/vcms', { vcm: { course_ids: [2147483647] } });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ messages: { course_ids: ['must be of the year’s catalogue'] } });
    const year = await apiClient(t.app, cookie).post('/api/v1/vcms', { vcm: { year: 1999 } });
    expect(year.statusCode).toBe(422);
    expect(await t.db.select().from(vcms).where(eq(vcms.owner_user_id, owner.id))).toEqual([]);
  });
});
