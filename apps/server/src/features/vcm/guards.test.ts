import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, type TestApp } from '../../../test/app.js';
import { loginAs } from '../../../test/factories.js';
import {
  institutes,
  vcm_supporting_documents,
  vcm_work_experiences,
  type UserRow,
} from '../../db/schema/index.js';
import { createVcmRow, historyOf, responseRow, vcmFixture, vcmRow, type VcmFixture } from './test-support.js';

/**
 * "Everything is hidden (404) when VCM is disabled for the institute" (issue 18), on the VCM's OWN
 * institute: with `vcm_enabled` turned off there, every VCM route (the staff reads, sub-routes,
 * transitions, item decisions, bulk actions, and My VCM) answers 404 to every signed-in role, before
 * any permission check (a supervisor's force_update is a 404, not a 403) and before the body is
 * validated; nothing changes. Turned back on, the same calls answer as usual.
 */
let t: TestApp;
let f: VcmFixture;
let owner: UserRow;
let ownerCookie: string;
let ids: { vcm: number; unit: number; qualification: number; experience: number; document: number };

beforeAll(async () => {
  t = await createTestApp();
  f = await vcmFixture(t);
  owner = await f.newEducator();
  ownerCookie = await loginAs(t.app, owner);
  const vcm = await createVcmRow(t.db, f.catalogue, {
    owner,
    approver: f.people.approver,
    courses: ['C1'],
    responses: { U1: 'in_review', U2: 'in_review' },
    qualifications: { PQ1: 'in_review' },
  });
  const response = (await responseRow(t.db, vcm.id, f.catalogue.units.U1!))!;
  const [experience] = await t.db
    .insert(vcm_work_experiences)
    .values({
      institute_id: f.institute.id,
      unit_response_id: response.id,
      employer_name: 'Acme',
      job_role: 'Technician',
      year_from: 2015,
    })
    .returning();
  const [document] = await t.db
    .insert(vcm_supporting_documents)
    .values({
      institute_id: f.institute.id,
      vcm_id: vcm.id,
      unit_response_id: response.id,
      response_method: 'relevant_study',
      title: 'Transcript',
      upload_id: 'vcm-disabled-test',
      storage_key: `${f.institute.id}/vcmdisableddocument01.pdf`,
      filename: 'transcript.pdf',
      size: 1,
      mime_type: 'application/pdf',
    })
    .returning();
  ids = {
    vcm: vcm.id,
    unit: f.catalogue.units.U1!,
    qualification: f.catalogue.qualifications.PQ1!,
    experience: experience!.id,
    document: document!.id,
  };
});
afterAll(() => t.close());

const setVcmEnabled = (enabled: boolean) =>
  t.db.update(institutes).set({ vcm_enabled: enabled }).where(eq(institutes.id, f.institute.id));

type Call = [method: 'get' | 'put' | 'post' | 'delete', url: string, body?: unknown];

/** Every staff VCM route, on the VCM of the institute (valid bodies: only the VCM switch refuses them). */
function staffCalls(): Call[] {
  const v = `/api/v1/vcms/${ids.vcm}`;
  const unit = `${v}/unit_responses/${ids.unit}`;
  const qualification = `${v}/professional_qualifications/${ids.qualification}`;
  return [
    ['get', '/api/v1/vcms'],
    ['get', '/api/v1/vcms.csv'],
    ['get', '/api/v1/vcms/check'],
    ['get', `/api/v1/vcms/show_last_approved_vcm?user_id=${owner.id}`],
    ['get', `/api/v1/vcm_work_experiences?q[owner_user_id_eq]=${owner.id}`],
    ['post', '/api/v1/vcms', { vcm: { owner_user_id: owner.id } }],
    ['get', v],
    ['get', `${v}/unit_responses`],
    ['get', `${v}/unit_responses?missing=1`],
    ['get', `${v}/courses`],
    ['get', `${v}/professional_qualifications`],
    ['get', `${v}/history_logs`],
    ['get', `${v}/supporting_documents/${ids.document}`],
    ['put', `${v}/approve`],
    ['put', `${v}/reject`],
    ['put', `${v}/force_update`, { vcm: { status: 'draft' } }],
    ['put', `${v}/delegate`, { vcm: { approver_user_id: f.people.admin.id } }],
    [
      'put',
      unit,
      { vcm_unit_response: { has_relevant_study: true, study_detail: 'x', study_justification: 'y' } },
    ],
    ['put', `${unit}/approve`],
    ['put', `${unit}/reject`, { vcm_unit_response: { approver_feedback: 'More detail' } }],
    [
      'post',
      `${unit}/work_experiences`,
      { vcm_work_experience: { employer_name: 'A', job_role: 'B', year_from: 2010 } },
    ],
    ['delete', `${unit}/work_experiences/${ids.experience}`],
    ['put', `${qualification}/approve`],
    [
      'put',
      `${qualification}/reject`,
      { vcm_professional_qualification: { approver_feedback: 'A copy please' } },
    ],
    ['put', `${v}/bulk_reject_units`, { unit_codes: ['U3'] }],
    ['put', `${v}/bulk_remove_units`, { unit_codes: ['U3'] }],
  ];
}

/** Every My VCM route, on the owner's VCM. */
function myCalls(): Call[] {
  const v = `/api/v1/my/vcms/${ids.vcm}`;
  return [
    ['get', '/api/v1/my/vcms'],
    ['get', '/api/v1/my/vcms/catalogue'],
    ['post', '/api/v1/my/vcms', { vcm: {} }],
    ['get', v],
    ['put', `${v}/submit`],
    ['get', `${v}/history_logs`],
    ['put', `${v}/unit_responses/${ids.unit}`, { vcm_unit_response: { has_current_unit: true } }],
    [
      'post',
      `${v}/unit_responses/${ids.unit}/work_experiences`,
      { vcm_work_experience: { employer_name: 'A', job_role: 'B', year_from: 2010 } },
    ],
    [
      'put',
      `${v}/unit_responses/${ids.unit}/work_experiences/${ids.experience}`,
      { vcm_work_experience: { employer_name: 'A', job_role: 'B', year_from: 2010 } },
    ],
    ['delete', `${v}/unit_responses/${ids.unit}/work_experiences/${ids.experience}`],
    [
      'post',
      `${v}/professional_qualifications`,
      { vcm_professional_qualification: { professional_qualification_id: f.catalogue.qualifications.PQ2 } },
    ],
    ['put', `${v}/professional_qualifications/${ids.qualification}`, { vcm_professional_qualification: {} }],
    ['delete', `${v}/professional_qualifications/${ids.qualification}`],
    ['get', `${v}/supporting_documents/${ids.document}`],
  ];
}

async function send(cookie: string | undefined, [method, url, body]: Call) {
  const client = apiClient(t.app, cookie);
  return method === 'get' || method === 'delete' ? client[method](url) : client[method](url, body);
}

const STAFF = ['admin', 'superAdmin', 'approver', 'supervisor', 'facilitator', 'educator'] as const;

describe('VCM turned off on the VCM’s own institute', () => {
  it('answers 404 on every staff VCM route to every role (before the 403 a permission would give); nothing changes', async () => {
    await setVcmEnabled(false);
    const before = { vcm: await vcmRow(t.db, ids.vcm), history: (await historyOf(t.db, ids.vcm)).length };
    const wrong: string[] = [];
    for (const who of STAFF) {
      for (const call of staffCalls()) {
        const response = await send(f.cookies[who], call);
        if (response.statusCode !== 404) wrong.push(`${who} ${call[0]} ${call[1]}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // Signed out is still 401: the switch is not told to strangers.
    expect((await apiClient(t.app).get(`/api/v1/vcms/${ids.vcm}`)).statusCode).toBe(401);
    expect(await vcmRow(t.db, ids.vcm)).toEqual(before.vcm);
    expect(await historyOf(t.db, ids.vcm)).toHaveLength(before.history);
    expect((await responseRow(t.db, ids.vcm, ids.unit))!.status).toBe('in_review');
  });

  it('answers 404, not 403 or 400/422, to a supervisor forcing a status, an educator reading, and bad bodies', async () => {
    await setVcmEnabled(false);
    const v = `/api/v1/vcms/${ids.vcm}`;
    const cases: [keyof VcmFixture['cookies'], Call][] = [
      ['supervisor', ['put', `${v}/force_update`, { vcm: { status: 'approved' } }]],
      ['approver', ['put', `${v}/force_update`, { vcm: { status: 'approved' } }]],
      ['supervisor', ['put', `${v}/bulk_remove_units`, { unit_codes: ['U3'] }]],
      ['educator', ['get', v]],
      ['approver', ['put', `${v}/unit_responses/${ids.unit}/reject`, {}]],
      ['admin', ['put', `${v}/force_update`, { vcm: { status: 'no-such-status' } }]],
      ['admin', ['put', `${v}/delegate`, {}]],
    ];
    for (const [who, call] of cases) {
      expect((await send(f.cookies[who], call)).statusCode, `${who} ${call[1]}`).toBe(404);
    }
    // Back on, the same calls meet the permission and the body checks.
    await setVcmEnabled(true);
    const on = await Promise.all(cases.map(([who, call]) => send(f.cookies[who], call)));
    expect(on.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 422, 422, 422]);
    expect((await send(f.cookies.approver, ['get', v])).statusCode).toBe(200);
  });

  it('answers 404 on every My VCM route to the VCM’s owner and to a non-educator (not the 403 of VCM off for them)', async () => {
    await setVcmEnabled(false);
    const wrong: string[] = [];
    for (const [who, cookie] of [
      ['owner', ownerCookie],
      ['facilitator', f.cookies.facilitator],
    ] as const) {
      for (const call of myCalls()) {
        const response = await send(cookie, call);
        if (response.statusCode !== 404) wrong.push(`${who} ${call[0]} ${call[1]}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // A bad body is still a 404 while VCM is off (the guard runs before validation).
    const bad = await apiClient(t.app, ownerCookie).put(
      `/api/v1/my/vcms/${ids.vcm}/unit_responses/${ids.unit}`,
      {
        vcm_unit_response: { has_current_unit: 'yes' },
      },
    );
    expect(bad.statusCode).toBe(404);

    await setVcmEnabled(true);
    expect((await apiClient(t.app, ownerCookie).get(`/api/v1/my/vcms/${ids.vcm}`)).statusCode).toBe(200);
    expect((await apiClient(t.app, f.cookies.facilitator).get('/api/v1/my/vcms')).statusCode).toBe(403);
    expect(
      (
        await apiClient(t.app, ownerCookie).put(`/api/v1/my/vcms/${ids.vcm}/unit_responses/${ids.unit}`, {
          vcm_unit_response: { has_current_unit: 'yes' },
        })
      ).statusCode,
    ).toBe(422);
  });
});
