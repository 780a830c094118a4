import { INVALID_URL_MESSAGE } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories.js';
import { institutes } from '../../db/schema/index.js';
import { OUTBOUND_URL_MESSAGES } from '../../lib/public-address.js';
import { auditTrail } from '../audit/test-support.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { checkSsoSettings, SSO_SETTINGS_MESSAGES as MESSAGES } from './sso-settings-service.js';

type Validation = { code: number; messages: Record<string, string[]> };
const SECRET = 'a-client-secret-nobody-may-read-back';
const PROVIDER = {
  sso_issuer_url: 'https://login.example.com/tenant/v2.0',
  sso_client_id: 'pdp-client',
  sso_client_secret: SECRET,
};

/** The Single Sign-on section of Institute Details through PUT /api/v1/institutes/{id} (docs/sso.md). */
describe('institute SSO settings', () => {
  let t: TestApp;
  let instituteId: number;
  let otherId: number;
  let neighbourId: number;
  let admin: { id: number; cookie: string };
  let root: string;
  let supervisor: string;
  beforeAll(async () => {
    t = await createTestApp();
    instituteId = (await createInstitute(t.db)).id;
    otherId = (await createInstitute(t.db, { sso_domain_name: 'taken.edu.au' })).id;
    // A neighbour whose staff have their own domain, which it has not set up for SSO (yet).
    neighbourId = (await createInstitute(t.db)).id;
    await createUser(t.db, neighbourId, { email: 'ned@neighbour.edu.au' });
    // Two of this institute's three active users (super admins aside) are on my-college.edu.au.
    const adminUser = await createUser(t.db, instituteId, {
      email: 'ada@my-college.edu.au',
      is_institute_admin: true,
    });
    admin = { id: adminUser.id, cookie: await loginAs(t.app, adminUser) };
    await createUser(t.db, instituteId, { email: 'sam@my-college.edu.au' });
    supervisor = await loginAs(t.app, await createUser(t.db, instituteId, { is_supervisor: true }));
    root = await loginAs(t.app, await createUser(t.db, instituteId, { is_super_admin: true }));
  });
  afterAll(() => t.close());

  const put = (cookie: string | undefined, institute: object, more: object = {}, id = instituteId) =>
    apiClient(t.app, cookie).put(`/api/v1/institutes/${id}`, { institute, ...more });
  const withPassword = { current_password: TEST_PASSWORD };
  const stored = async (id = instituteId) =>
    (await t.db.select().from(institutes).where(eq(institutes.id, id)))[0]!;
  const messagesOf = (response: Awaited<ReturnType<typeof put>>) => json<Validation>(response).messages;

  it('saves the provider settings, the secret encrypted and answered only as set / not set', async () => {
    const saved = await put(
      admin.cookie,
      { sso_enabled: true, sso_domain_name: 'My-College.EDU.au', sso_email_claim: 'upn', ...PROVIDER },
      withPassword,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    expect(json<{ data: Record<string, unknown> }>(saved).data).toMatchObject({
      sso_enabled: true,
      sso_domain_name: 'my-college.edu.au',
      sso_issuer_url: PROVIDER.sso_issuer_url,
      sso_client_id: 'pdp-client',
      sso_email_claim: 'upn',
      sso_client_secret_set: true,
    });
    const row = await stored();
    expect(row.sso_client_secret).toMatch(/^v1\./);
    expect(row.sso_client_secret).not.toContain(SECRET);
    const shown = await apiClient(t.app, admin.cookie).get(`/api/v1/institutes/${instituteId}`);
    expect(shown.body).not.toContain(SECRET);
    expect(shown.body).not.toContain(row.sso_client_secret!);

    // The same values again, the secret, the groups: nothing that changes who signs in, no password.
    expect(
      (await put(admin.cookie, { sso_client_id: 'pdp-client', sso_domain_name: 'MY-college.edu.au' }))
        .statusCode,
    ).toBe(200);
    const secretSet = (response: Awaited<ReturnType<typeof put>>) =>
      json<{ data: { sso_client_secret_set: boolean } }>(response).data.sso_client_secret_set;
    expect(secretSet(await put(admin.cookie, { sso_groups_claim: 'groups' }))).toBe(true);
    expect(secretSet(await put(admin.cookie, { sso_client_secret: null }))).toBe(false);
  });

  it('asks an institute admin for their password to change who can sign in, and audits who did', async () => {
    for (const change of [
      { sso_client_id: 'another-client' },
      { sso_issuer_url: 'https://login.example.org/' },
      { sso_email_claim: 'preferred_username' },
      { sso_enabled: false },
      { sso_domain_name: null },
    ]) {
      const refused = await put(admin.cookie, change);
      expect(refused.statusCode).toBe(422);
      expect(messagesOf(refused)).toEqual({ current_password: [MESSAGES.passwordMissing] });
      const wrong = await put(admin.cookie, change, { current_password: 'not-my-password' });
      expect(messagesOf(wrong)).toEqual({ current_password: [MESSAGES.passwordWrong] });
    }
    expect(await stored()).toMatchObject({ sso_client_id: 'pdp-client', sso_enabled: true });

    const trail = auditTrail(t);
    const mark = await trail.mark();
    expect((await put(admin.cookie, { sso_client_id: 'another-client' }, withPassword)).statusCode).toBe(200);
    expect(await trail.since(mark, 'institutes')).toEqual([
      expect.objectContaining({
        record_id: instituteId,
        action: 'update',
        user_id: admin.id,
        before: expect.objectContaining({ sso_client_id: 'pdp-client' }),
        after: expect.objectContaining({ sso_client_id: 'another-client' }),
      }),
    ]);
    // A super admin needs no password.
    expect((await put(root, { sso_client_id: 'pdp-client' })).statusCode).toBe(200);
  });

  it('limits wrong passwords as Change Password does (429), even before a right one', async () => {
    const other = await createUser(t.db, instituteId, {
      email: 'gus@my-college.edu.au',
      is_institute_admin: true,
    });
    const cookie = await loginAs(t.app, other);
    for (let i = 0; i < t.config.rateLimit.perAccount; i++)
      expect((await put(cookie, { sso_client_id: 'x' }, { current_password: `guess-${i}` })).statusCode).toBe(
        422,
      );
    const limited = await put(cookie, { sso_client_id: 'x' }, withPassword);
    expect(limited.statusCode).toBe(429);
    expect((await stored()).sso_client_id).toBe('pdp-client');
  });

  it('never lets an institute take the domain of another institute’s users, whoever asks', async () => {
    for (const [cookie, more] of [
      [admin.cookie, withPassword],
      [root, {}],
    ] as const) {
      const refused = await put(cookie, { sso_domain_name: 'NEIGHBOUR.edu.au' }, more);
      expect(refused.statusCode).toBe(422);
      // It names no institute, and says nothing of who they are.
      expect(messagesOf(refused)).toEqual({ sso_domain_name: [MESSAGES.domainUsedElsewhere] });
    }
    expect((await stored()).sso_domain_name).toBe('my-college.edu.au');
    const taken = await put(root, { sso_domain_name: 'TAKEN.edu.au' });
    expect(messagesOf(taken)).toEqual({ sso_domain_name: [MESSAGES.domainTaken] });

    // The neighbour's own admin proves it: their institute's users are on it.
    const neighbourAdmin = await createUser(t.db, neighbourId, {
      email: 'nia@neighbour.edu.au',
      is_institute_admin: true,
    });
    const own = await put(
      await loginAs(t.app, neighbourAdmin),
      { sso_domain_name: 'Neighbour.EDU.au' },
      withPassword,
      neighbourId,
    );
    expect(own.statusCode).toBe(200);
    expect((await stored(neighbourId)).sso_domain_name).toBe('neighbour.edu.au');
  });

  it('lets an institute admin claim only a domain most of its active users are on; a super admin assigns', async () => {
    const unproven = await put(admin.cookie, { sso_domain_name: 'new-college.edu.au' }, withPassword);
    expect(unproven.statusCode).toBe(422);
    expect(messagesOf(unproven)).toEqual({ sso_domain_name: [MESSAGES.domainUnproven] });
    expect((await stored()).sso_domain_name).toBe('my-college.edu.au');
    const assigned = await put(root, { sso_domain_name: 'new-college.edu.au' });
    expect(assigned.statusCode).toBe(200);
    expect((await stored()).sso_domain_name).toBe('new-college.edu.au');
    expect((await put(root, { sso_domain_name: 'my-college.edu.au' })).statusCode).toBe(200);
  });

  it('refuses an issuer the server must not fetch: plain http, private, loopback or link-local', async () => {
    for (const [issuer, message] of [
      ['http://127.0.0.1:4511/internal-probe', OUTBOUND_URL_MESSAGES.https],
      ['http://10.0.0.1', OUTBOUND_URL_MESSAGES.https],
      ['http://login.example.com', OUTBOUND_URL_MESSAGES.https],
      ['https://169.254.169.254/latest/meta-data', OUTBOUND_URL_MESSAGES.address],
      ['https://10.0.0.1/realms/staff', OUTBOUND_URL_MESSAGES.address],
      ['https://127.0.0.1:4511/', OUTBOUND_URL_MESSAGES.address],
      ['https://localhost/', OUTBOUND_URL_MESSAGES.address],
      ['https://[::1]/', OUTBOUND_URL_MESSAGES.address],
      ['https://100.64.0.1/', OUTBOUND_URL_MESSAGES.address],
    ]) {
      const refused = await put(root, { sso_issuer_url: issuer });
      expect(refused.statusCode, issuer).toBe(422);
      expect(messagesOf(refused), issuer).toEqual({ sso_issuer_url: [message] });
    }
    expect((await stored()).sso_issuer_url).toBe(PROVIDER.sso_issuer_url);
  });

  it('answers 422, never a 500, for an issuer that starts like an address but none parses', async () => {
    for (const issuer of [
      'https://[',
      'https://idp.example.com:abc/',
      'https://%',
      'https://idp%zz.example.com',
    ]) {
      const refused = await put(root, { sso_issuer_url: issuer });
      expect(refused.statusCode, issuer).toBe(422);
      expect(messagesOf(refused), issuer).toEqual({ sso_issuer_url: [INVALID_URL_MESSAGE] });
    }
    // An institute admin's typo in the port (a Cyrillic Ze for a 3), sent with their password.
    const typo = await put(admin.cookie, { sso_issuer_url: 'https://login.example.edu:44З/' }, withPassword);
    expect(typo.statusCode).toBe(422);
    expect(messagesOf(typo)).toEqual({ sso_issuer_url: [INVALID_URL_MESSAGE] });
    expect((await stored()).sso_issuer_url).toBe(PROVIDER.sso_issuer_url);

    // The settings check itself answers the same, should one ever reach it past the contract.
    const check = checkSsoSettings(t.app.deps, {} as ResolvedSession, await stored(), {
      sso_issuer_url: 'https://[',
    });
    await expect(check).rejects.toMatchObject({ fields: { sso_issuer_url: [INVALID_URL_MESSAGE] } });
  });

  it('answers 422 for missing provider settings, a bad issuer URL or claim name', async () => {
    await put(root, { sso_enabled: false, sso_issuer_url: null, sso_client_id: null });
    const incomplete = await put(root, { sso_enabled: true });
    expect(incomplete.statusCode).toBe(422);
    expect(Object.keys(messagesOf(incomplete)).sort()).toEqual(['sso_client_id', 'sso_issuer_url']);
    const badUrl = await put(root, { sso_issuer_url: 'ftp://nowhere' });
    expect(badUrl.statusCode).toBe(422);
    expect(messagesOf(badUrl).sso_issuer_url).toBeDefined();
    const badClaim = await put(admin.cookie, { sso_email_claim: 'no spaces please' }, withPassword);
    expect(messagesOf(badClaim).sso_email_claim).toEqual(['must be a claim name, like email']);
  });

  it('answers 401 signed out, 403 to a supervisor, 404 for another institute', async () => {
    expect((await put(undefined, { sso_client_secret: SECRET })).statusCode).toBe(401);
    expect((await put(supervisor, { sso_client_secret: SECRET })).statusCode).toBe(403);
    expect((await put(admin.cookie, { sso_client_secret: SECRET }, {}, otherId)).statusCode).toBe(404);
    expect((await stored(otherId)).sso_client_secret).toBeNull();
  });
});
