import { LIMITS } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { DAMAGED_PNG, multipartFile, TINY_JPEG, TINY_PNG } from '../../../test/multipart.js';
import { pngClaiming } from '../../../test/png.js';
import { institutes } from '../../db/schema/index.js';

type Validation = { code: number; messages: Record<string, string[]> };

describe('PUT /api/v1/institutes/{id}, logo upload and metadata', () => {
  let t: TestApp;
  let instituteId: number;
  let otherId: number;
  let admin: string;
  let superAdmin: string;
  let supervisor: string;

  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db, { name: 'Save College' })).id;
    otherId = (await createInstitute(t.db, { name: 'Elsewhere College' })).id;
    admin = await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true }));
    superAdmin = await loginAs(t.app, await createUser(t.db, instituteId, { is_super_admin: true }));
    supervisor = await loginAs(t.app, await createUser(t.db, instituteId, { is_supervisor: true }));
  });
  afterAll(() => t.close());

  const stored = async () => (await t.db.select().from(institutes).where(eq(institutes.id, instituteId)))[0]!;

  it('saves any subset of the fields and answers the institute', async () => {
    const response = await apiClient(t.app, admin).put(`/api/v1/institutes/${instituteId}`, {
      institute: {
        custom_user_field_1: 'Campus',
        custom_user_field_1_enabled: true,
        points_anniversary_month: 7,
        ical_type: 'invite',
        allow_supervisor_to_action: ['vocational_point_requests'],
        profiling_reminder_days: 60,
        from_email_name: '',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Record<string, unknown> }>(response).data).toMatchObject({
      custom_user_field_1: 'Campus',
      ical_type: 'invite',
    });
    expect(await stored()).toMatchObject({
      custom_user_field_1: 'Campus',
      custom_user_field_1_enabled: true,
      points_anniversary_month: 7,
      allow_supervisor_to_action: ['vocational_point_requests'],
      profiling_reminder_days: 60,
      from_email_name: null,
      name: 'Save College',
    });
  });

  it('answers 422 per field for every broken limit and stores nothing', async () => {
    const before = await stored();
    const response = await apiClient(t.app, admin).put(`/api/v1/institutes/${instituteId}`, {
      institute: {
        name: 'x'.repeat(51),
        primary_color: 'blue',
        points_anniversary_month: 13,
        profiling_reminder_days: 45,
        sso_domain_name: 'not a domain',
        timezone: 'Mars/Olympus',
        vcm_study_example_description: 'y'.repeat(501),
        allow_supervisor_to_action: ['launch_rockets'],
        program_default_contact_email: 'nope',
      },
    });
    expect(response.statusCode).toBe(422);
    const { messages } = json<Validation>(response);
    expect(messages.name).toEqual(['is too long (maximum is 50 characters)']);
    expect(messages.primary_color).toEqual(['must be a colour like #1f4e79']);
    expect(messages.points_anniversary_month).toEqual(['must be a month from 1 to 12']);
    expect(messages.profiling_reminder_days).toEqual(['must be 30, 60 or 90']);
    expect(messages.sso_domain_name).toEqual(['must be a plain domain name, like example.edu.au']);
    expect(messages.timezone).toEqual(['is not a known time zone']);
    expect(messages.vcm_study_example_description).toEqual(['is too long (maximum is 500 characters)']);
    expect(Object.keys(messages)).toEqual(
      expect.arrayContaining(['allow_supervisor_to_action.0', 'program_default_contact_email']),
    );
    expect(await stored()).toEqual(before);
  });

  const VCM_PARAGRAPHS = [
    'vcm_missing_reminder_intro_paragraph',
    'vcm_not_submitted_reminder_intro_paragraph',
    'vcm_expired_reminder_intro_paragraph',
    'vcm_approver_reminder_intro_paragraph',
    'vcm_educator_submitted_notification_paragraph',
    'vcm_approver_returns_notification_paragraph',
    'vcm_approval_notification_paragraph',
    'vcm_approval_delegated_notification_paragraph',
  ] as const;

  it('refuses a VCM reminder intro or event paragraph of 1001 characters (422) and stores nothing', async () => {
    const before = await stored();
    const response = await apiClient(t.app, admin).put(`/api/v1/institutes/${instituteId}`, {
      institute: Object.fromEntries(VCM_PARAGRAPHS.map((field) => [field, 'p'.repeat(1001)])),
    });
    expect(response.statusCode).toBe(422);
    const { messages } = json<Validation>(response);
    expect(Object.keys(messages).sort()).toEqual([...VCM_PARAGRAPHS].sort());
    for (const field of VCM_PARAGRAPHS)
      expect(messages[field]).toEqual(['is too long (maximum is 1000 characters)']);
    expect(await stored()).toEqual(before);
  });

  it.each(VCM_PARAGRAPHS)('refuses %s alone at 1001 characters and saves it at 1000', async (field) => {
    const client = apiClient(t.app, admin);
    const tooLong = await client.put(`/api/v1/institutes/${instituteId}`, {
      institute: { [field]: 'q'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(json<Validation>(tooLong).messages)).toEqual([field]);
    const atLimit = await client.put(`/api/v1/institutes/${instituteId}`, {
      institute: { [field]: 'q'.repeat(1000) },
    });
    expect(atLimit.statusCode).toBe(200);
    expect((await stored())[field]).toBe('q'.repeat(1000));
  });

  it('lets only a super admin change the from-email address and the VCM switch', async () => {
    const denied = await apiClient(t.app, admin).put(`/api/v1/institutes/${instituteId}`, {
      institute: { from_email_address: 'pd@college.edu.au' },
    });
    expect(denied.statusCode).toBe(403);
    expect((await stored()).from_email_address).toBeNull();
    const allowed = await apiClient(t.app, superAdmin).put(`/api/v1/institutes/${instituteId}`, {
      institute: { from_email_address: 'pd@college.edu.au', vcm_enabled: true },
    });
    expect(allowed.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ from_email_address: 'pd@college.edu.au', vcm_enabled: true });
  });

  it('refuses supervisors (403), anonymous callers (401) and another institute (404)', async () => {
    const body = { institute: { name: 'Renamed' } };
    expect(
      (await apiClient(t.app, supervisor).put(`/api/v1/institutes/${instituteId}`, body)).statusCode,
    ).toBe(403);
    expect((await apiClient(t.app).put(`/api/v1/institutes/${instituteId}`, body)).statusCode).toBe(401);
    expect((await apiClient(t.app, admin).put(`/api/v1/institutes/${otherId}`, body)).statusCode).toBe(404);
    const [other] = await t.db.select().from(institutes).where(eq(institutes.id, otherId));
    expect(other!.name).toBe('Elsewhere College');
  });

  it('stores a PNG logo under a server name and serves it; refuses other types and other institutes', async () => {
    const upload = async (cookie: string, id: number, data: Buffer, filename: string) => {
      const form = await multipartFile('institute[logo]', data, filename);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/institutes/${id}/logo`,
        headers: { ...form.headers, cookie, 'x-client-app': 'webapp' },
        payload: form.payload,
      });
    };
    const ok = await upload(admin, instituteId, TINY_PNG, 'our logo.png');
    expect(ok.statusCode).toBe(200);
    const { logo_url, logo_filename } = json<{ data: { logo_url: string; logo_filename: string } }>(ok).data;
    expect(logo_filename).toBe('our logo.png');
    expect(logo_url).toMatch(new RegExp(`^/uploads/${instituteId}/[\\w-]+\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: logo_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const jpeg = await upload(admin, instituteId, TINY_JPEG, 'logo.png');
    expect(jpeg.statusCode).toBe(422);
    expect(json<Validation>(jpeg).messages.logo).toEqual(['must be a PNG file']);
    const big = await upload(
      admin,
      instituteId,
      Buffer.concat([TINY_PNG, Buffer.alloc(1024 * 1024)]),
      'big.png',
    );
    expect(json<Validation>(big).messages.logo?.[0]).toMatch(/too large/);
    // A few kilobytes claiming a picture every PDF would decode pixel by pixel (10,000² × 4 bytes).
    const huge = await upload(admin, instituteId, pngClaiming(10_000, 10_000), 'huge.png');
    expect(huge.statusCode).toBe(422);
    expect(json<Validation>(huge).messages.logo).toEqual([
      `is 10000 × 10000 pixels: at most ${LIMITS.logoMaxSide} pixels on each side`,
    ]);
    expect(
      (await upload(admin, instituteId, pngClaiming(LIMITS.logoMaxSide + 1, 80), 'wide.png')).statusCode,
    ).toBe(422);
    // A PNG whose pixel data is damaged: every PDF of the institute would decode it.
    const damaged = await upload(admin, instituteId, DAMAGED_PNG, 'damaged.png');
    expect(json<Validation>(damaged).messages.logo).toEqual(['is damaged or not a readable image']);
    expect((await upload(supervisor, instituteId, TINY_PNG, 'x.png')).statusCode).toBe(403);
    expect((await upload(admin, otherId, TINY_PNG, 'x.png')).statusCode).toBe(404);
    expect((await stored()).logo_url).toBe(logo_url);

    // At the limit it is taken; a long name of emoji keeps whole characters and its extension.
    const name = `${'📘'.repeat(200)}.png`;
    const wide = await upload(admin, instituteId, pngClaiming(LIMITS.logoMaxSide, 80), name);
    expect(wide.statusCode).toBe(200);
    expect(json<{ data: { logo_filename: string } }>(wide).data.logo_filename).toBe(name);
  });

  it('serves the institute option lists from the metadata endpoint', async () => {
    const response = await apiClient(t.app, supervisor).get('/api/v1/metadata/institutes');
    expect(response.statusCode).toBe(200);
    const { options } = json<{ data: { options: Record<string, { value: string }[]> } }>(response).data;
    expect(options.ical_type!.map((o) => o.value)).toEqual(['regular', 'invite', 'none']);
    expect(options.allow_supervisor_to_action!.map((o) => o.value)).toEqual([
      'vocational_point_requests',
      'external_professional_currency_point_requests',
    ]);
    expect(options.profiling_reminder_days!.map((o) => o.value)).toEqual(['30', '60', '90']);
    expect((await apiClient(t.app).get('/api/v1/metadata/institutes')).statusCode).toBe(401);
  });
});
