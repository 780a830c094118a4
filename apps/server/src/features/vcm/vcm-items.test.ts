import type { TVcm, TVcmMissingUnit, TVcmProfessionalQualification, TVcmUnitResponse } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { uploadEvidence } from '../points/points-test-support.js';
import {
  course_units,
  vcm_supporting_documents,
  vcm_unit_responses,
  vcm_work_experiences,
} from '../../db/schema/index.js';
import {
  createVcmRow,
  historyOf,
  responseRow,
  vcmFixture,
  type VcmFixture,
  type VcmSpec,
} from './test-support.js';

/** A VCM's items (issue 18): unit responses, edits, work experiences, decisions, qualifications, missing units. */
let t: TestApp;
let f: VcmFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await vcmFixture(t);
});
afterAll(() => t.close());

const as = (who: keyof VcmFixture['cookies']) => apiClient(t.app, f.cookies[who]);
async function vcmWith(spec: Omit<VcmSpec, 'owner'>) {
  return createVcmRow(t.db, f.catalogue, {
    owner: await f.newEducator(),
    approver: f.people.approver,
    ...spec,
  });
}
const unitUrl = (id: number, code: string, rest = '') =>
  `/api/v1/vcms/${id}/unit_responses/${f.catalogue.units[code]}${rest}`;
type Responses = { data: TVcmUnitResponse[] };
const codes = (body: Responses) => body.data.map((r) => r.unit.code);

describe('GET vcms/{id}/unit_responses', () => {
  it('filters by course (empty: Single Unit), status, extended status, currency and removed', async () => {
    const monthsAgo = (n: number) => new Date(Date.now() - n * 31 * 24 * 3600 * 1000);
    const vcm = await vcmWith({
      courses: ['C1', 'C2'],
      responses: {
        U1: { status: 'approved', approved_at: monthsAgo(1) },
        U2: { status: 'approved', previously_approved: true, approved_at: monthsAgo(30) },
        U3: 'in_review',
        U4: { status: 'unsubmitted', removed: true },
        U5: 'needs_attention',
      },
    });
    const get = async (query: string) =>
      json<Responses>(await as('approver').get(`/api/v1/vcms/${vcm.id}/unit_responses${query}`));
    const all = await get('');
    expect(codes(all)).toEqual(['U1', 'U2', 'U3', 'U5']);
    expect(all.data.find((r) => r.unit.code === 'U3')!.course_ids.sort()).toEqual(
      [f.catalogue.courses.C1!, f.catalogue.courses.C2!].sort(),
    );
    expect(codes(await get(`?course_id=${f.catalogue.courses.C2}`))).toEqual(['U3']);
    expect(codes(await get('?course_id='))).toEqual(['U5']);
    expect(codes(await get('?status=approved'))).toEqual(['U1', 'U2']);
    expect(codes(await get('?extended_status=previously_approved'))).toEqual(['U2']);
    expect(codes(await get('?extended_status=approved'))).toEqual(['U1']);
    expect(codes(await get('?currency=current'))).toEqual(['U1']);
    expect(codes(await get('?currency=not_current'))).toEqual(['U2', 'U3', 'U5']);
    expect((await get('?currency=outdated')).data.map((r) => r.currency.status)).toEqual(['outdated']);
    expect(codes(await get('?removed=true'))).toEqual(['U4']);
    const bad = await as('approver').get(`/api/v1/vcms/${vcm.id}/unit_responses?status=lost&currency=x`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ messages: object }>(bad).messages).sort()).toEqual(['currency', 'status']);
  });
});

describe('PUT vcms/{id}/unit_responses/{unit_id}', () => {
  it('answers 422 "Required" per §5 rule, and saves a valid edit with a history line', async () => {
    const vcm = await vcmWith({ responses: { U1: 'in_review' } });
    const put = (fields: object) => as('approver').put(unitUrl(vcm.id, 'U1'), { vcm_unit_response: fields });
    const equivalent = await put({ has_equivalent_unit: true, equivalent_unit_code: ' ' });
    expect(equivalent.statusCode).toBe(422);
    expect(json(equivalent)).toMatchObject({
      code: 2,
      messages: { equivalent_unit_code: ['Required'], equivalent_unit_title: ['Required'] },
    });
    const study = await put({ has_relevant_study: true, study_detail: '', study_justification: null });
    expect(json(study)).toMatchObject({
      messages: { study_detail: ['Required'], study_justification: ['Required'] },
    });
    const work = await put({ has_relevant_study: false, has_work_experience: true });
    expect(json(work)).toMatchObject({
      messages: { experience_justification: ['Required'], work_experiences: ['Required'] },
    });
    expect(await historyOf(t.db, vcm.id)).toEqual([]);
    const saved = await put({
      has_equivalent_unit: true,
      equivalent_unit_code: 'EQ1',
      equivalent_unit_title: 'Equivalent',
    });
    expect(saved.statusCode).toBe(200);
    expect(json<{ data: TVcmUnitResponse }>(saved).data).toMatchObject({
      has_equivalent_unit: true,
      equivalent_unit_code: 'EQ1',
      status: 'in_review',
    });
    expect((await historyOf(t.db, vcm.id)).map((h) => h.description)).toEqual([
      'Unit U1 response edited by reviewer',
    ]);
  });

  it('is refused out of review, for a current-unit response, and for an unknown unit', async () => {
    const draft = await vcmWith({ status: 'draft', responses: { U1: 'saved' } });
    const out = await as('approver').put(unitUrl(draft.id, 'U1'), { vcm_unit_response: {} });
    expect(json(out)).toMatchObject({ code: 1, message: 'This VCM is not in review.' });
    const current = await vcmWith({ responses: { U1: { status: 'in_review', has_current_unit: true } } });
    const refused = await as('approver').put(unitUrl(current.id, 'U1'), { vcm_unit_response: {} });
    expect(json(refused)).toMatchObject({ code: 1, message: 'A current unit response cannot be edited.' });
    expect((await as('approver').put(unitUrl(current.id, 'U2'), { vcm_unit_response: {} })).statusCode).toBe(
      404,
    );
  });
});

describe('work experiences', () => {
  it('adds (201), lists by owner, removes (204); each a history line; a later edit with one passes §5', async () => {
    const vcm = await vcmWith({ responses: { U1: 'in_review' } });
    const body = {
      vcm_work_experience: {
        employer_name: 'Acme Plumbing',
        job_role: 'Plumber',
        year_from: 2015,
        year_to: 2019,
      },
    };
    const added = await as('approver').post(unitUrl(vcm.id, 'U1', '/work_experiences'), body);
    expect(added.statusCode).toBe(201);
    const row = json<{ data: { id: number } }>(added).data;
    expect(row).toMatchObject({ employer_name: 'Acme Plumbing', year_to: 2019 });
    const edit = await as('approver').put(unitUrl(vcm.id, 'U1'), {
      vcm_unit_response: { has_work_experience: true, experience_justification: 'Five years on the tools' },
    });
    expect(edit.statusCode).toBe(200);
    const list = await as('admin').get(
      `/api/v1/vcm_work_experiences?q[owner_user_id_eq]=${vcm.owner_user_id}`,
    );
    expect(json(list)).toMatchObject({
      data: [{ id: row.id, unit_code: 'U1', vcm_id: vcm.id }],
      meta: { total: 1 },
    });
    const removed = await as('approver').delete(unitUrl(vcm.id, 'U1', `/work_experiences/${row.id}`));
    expect(removed.statusCode).toBe(204);
    expect(await t.db.select().from(vcm_work_experiences).where(eq(vcm_work_experiences.id, row.id))).toEqual(
      [],
    );
    expect(
      (await as('approver').delete(unitUrl(vcm.id, 'U1', `/work_experiences/${row.id}`))).statusCode,
    ).toBe(404);
    expect((await historyOf(t.db, vcm.id)).map((h) => h.event)).toEqual([
      'workExperienceAdded',
      'unitEdited',
      'workExperienceRemoved',
    ]);
  });

  it('answers 422 per field for a bad work experience, 404 for an owner the caller cannot see', async () => {
    const vcm = await vcmWith({ responses: { U1: 'in_review' } });
    const bad = await as('approver').post(unitUrl(vcm.id, 'U1', '/work_experiences'), {
      vcm_work_experience: { employer_name: '', job_role: 'x', year_from: 2020, year_to: 2010 },
    });
    expect(bad.statusCode).toBe(422);
    expect(json<{ messages: object }>(bad).messages).toMatchObject({
      employer_name: ['Required'],
      year_to: expect.any(Array),
    });
    const hidden = await as('supervisor').get(
      `/api/v1/vcm_work_experiences?q[owner_user_id_eq]=${vcm.owner_user_id}`,
    );
    expect(hidden.statusCode).toBe(404);
    expect((await as('approver').get('/api/v1/vcm_work_experiences')).statusCode).toBe(422);
  });
});

describe('item decisions', () => {
  it('approves and marks needs attention (feedback required), each a history line; only in review', async () => {
    const vcm = await vcmWith({
      responses: { U1: 'in_review', U2: 'in_review' },
      qualifications: { PQ1: 'in_review' },
    });
    const approved = await as('approver').put(unitUrl(vcm.id, 'U1', '/approve'));
    expect(json<{ data: TVcmUnitResponse }>(approved).data).toMatchObject({
      status: 'approved',
      last_approver_user: { id: f.people.approver.id },
    });
    const noFeedback = await as('approver').put(unitUrl(vcm.id, 'U2', '/reject'), {
      vcm_unit_response: { approver_feedback: ' ' },
    });
    expect(noFeedback.statusCode).toBe(422);
    expect(json(noFeedback)).toMatchObject({ messages: { approver_feedback: ['Required'] } });
    const rejected = await as('approver').put(unitUrl(vcm.id, 'U2', '/reject'), {
      vcm_unit_response: { approver_feedback: 'Add the dates' },
    });
    expect(json<{ data: TVcmUnitResponse }>(rejected).data).toMatchObject({
      status: 'needs_attention',
      approver_feedback: 'Add the dates',
    });
    const again = await as('approver').put(unitUrl(vcm.id, 'U1', '/approve'));
    expect(json(again)).toMatchObject({ code: 1, message: 'This item is already approved.' });
    const pq = f.catalogue.qualifications.PQ1;
    const qualification = await as('admin').put(
      `/api/v1/vcms/${vcm.id}/professional_qualifications/${pq}/reject`,
      {
        vcm_professional_qualification: { approver_feedback: 'Expired' },
      },
    );
    expect(json<{ data: TVcmProfessionalQualification }>(qualification).data).toMatchObject({
      status: 'needs_attention',
      professional_qualification: { code: 'PQ1' },
    });
    const qApproved = await as('admin').put(
      `/api/v1/vcms/${vcm.id}/professional_qualifications/${pq}/approve`,
    );
    expect(json<{ data: TVcmProfessionalQualification }>(qApproved).data.status).toBe('approved');
    const list = await as('approver').get(`/api/v1/vcms/${vcm.id}/professional_qualifications`);
    expect(json<{ data: TVcmProfessionalQualification[] }>(list).data.map((q) => q.status)).toEqual([
      'approved',
    ]);
    expect((await historyOf(t.db, vcm.id)).map((h) => h.description)).toEqual([
      'Unit U1 approved',
      'Unit U2 marked needs attention: Add the dates',
      'Professional qualification PQ1 marked needs attention: Expired',
      'Professional qualification PQ1 approved',
    ]);
    const draft = await vcmWith({ status: 'needs_attention', responses: { U1: 'in_review' } });
    expect(json(await as('approver').put(unitUrl(draft.id, 'U1', '/approve')))).toMatchObject({
      message: 'This VCM is not in review.',
    });
    const unsubmitted = await vcmWith({ responses: { U1: 'unsubmitted' } });
    expect(json(await as('approver').put(unitUrl(unsubmitted.id, 'U1', '/approve')))).toMatchObject({
      message: 'The educator has not submitted this item yet.',
    });
    expect(
      (
        await as('approver').put(
          `/api/v1/vcms/${vcm.id}/professional_qualifications/${f.catalogue.qualifications.PQ2}/approve`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('missing units', () => {
  it('lists the units the courses require without a response, and the bulk actions answer them', async () => {
    const vcm = await vcmWith({ courses: ['C1', 'C2'], responses: { U1: 'approved', U3: 'approved' } });
    const missing = await as('admin').get(`/api/v1/vcms/${vcm.id}/unit_responses?missing=1`);
    expect(json<{ data: TVcmMissingUnit[] }>(missing).data).toEqual([
      { code: 'U2', title: 'Unit U2', course_codes: ['C1'] },
      { code: 'U4', title: 'Unit U4', course_codes: ['C2'] },
    ]);
    expect((await as('approver').get(`/api/v1/vcms/${vcm.id}/unit_responses?missing=1`)).statusCode).toBe(
      403,
    );
    expect(
      (await as('approver').put(`/api/v1/vcms/${vcm.id}/bulk_reject_units`, { unit_codes: ['U2'] }))
        .statusCode,
    ).toBe(403);

    const notMissing = await as('admin').put(`/api/v1/vcms/${vcm.id}/bulk_reject_units`, {
      unit_codes: ['U1'],
    });
    expect(notMissing.statusCode).toBe(422);
    expect(json(notMissing)).toMatchObject({ code: 2, title: 'Unexpected error, please contact developers' });

    const rejected = await as('admin').put(`/api/v1/vcms/${vcm.id}/bulk_reject_units`, {
      unit_codes: ['U2'],
    });
    expect(rejected.statusCode).toBe(200);
    expect(json<{ data: TVcm }>(rejected).data.item_counts.needs_attention).toBe(1);
    expect(await responseRow(t.db, vcm.id, f.catalogue.units.U2!)).toMatchObject({
      status: 'needs_attention',
      removed: false,
    });
    const removed = await as('superAdmin').put(`/api/v1/vcms/${vcm.id}/bulk_remove_units`, {
      unit_codes: ['U4'],
    });
    expect(removed.statusCode).toBe(200);
    expect(await responseRow(t.db, vcm.id, f.catalogue.units.U4!)).toMatchObject({ removed: true });
    expect(json(await as('admin').get(`/api/v1/vcms/${vcm.id}/unit_responses?missing=1`))).toEqual({
      data: [],
    });
    expect((await historyOf(t.db, vcm.id)).map((h) => h.description)).toEqual([
      'Missing units requested from the educator: U2',
      'Missing units removed: U4',
    ]);
    // The returned unit lets the approver send the VCM back.
    expect((await as('approver').put(`/api/v1/vcms/${vcm.id}/reject`)).statusCode).toBe(200);
    const empty = await as('admin').put(`/api/v1/vcms/${vcm.id}/bulk_remove_units`, { unit_codes: [] });
    expect(empty.statusCode).toBe(422);
  });

  it('shows a unit added to a course after creation on the course and as missing', async () => {
    const vcm = await vcmWith({ courses: ['C2'], responses: { U3: 'approved', U4: 'approved' } });
    await t.db.insert(course_units).values({
      institute_id: f.institute.id,
      course_id: f.catalogue.courses.C2!,
      unit_id: f.catalogue.units.U5!,
    });
    const courses = json<{ data: { code: string; units_added_after_creation: { code: string }[] }[] }>(
      await as('approver').get(`/api/v1/vcms/${vcm.id}/courses`),
    );
    expect(courses.data.map((c) => [c.code, c.units_added_after_creation.map((u) => u.code)])).toEqual([
      ['C2', ['U5']],
    ]);
    await t.db.delete(course_units).where(eq(course_units.unit_id, f.catalogue.units.U5!));
  });
});

describe('supporting documents', () => {
  it('attaches an upload to a response (promoted from the evidence cache) and removes it again', async () => {
    const vcm = await vcmWith({ responses: { U1: 'in_review' } });
    const fileId = await uploadEvidence(t.app, f.cookies.approver);
    const put = (attributes: object[]) =>
      as('approver').put(unitUrl(vcm.id, 'U1'), {
        vcm_unit_response: { supporting_documents_attributes: attributes },
      });
    const added = await put([{ file_id: fileId, response_method: 'relevant_study', title: 'Certificate' }]);
    expect(added.statusCode).toBe(200);
    const [document] = json<{ data: TVcmUnitResponse }>(added).data.unit_response_supporting_documents;
    expect(document).toMatchObject({
      response_method: 'relevant_study',
      supporting_document: { title: 'Certificate', mime_type: 'image/png' },
    });
    expect((await as('approver').get(document!.supporting_document.url)).statusCode).toBe(200);
    const reused = await put([{ file_id: fileId, response_method: 'relevant_study' }]);
    expect(reused.statusCode).toBe(422);
    expect(json(reused)).toMatchObject({
      messages: { supporting_documents: ['is not a file you uploaded'] },
    });
    const removed = await put([{ id: document!.id, _destroy: true }]);
    expect(json<{ data: TVcmUnitResponse }>(removed).data.unit_response_supporting_documents).toEqual([]);
  });

  it('serves a document’s file to whoever sees the VCM, 404 to others', async () => {
    const vcm = await vcmWith({ responses: { U1: 'in_review' } });
    const response = (await responseRow(t.db, vcm.id, f.catalogue.units.U1!))!;
    await t.app.deps.storage.put(
      `${f.institute.id}/vcmsupportingdocument01.pdf`,
      Buffer.from('%PDF-1.4 test'),
    );
    const [doc] = await t.db
      .insert(vcm_supporting_documents)
      .values({
        institute_id: f.institute.id,
        vcm_id: vcm.id,
        unit_response_id: response.id,
        response_method: 'relevant_study',
        title: 'Transcript',
        upload_id: 'vcm-doc-upload',
        storage_key: `${f.institute.id}/vcmsupportingdocument01.pdf`,
        filename: 'transcript.pdf',
        size: 13,
        mime_type: 'application/pdf',
      })
      .returning();
    const list = json<Responses>(await as('approver').get(`/api/v1/vcms/${vcm.id}/unit_responses`));
    const listed = list.data[0]!.unit_response_supporting_documents[0]!;
    expect(listed).toMatchObject({
      response_method: 'relevant_study',
      supporting_document: { title: 'Transcript' },
    });
    const file = await as('approver').get(listed.supporting_document.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toBe('%PDF-1.4 test');
    expect(
      (await as('otherAdmin').get(`/api/v1/vcms/${vcm.id}/supporting_documents/${doc!.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await as('supervisor').get(`/api/v1/vcms/${vcm.id}/supporting_documents/${doc!.id}`)).statusCode,
    ).toBe(404);
    expect(
      await t.db.select().from(vcm_unit_responses).where(eq(vcm_unit_responses.id, response.id)),
    ).toHaveLength(1);
  });
});
