import { ZInstitute, type TInstitute } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import type { InstituteRow } from '../../db/schema/index.js';

describe('GET /api/v1/institutes/{id}', () => {
  let t: TestApp;
  let home: InstituteRow;
  let other: InstituteRow;
  let adminCookie: string;
  let educatorCookie: string;
  let superCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    home = await createInstitute(t.db, {
      name: 'Riverside TAFE',
      timezone: 'Australia/Perth',
      points_anniversary_month: 7,
      vcm_enabled: true,
      ical_type: 'invite',
      vocational_point_approval_email_to: ['points@riverside.test', 'head@riverside.test'],
      allow_supervisor_to_action: ['vocational'],
      zero_points_reminder_enabled: true,
      zero_points_reminder_days: 14,
      profiling_reminder_enabled: true,
      profiling_reminder_days: 60,
      vcm_missing_reminder_intro_paragraph: 'Please add your missing units.',
      custom_user_field_1: 'Campus',
      custom_user_field_1_enabled: true,
    });
    other = await createInstitute(t.db, { name: 'Elsewhere College' });
    adminCookie = await loginAs(t.app, await createUser(t.db, home.id, { is_institute_admin: true }));
    educatorCookie = await loginAs(t.app, await createUser(t.db, home.id, { is_educator: true }));
    superCookie = await loginAs(t.app, await createUser(t.db, home.id, { is_super_admin: true }));
  });
  afterAll(() => t.close());

  it('answers data with every institute field of the contract and nothing internal', async () => {
    const response = await apiClient(t.app, adminCookie).get(`/api/v1/institutes/${home.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: TInstitute & Record<string, unknown> }>(response);

    expect(Object.keys(data).sort()).toEqual(Object.keys(ZInstitute.shape).sort());
    expect(data).toMatchObject({
      id: home.id,
      name: 'Riverside TAFE',
      timezone: 'Australia/Perth',
      points_anniversary_month: 7,
      vcm_enabled: true,
      ical_type: 'invite',
      primary_color: '#1f4e79',
      vocational_point_approval_email_to: ['points@riverside.test', 'head@riverside.test'],
      professional_point_approval_email_to: [],
      allow_supervisor_to_action: ['vocational'],
      zero_points_reminder_enabled: true,
      zero_points_reminder_days: 14,
      partial_points_reminder_enabled: false,
      partial_points_reminder_days: null,
      profiling_reminder_enabled: true,
      profiling_reminder_days: 60,
      vcm_missing_reminder_intro_paragraph: 'Please add your missing units.',
      custom_user_field_1: 'Campus',
      custom_user_field_1_enabled: true,
      sso_enabled: false,
      logo_url: null,
    });
    expect(data).not.toHaveProperty('created_at');
    expect(data).not.toHaveProperty('updated_at');
  });

  it('lets any signed-in user of the institute read it', async () => {
    const response = await apiClient(t.app, educatorCookie).get(`/api/v1/institutes/${home.id}`);
    expect(response.statusCode).toBe(200);
    expect(json<{ data: TInstitute }>(response).data.name).toBe('Riverside TAFE');
  });

  it("answers 404 to an institute admin asking for another institute's id", async () => {
    const response = await apiClient(t.app, adminCookie).get(`/api/v1/institutes/${other.id}`);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ title: 'Not Found', message: 'Institute not found' });

    const missing = await apiClient(t.app, adminCookie).get('/api/v1/institutes/999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual(json(response));
  });

  it('keeps the single sign-on configuration from everyone who does not manage the institute', async () => {
    const sso = {
      sso_enabled: true,
      sso_domain_name: 'riverside.edu.au',
      sso_user_pool: 'staff-pool',
      sso_issuer_url: 'https://login.riverside.edu.au/realms/staff',
      sso_client_id: 'pd-passport',
      sso_email_claim: 'upn',
      sso_groups_claim: 'groups',
      sso_role_mappings: [{ group: 'pd-passport-admins', role: 'institute_admin' }],
    };
    const ssoInstitute = await createInstitute(t.db, {
      ...sso,
      name: 'Single Sign-on TAFE',
      sso_client_secret: 'v1.sealed',
      requirement_1_name: 'First aid',
      requirement_1_enabled: true,
    });
    const read = async (flags: Record<string, boolean>) => {
      const user = await createUser(t.db, ssoInstitute.id, flags);
      const response = await apiClient(t.app, await loginAs(t.app, user)).get(
        `/api/v1/institutes/${ssoInstitute.id}`,
      );
      expect(response.statusCode).toBe(200);
      return json<{ data: TInstitute }>(response).data;
    };
    for (const role of ['is_educator', 'is_guest', 'is_facilitator', 'is_supervisor']) {
      const data = await read({ [role]: true });
      expect(data, role).toMatchObject({
        sso_domain_name: null,
        sso_user_pool: null,
        sso_issuer_url: null,
        sso_client_id: null,
        sso_client_secret_set: null,
        sso_email_claim: null,
        sso_groups_claim: null,
        sso_role_mappings: null,
        // What their screens follow stays: the shell's SSO switch, the point entry's requirements.
        sso_enabled: true,
        requirement_1_name: 'First aid',
        requirement_1_enabled: true,
      });
      expect(JSON.stringify(data), role).not.toContain('pd-passport-admins');
    }
    for (const role of ['is_institute_admin', 'is_super_admin']) {
      expect(await read({ [role]: true }), role).toMatchObject({ ...sso, sso_client_secret_set: true });
    }
  });

  it('lets a super admin read another institute', async () => {
    const response = await apiClient(t.app, superCookie).get(`/api/v1/institutes/${other.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: TInstitute }>(response);
    expect(data).toMatchObject({ id: other.id, name: 'Elsewhere College', vcm_enabled: false });
    expect(data).not.toHaveProperty('created_at');
  });

  it('answers 404 to a super admin for an institute that does not exist', async () => {
    const response = await apiClient(t.app, superCookie).get('/api/v1/institutes/999999');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ title: 'Not Found', message: 'Institute not found' });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await apiClient(t.app).get(`/api/v1/institutes/${home.id}`);
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ title: 'Unauthorized', message: 'You are no longer logged in' });
  });
});

describe('GET /api/v1/timezones/options', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    const institute = await createInstitute(t.db);
    cookie = await loginAs(t.app, await createUser(t.db, institute.id, { is_educator: true }));
  });
  afterAll(() => t.close());

  it('answers {data: [{id, name}]} with the IANA zones, Australia/Melbourne among them', async () => {
    const response = await apiClient(t.app, cookie).get('/api/v1/timezones/options');
    expect(response.statusCode).toBe(200);
    const { data } = json<{ data: { id: string; name: string }[] }>(response);
    expect(data.length).toBeGreaterThan(100);
    for (const option of data) expect(Object.keys(option).sort()).toEqual(['id', 'name']);
    expect(data).toContainEqual({ id: 'Australia/Melbourne', name: 'Australia/Melbourne' });
    expect(data).toContainEqual({ id: 'America/New_York', name: 'America/New York' });
    expect(new Set(data.map((option) => option.id)).size).toBe(data.length);
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await apiClient(t.app).get('/api/v1/timezones/options');
    expect(response.statusCode).toBe(401);
  });
});
