import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import {
  employment_types,
  institutes,
  vcm_supporting_documents,
  vcm_unit_responses,
} from '../../db/schema/index.js';
import { randomToken } from '../../lib/tokens.js';
import { createCatalogue, createVcmRow } from '../vcm/test-support.js';
import { pdfText, unzip } from './test-support.js';

/**
 * An institute that turns VCM off hides every VCM (each VCM route is 404): its audit packs neither
 * print nor ship one, pick no educators by one, and Who May Deliver, built on VCM claims, is 404.
 */
let t: TestApp;
let instituteId: number;
let adminCookie: string;
let supervisorCookie: string;
let educatorId: number;
let vcmId: number;
const year = new Date().getUTCFullYear();
const RANGE = `?from=${year}-01-01&to=${year}-12-31`;

const setVcm = (on: boolean) =>
  t.db.update(institutes).set({ vcm_enabled: on }).where(eq(institutes.id, instituteId));

beforeAll(async () => {
  t = await createTestApp();
  const institute = await createInstitute(t.db, { name: 'VCM Was On', vcm_enabled: true });
  instituteId = institute.id;
  const [type] = await t.db
    .insert(employment_types)
    .values({ institute_id: institute.id, name: 'Teacher', vcm_enabled: true })
    .returning();
  const admin = await createUser(t.db, institute.id, { is_institute_admin: true });
  const supervisor = await createUser(t.db, institute.id, { is_supervisor: true });
  const educator = await createUser(t.db, institute.id, {
    is_educator: true,
    supervisor_id: supervisor.id,
    employment_type_id: type!.id,
  });
  educatorId = educator.id;
  const catalogue = await createCatalogue(t.db, institute.id);
  const vcm = await createVcmRow(t.db, catalogue, {
    owner: educator,
    approver: supervisor,
    status: 'approved',
    responses: { U1: 'approved' },
  });
  vcmId = vcm.id;
  const [response] = await t.db
    .select()
    .from(vcm_unit_responses)
    .where(eq(vcm_unit_responses.vcm_id, vcm.id));
  const key = `${institute.id}/${randomToken()}.pdf`;
  const content = Buffer.from('%PDF-1.4 a transcript');
  await t.app.deps.storage.put(key, content);
  await t.db.insert(vcm_supporting_documents).values({
    institute_id: institute.id,
    vcm_id: vcm.id,
    unit_response_id: response!.id,
    response_method: 'relevant_study',
    title: 'Transcript',
    upload_id: 'vcm-off-document',
    storage_key: key,
    filename: 'transcript.pdf',
    size: content.length,
    mime_type: 'application/pdf',
  });
  adminCookie = await loginAs(t.app, admin);
  supervisorCookie = await loginAs(t.app, supervisor);
});
afterAll(() => t.close());

const packPdf = async () => {
  const response = await apiClient(t.app, supervisorCookie).get(
    `/api/v1/users/${educatorId}/audit_pack.pdf${RANGE}`,
  );
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
};
const packNames = async () => {
  const response = await apiClient(t.app, adminCookie).get(
    `/api/v1/users/${educatorId}/audit_pack.zip${RANGE}`,
  );
  expect(response.statusCode).toBe(200);
  return [...(await unzip(response.rawPayload)).keys()];
};
const startUnitPacks = () =>
  apiClient(t.app, adminCookie).post('/api/v1/audit_packs', {
    audit_pack: { scope: 'unit', unit_code: 'U1', from: `${year}-01-01`, to: `${year}-12-31` },
  });
const deliverers = (cookie: string) => [
  apiClient(t.app, cookie).get('/api/v1/reports/unit_deliverers?q[unit_code_eq]=U1'),
  apiClient(t.app, cookie).get('/api/v1/reports/unit_deliverers.csv?q[unit_code_eq]=U1'),
  apiClient(t.app, cookie).get('/api/v1/reports/unit_deliverers/units'),
  apiClient(t.app, cookie).get('/api/v1/reports/qualification_deliverers?q[qualification_code_eq]=Q1'),
];

describe('with VCM on', () => {
  it('the pack prints the VCM matrix and ships its documents; Who May Deliver answers', async () => {
    await setVcm(true);
    expect(await packPdf()).toContain('Unit U1');
    expect((await packNames()).some((name) => name.includes('transcript'))).toBe(true);
    const [list, csv, units] = await Promise.all(deliverers(supervisorCookie));
    expect(json<{ data: { user_id: number }[] }>(list!).data.map((row) => row.user_id)).toContain(educatorId);
    expect([csv!.statusCode, units!.statusCode]).toEqual([200, 200]);
  });
});

describe('with VCM off', () => {
  it('every VCM route is 404 (the premise)', async () => {
    await setVcm(false);
    expect((await apiClient(t.app, adminCookie).get(`/api/v1/vcms/${vcmId}`)).statusCode).toBe(404);
  });

  it('the pack PDF has no VCM matrix and the ZIP no VCM document', async () => {
    await setVcm(false);
    const text = await packPdf();
    expect(text).not.toContain('VCM matrix');
    expect(text).not.toContain('Unit U1');
    expect((await packNames()).some((name) => name.includes('transcript'))).toBe(false);
  });

  it('a unit code’s packs are refused on the scope (422), not started', async () => {
    await setVcm(false);
    const response = await startUnitPacks();
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      messages: { scope: ['is not available: this institute does not use VCMs'] },
    });
  });

  it('Who May Deliver (list, CSV, units) and the qualification search are 404', async () => {
    await setVcm(false);
    const answers = await Promise.all([...deliverers(supervisorCookie), ...deliverers(adminCookie)]);
    expect(answers.map((response) => response.statusCode)).toEqual(Array(8).fill(404));
  });
});
