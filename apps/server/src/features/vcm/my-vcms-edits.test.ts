import type { TMyVcm, TMyVcmQualification, TMyVcmUnitResponse } from '@pdp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { loginAs } from '../../../test/factories.js';
import { multipartFile } from '../../../test/multipart.js';
import { institutes } from '../../db/schema/index.js';
import { uploadEvidence } from '../points/points-test-support.js';
import {
  createVcmRow,
  historyOf,
  responseRow,
  vcmFixture,
  vcmRow,
  type VcmFixture,
  type VcmSpec,
} from './test-support.js';

/** My VCM's changes (issue 21): claims with the §5 rules, work experiences, documents, qualifications, submit. */
let t: TestApp;
let f: VcmFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await vcmFixture(t);
});
afterAll(() => t.close());

async function myVcm(spec: Omit<VcmSpec, 'owner'>) {
  const owner = await f.newEducator();
  const vcm = await createVcmRow(t.db, f.catalogue, { owner, approver: f.people.approver, ...spec });
  return { vcm, owner, api: apiClient(t.app, await loginAs(t.app, owner)) };
}
const unitUrl = (id: number, code: string) =>
  `/api/v1/my/vcms/${id}/unit_responses/${f.catalogue.units[code]}`;
const claim = (fields: object) => ({ vcm_unit_response: fields });

describe('PUT my/vcms/{id}/unit_responses/{unit_id}', () => {
  it('saves a claim: the unit becomes saved; §5 and "choose one" answer 422 per field', async () => {
    const { vcm, api } = await myVcm({
      status: 'draft',
      responses: { U1: { status: 'unsubmitted', has_relevant_study: false } },
    });
    const empty = await api.put(unitUrl(vcm.id, 'U1'), claim({}));
    expect(empty.statusCode).toBe(422);
    expect(json(empty)).toMatchObject({
      code: 2,
      messages: { claim: [expect.stringContaining('Choose at least one')] },
    });
    const missing = await api.put(
      unitUrl(vcm.id, 'U1'),
      claim({ has_equivalent_unit: true, has_work_experience: true }),
    );
    expect(missing.statusCode).toBe(422);
    expect(json(missing)).toMatchObject({
      messages: {
        equivalent_unit_code: ['Required'],
        equivalent_unit_title: ['Required'],
        experience_justification: ['Required'],
        work_experiences: ['Required'],
      },
    });
    const ok = await api.put(
      unitUrl(vcm.id, 'U1'),
      claim({ has_equivalent_unit: true, equivalent_unit_code: 'OLD1', equivalent_unit_title: 'Old unit' }),
    );
    expect(ok.statusCode).toBe(200);
    expect(json<{ data: TMyVcmUnitResponse }>(ok).data).toMatchObject({
      status: 'saved',
      has_equivalent_unit: true,
      can_edit: true,
    });
    expect((await responseRow(t.db, vcm.id, f.catalogue.units.U1!))!.equivalent_unit_code).toBe('OLD1');
  });

  it('refuses with 422 while the VCM is with the approver or approved, and an approved item of a returned VCM', async () => {
    for (const status of ['in_review', 'approved', 'closed'] as const) {
      const { vcm, api } = await myVcm({ status, responses: { U1: 'saved' } });
      const response = await api.put(unitUrl(vcm.id, 'U1'), claim({ has_current_unit: true }));
      expect(response.statusCode, status).toBe(422);
      expect(json(response)).toMatchObject({ base: [expect.stringContaining('cannot be changed now')] });
    }
    const { vcm, api } = await myVcm({ status: 'needs_attention', responses: { U1: 'approved' } });
    const response = await api.put(unitUrl(vcm.id, 'U1'), claim({ has_current_unit: true }));
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      base: [expect.stringContaining('only the items that need attention')],
    });
  });

  it('attaches my upload to a claim; another user’s upload and a hostile file are refused', async () => {
    const { vcm, api, owner } = await myVcm({ status: 'draft', responses: { U1: 'saved' } });
    const mineId = await uploadEvidence(t.app, await loginAs(t.app, owner));
    const theirs = await uploadEvidence(t.app, f.cookies.approver);
    const put = (file_id: string) =>
      api.put(
        unitUrl(vcm.id, 'U1'),
        claim({ supporting_documents_attributes: [{ file_id, response_method: 'relevant_study' }] }),
      );
    const refused = await put(theirs);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({
      messages: { supporting_documents: ['is not a file you uploaded'] },
    });
    const added = await put(mineId);
    expect(added.statusCode).toBe(200);
    const [document] = json<{ data: TMyVcmUnitResponse }>(added).data.unit_response_supporting_documents;
    expect(document!.supporting_document.url).toBe(
      `/api/v1/my/vcms/${vcm.id}/supporting_documents/${document!.supporting_document.id}`,
    );
    expect((await api.get(document!.supporting_document.url)).statusCode).toBe(200);

    const form = await multipartFile('file', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'evidence.pdf');
    const hostile = await t.app.inject({
      method: 'POST',
      url: '/upload',
      payload: form.payload,
      headers: { ...form.headers, 'x-client-app': 'webapp', cookie: await loginAs(t.app, owner) },
    });
    expect(hostile.statusCode).toBe(422);
  });
});

describe('work experiences', () => {
  it('adds, edits and removes one; 422 for bad years; a returned VCM writes history lines', async () => {
    const { vcm, api } = await myVcm({
      status: 'needs_attention',
      responses: {
        U2: {
          status: 'needs_attention',
          approver_feedback: 'More detail',
          feedback_at: new Date('2024-01-01'),
        },
      },
    });
    const url = `${unitUrl(vcm.id, 'U2')}/work_experiences`;
    const bad = await api.post(url, {
      vcm_work_experience: { employer_name: '', job_role: 'Chef', year_from: 2020, year_to: 2010 },
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({
      messages: { employer_name: ['Required'], year_to: [expect.any(String)] },
    });
    const added = await api.post(url, {
      vcm_work_experience: { employer_name: 'Hotel', job_role: 'Chef', year_from: 2018 },
    });
    expect(added.statusCode).toBe(201);
    const { id } = json<{ data: { id: number } }>(added).data;
    const edited = await api.put(`${url}/${id}`, {
      vcm_work_experience: { employer_name: 'Hotel Two', job_role: 'Chef', year_from: 2018, year_to: 2022 },
    });
    expect(edited.statusCode).toBe(200);
    expect(json(edited)).toMatchObject({ data: { employer_name: 'Hotel Two', year_to: 2022 } });
    const saved = await api.put(
      unitUrl(vcm.id, 'U2'),
      claim({ has_work_experience: true, experience_justification: 'Daily' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(json<{ data: TMyVcmUnitResponse }>(saved).data).toMatchObject({
      status: 'needs_attention',
      updated_since_feedback: true,
    });
    expect((await api.delete(`${url}/${id}`)).statusCode).toBe(204);
    expect((await api.delete(`${url}/${id}`)).statusCode).toBe(404);
    expect((await historyOf(t.db, vcm.id)).map((h) => h.description)).toEqual([
      'Unit U2: work experience at Hotel added',
      'Unit U2 response updated by the educator',
      'Unit U2 response updated by the educator',
      'Unit U2: work experience at Hotel Two removed',
    ]);
  });
});

describe('professional qualifications', () => {
  it('adds one of the year’s catalogue once, with documents, and removes it', async () => {
    const { vcm, api, owner } = await myVcm({ status: 'draft' });
    const url = `/api/v1/my/vcms/${vcm.id}/professional_qualifications`;
    const unknown = await api.post(url, {
      vcm_professional_qualification: { professional_qualification_id: 2_147_483_647 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toMatchObject({
      messages: { professional_qualification_id: ['must be of the year’s catalogue'] },
    });
    const fileId = await uploadEvidence(t.app, await loginAs(t.app, owner));
    const pq = f.catalogue.qualifications.PQ1!;
    const added = await api.post(url, {
      vcm_professional_qualification: {
        professional_qualification_id: pq,
        supporting_documents_attributes: [{ file_id: fileId, title: 'Licence' }],
      },
    });
    expect(added.statusCode).toBe(201);
    const item = json<{ data: TMyVcmQualification }>(added).data;
    expect(item).toMatchObject({ status: 'saved', supporting_documents: [{ title: 'Licence' }] });
    const twice = await api.post(url, {
      vcm_professional_qualification: { professional_qualification_id: pq },
    });
    expect(json(twice)).toMatchObject({
      messages: { professional_qualification_id: ['is already in this VCM'] },
    });
    const removedDoc = await api.put(`${url}/${pq}`, {
      vcm_professional_qualification: {
        supporting_documents_attributes: [{ id: item.supporting_documents[0]!.id, _destroy: true }],
      },
    });
    expect(json<{ data: TMyVcmQualification }>(removedDoc).data.supporting_documents).toEqual([]);
    expect((await api.delete(`${url}/${pq}`)).statusCode).toBe(204);
    expect((await api.get(`/api/v1/my/vcms/${vcm.id}`)).json().data.professional_qualifications).toEqual([]);
  });
});

describe('PUT my/vcms/{id}/submit', () => {
  it('refuses a VCM with unanswered units (422 naming them), then submits: items and VCM in review, history', async () => {
    const { vcm, api } = await myVcm({
      status: 'draft',
      responses: { U1: 'saved', U2: { status: 'unsubmitted', has_relevant_study: false }, U3: 'approved' },
    });
    const refused = await api.put(`/api/v1/my/vcms/${vcm.id}/submit`);
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ code: 2, messages: { unit_responses: ['U2: not answered'] } });
    await api.put(unitUrl(vcm.id, 'U2'), claim({ has_current_unit: true }));
    const submitted = await api.put(`/api/v1/my/vcms/${vcm.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    const data = json<{ data: TMyVcm }>(submitted).data;
    expect(data).toMatchObject({ status: 'in_review', can: { edit: false, submit: false } });
    expect(data.unit_responses.map((r) => r.status)).toEqual(['in_review', 'in_review', 'approved']);
    expect((await vcmRow(t.db, vcm.id)).submitted_at).not.toBeNull();
    expect((await historyOf(t.db, vcm.id)).map((h) => [h.description, h.educator_visible])).toEqual([
      ['VCM submitted for review', true],
    ]);
  });

  it('emails the approver when the institute has the submitted notification on', async () => {
    await t.db
      .update(institutes)
      .set({ vcm_educator_submitted_notification_enabled: true })
      .where(eq(institutes.id, f.institute.id));
    const { vcm, api } = await myVcm({ status: 'draft', responses: { U1: 'saved' } });
    expect((await api.put(`/api/v1/my/vcms/${vcm.id}/submit`)).statusCode).toBe(200);
    const rows = await t.db.execute(
      sql`select subject from email_outbox where to_address = ${f.people.approver.email} and subject like 'VCM submitted for review:%'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await t.db
      .update(institutes)
      .set({ vcm_educator_submitted_notification_enabled: false })
      .where(eq(institutes.id, f.institute.id));
  });

  it('submits once when two submits arrive at once: the other is a 422', async () => {
    const { vcm, api } = await myVcm({ status: 'draft', responses: { U1: 'saved' } });
    const responses = await Promise.all([1, 2, 3].map(() => api.put(`/api/v1/my/vcms/${vcm.id}/submit`)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect((await historyOf(t.db, vcm.id)).filter((h) => h.event === 'submitted')).toHaveLength(1);
  });

  it('resubmits a returned VCM after the fix; the approver then approves it', async () => {
    const { vcm, api } = await myVcm({
      status: 'needs_attention',
      responses: { U1: 'approved', U2: { status: 'needs_attention', approver_feedback: 'Which diploma?' } },
    });
    await api.put(unitUrl(vcm.id, 'U2'), claim({ study_detail: 'Diploma of Hospitality' }));
    const again = await api.put(`/api/v1/my/vcms/${vcm.id}/submit`);
    expect(again.statusCode).toBe(200);
    expect(json<{ data: TMyVcm }>(again).data.unit_responses.map((r) => r.status)).toEqual([
      'approved',
      'in_review',
    ]);
    const approver = apiClient(t.app, f.cookies.approver);
    expect(
      (await approver.put(`/api/v1/vcms/${vcm.id}/unit_responses/${f.catalogue.units.U2}/approve`))
        .statusCode,
    ).toBe(200);
    expect((await approver.put(`/api/v1/vcms/${vcm.id}/approve`)).statusCode).toBe(200);
    expect((await historyOf(t.db, vcm.id)).map((h) => h.description)).toContain(
      'VCM resubmitted for review by the educator',
    );
  });
});
