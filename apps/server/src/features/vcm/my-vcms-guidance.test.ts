import {
  MY_VCM_GUIDANCE_FIELDS,
  type TMyVcm,
  type TMyVcmCatalogue,
  type TMyVcmGuidance,
} from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { loginAs } from '../../../test/factories.js';
import { institutes } from '../../db/schema/index.js';
import { createVcmRow, vcmFixture, type VcmFixture } from './test-support.js';

/**
 * My VCM's guidance (issue 18 gap: the part 1 §3 VCM settings shown to the educator): the detail and
 * the catalogue carry the caller's institute's settings, blank ones as null, and nothing of another
 * institute's.
 */
let t: TestApp;
let f: VcmFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await vcmFixture(t);
});
afterAll(() => t.close());

const guidanceOf = (prefix: string): TMyVcmGuidance => ({
  vcm_study_example_description: `${prefix} study: a Diploma of Leadership`,
  vcm_study_example_info_url: `https://${prefix}.example.test/study`,
  vcm_study_example_justification: `${prefix} study justification: covers every element`,
  vcm_experience_example_description: `${prefix} experience: five years as a site supervisor`,
  vcm_experience_example_info_url: `https://${prefix}.example.test/experience`,
  vcm_experience_example_justification: `${prefix} experience justification: daily practice`,
  vcm_course_request_email: `courses@${prefix}.example.test`,
  professional_qualification_help_link_label: `${prefix} qualification help`,
  professional_qualification_help_link_url: `https://${prefix}.example.test/qualifications`,
});

async function setGuidance(
  instituteId: number,
  guidance: Partial<Record<keyof TMyVcmGuidance, string | null>>,
) {
  await t.db.update(institutes).set(guidance).where(eq(institutes.id, instituteId));
}

describe('My VCM guidance (GET my/vcms/{id}, GET my/vcms/catalogue)', () => {
  it('carries the settings of the caller’s institute, and nothing of another institute’s', async () => {
    await setGuidance(f.institute.id, guidanceOf('own'));
    await setGuidance(f.other.id, guidanceOf('other'));
    const owner = await f.newEducator();
    const cookie = await loginAs(t.app, owner);
    const vcm = await createVcmRow(t.db, f.catalogue, { owner, status: 'draft', responses: { U1: 'saved' } });

    const detail = await apiClient(t.app, cookie).get(`/api/v1/my/vcms/${vcm.id}`);
    expect(detail.statusCode).toBe(200);
    expect(json<{ data: TMyVcm }>(detail).data.guidance).toEqual(guidanceOf('own'));
    const catalogue = await apiClient(t.app, cookie).get('/api/v1/my/vcms/catalogue');
    expect(catalogue.statusCode).toBe(200);
    expect(json<{ data: TMyVcmCatalogue }>(catalogue).data.guidance).toEqual(guidanceOf('own'));
    for (const body of [detail.body, catalogue.body]) expect(body).not.toContain('other');
  });

  it('answers a blank or unset setting as null (the screens show nothing for it)', async () => {
    const blank = Object.fromEntries(MY_VCM_GUIDANCE_FIELDS.map((field, i) => [field, i % 2 ? '   ' : null]));
    await setGuidance(f.institute.id, blank);
    const owner = await f.newEducator();
    const cookie = await loginAs(t.app, owner);
    const vcm = await createVcmRow(t.db, f.catalogue, { owner, status: 'draft' });
    const detail = json<{ data: TMyVcm }>(await apiClient(t.app, cookie).get(`/api/v1/my/vcms/${vcm.id}`));
    expect(Object.values(detail.data.guidance)).toEqual(MY_VCM_GUIDANCE_FIELDS.map(() => null));
    const catalogue = json<{ data: TMyVcmCatalogue }>(
      await apiClient(t.app, cookie).get('/api/v1/my/vcms/catalogue'),
    );
    expect(Object.keys(catalogue.data.guidance)).toEqual(MY_VCM_GUIDANCE_FIELDS);
    expect(Object.values(catalogue.data.guidance).every((value) => value === null)).toBe(true);
  });

  it('is declared in the OpenAPI document of both reads', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = JSON.stringify(response.json<{ paths: object }>().paths);
    for (const field of MY_VCM_GUIDANCE_FIELDS) expect(document).toContain(field);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    for (const path of ['/api/v1/my/vcms/{id}', '/api/v1/my/vcms/catalogue']) {
      expect(JSON.stringify(paths[path]!.get)).toContain('professional_qualification_help_link_url');
    }
  });
});
