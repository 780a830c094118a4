import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import { institutes } from '../../db/schema/index.js';

type Validation = { code: number; messages: Record<string, string[]> };
const SECRET = 'a-client-secret-nobody-may-read-back';

/** Issue 20: the Single Sign-on section of Institute Details through PUT /api/v1/institutes/{id}. */
describe('institute SSO settings', () => {
  let t: TestApp;
  let instituteId: number;
  let otherId: number;
  let admin: string;
  let supervisor: string;
  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db)).id;
    otherId = (await createInstitute(t.db, { sso_domain_name: 'taken.edu.au' })).id;
    admin = await loginAs(t.app, await createUser(t.db, instituteId, { is_institute_admin: true }));
    supervisor = await loginAs(t.app, await createUser(t.db, instituteId, { is_supervisor: true }));
  });
  afterAll(() => t.close());

  const put = (cookie: string | undefined, institute: object, id = instituteId) =>
    apiClient(t.app, cookie).put(`/api/v1/institutes/${id}`, { institute });
  const stored = async () => (await t.db.select().from(institutes).where(eq(institutes.id, instituteId)))[0]!;

  it('saves the provider settings, the secret encrypted and answered only as set / not set', async () => {
    const saved = await put(admin, {
      sso_enabled: true,
      sso_domain_name: 'My-College.EDU.au',
      sso_issuer_url: 'https://login.example.com/tenant/v2.0',
      sso_client_id: 'pdp-client',
      sso_client_secret: SECRET,
      sso_email_claim: 'upn',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    expect(json<{ data: Record<string, unknown> }>(saved).data).toMatchObject({
      sso_enabled: true,
      sso_domain_name: 'my-college.edu.au',
      sso_issuer_url: 'https://login.example.com/tenant/v2.0',
      sso_client_id: 'pdp-client',
      sso_email_claim: 'upn',
      sso_client_secret_set: true,
    });
    const row = await stored();
    expect(row.sso_client_secret).toMatch(/^v1\./);
    expect(row.sso_client_secret).not.toContain(SECRET);
    const shown = await apiClient(t.app, admin).get(`/api/v1/institutes/${instituteId}`);
    expect(shown.body).not.toContain(SECRET);
    expect(shown.body).not.toContain(row.sso_client_secret!);

    // Another save leaves the secret alone; null clears it.
    expect(
      json<{ data: { sso_client_secret_set: boolean } }>(await put(admin, { sso_client_id: 'x' })).data
        .sso_client_secret_set,
    ).toBe(true);
    const cleared = await put(admin, { sso_client_secret: null });
    expect(json<{ data: { sso_client_secret_set: boolean } }>(cleared).data.sso_client_secret_set).toBe(
      false,
    );
  });

  it('answers 422: a domain another institute uses, missing provider settings, a bad issuer URL', async () => {
    const taken = await put(admin, { sso_domain_name: 'TAKEN.edu.au' });
    expect(taken.statusCode).toBe(422);
    expect(json<Validation>(taken).messages.sso_domain_name).toEqual([
      'is already used by another institute',
    ]);

    await put(admin, { sso_enabled: false, sso_issuer_url: null, sso_client_id: null });
    const incomplete = await put(admin, { sso_enabled: true });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(json<Validation>(incomplete).messages).sort()).toEqual([
      'sso_client_id',
      'sso_issuer_url',
    ]);

    const badUrl = await put(admin, { sso_issuer_url: 'ftp://nowhere' });
    expect(badUrl.statusCode).toBe(422);
    expect(json<Validation>(badUrl).messages.sso_issuer_url).toBeDefined();
    const badClaim = await put(admin, { sso_email_claim: 'no spaces please' });
    expect(json<Validation>(badClaim).messages.sso_email_claim).toEqual(['must be a claim name, like email']);
  });

  it('answers 401 signed out, 403 to a supervisor, 404 for another institute', async () => {
    expect((await put(undefined, { sso_client_secret: SECRET })).statusCode).toBe(401);
    expect((await put(supervisor, { sso_client_secret: SECRET })).statusCode).toBe(403);
    expect((await put(admin, { sso_client_secret: SECRET }, otherId)).statusCode).toBe(404);
    const other = (await t.db.select().from(institutes).where(eq(institutes.id, otherId)))[0]!;
    expect(other.sso_client_secret).toBeNull();
  });
});
