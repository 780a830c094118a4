import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiClient, json, sessionCookie } from '../../../test/app.js';
import { createInstitute, createUser, loginAs, TEST_PASSWORD } from '../../../test/factories.js';
import { alertsOf, Browser, nextIp, openForm, signInThroughForm } from '../../../test/forms.js';
import { followProvider } from '../../../test/identity-provider.js';
import {
  signInThroughProvider as roundTrip,
  SSO_TEST_APP_URL as appUrl,
  useSsoWorld,
} from '../../../test/sso-support.js';
import { institutes } from '../../db/schema/index.js';
import { RESET_MESSAGES } from './password-reset.js';
import { SSO_MESSAGES } from './sso-messages.js';

/** Issue 20: OpenID Connect sign-in against a real provider (oidc-provider on 127.0.0.1). */
describe('single sign-on', () => {
  const domain = 'sso-college.edu.au';
  const sso = useSsoWorld(domain);

  const signInThroughProvider = (email: string) => roundTrip(sso.t.app, email);

  it('signs an active user in through the provider (code + PKCE), and out again at the provider', async () => {
    const user = await createUser(sso.t.db, sso.instituteId, { email: `ann@${domain}` });
    const { browser, started, finished, back } = await signInThroughProvider(user.email);
    const authorize = new URL(String(started.response.headers.location));
    expect(authorize.origin).toBe(sso.idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('response_mode')).toBe('fragment');
    expect(back!.pathname).toBe('/sso/sign_in');
    expect(back!.hash).toMatch(/code=/);
    expect(finished!.status).toBe(303);
    expect(finished!.response.headers.location).toBe('/');
    const cookie = sessionCookie(browser.cookies.get('pdp_session')!);
    const me = await apiClient(sso.t.app, cookie).get('/api/v1/me');
    expect(json<{ data: { user: { email: string } } }>(me).data.user.email).toBe(user.email);

    const out = await browser.request('DELETE', '/sso/sign_out', { headers: { 'x-client-app': 'webapp' } });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers.location)).toMatch(new RegExp(`^${sso.idp.issuer}/session/end`));
    expect((await apiClient(sso.t.app, cookie).get('/api/v1/me')).statusCode).toBe(401);
  });

  it('refuses an unknown domain and an institute with SSO turned off', async () => {
    const unknown = await signInThroughProvider('someone@elsewhere.example');
    expect(unknown.started.status).toBe(422);
    expect(alertsOf(unknown.started.html)).toEqual([SSO_MESSAGES.unknownDomain]);
    await createInstitute(sso.t.db, { sso_domain_name: 'off.example', sso_enabled: false });
    const off = await signInThroughProvider('someone@off.example');
    expect(alertsOf(off.started.html)).toEqual([SSO_MESSAGES.disabled]);
  });

  it('refuses a person with no account and an inactive user, signing nobody in', async () => {
    const none = await signInThroughProvider(`ghost@${domain}`);
    expect(none.finished!.status).toBe(403);
    expect(alertsOf(none.finished!.html)).toEqual([SSO_MESSAGES.noAccount]);
    expect(none.browser.cookies.has('pdp_session')).toBe(false);
    const inactive = await createUser(sso.t.db, sso.instituteId, { email: `gone@${domain}`, active: false });
    const refused = await signInThroughProvider(inactive.email);
    expect(alertsOf(refused.finished!.html)).toEqual([SSO_MESSAGES.inactive]);
    expect(refused.browser.cookies.has('pdp_session')).toBe(false);
  });

  it('refuses a replayed code, a forged state and a callback from another browser', async () => {
    const user = await createUser(sso.t.db, sso.instituteId, { email: `bob@${domain}` });
    const browser = new Browser(sso.t.app, nextIp());
    const form = await openForm(sso.t.app, '/sso/sign_in', browser);
    const started = await browser.post('/sso/sign_in', {
      'user[email]': user.email,
      authenticity_token: form.token!,
    });
    const flow = browser.cookies.get('pdp_sso')!;
    const back = await followProvider(String(started.response.headers.location), appUrl);
    const params = new URLSearchParams(back.hash.slice(1));

    const stranger = new Browser(sso.t.app, nextIp());
    const elsewhere = await stranger.get(`/sso/signed_in?${params}`);
    expect(alertsOf(elsewhere.html)).toEqual([SSO_MESSAGES.expired]);

    const forged = new URLSearchParams(params);
    forged.set('state', 'forged-state');
    const forgedPage = await browser.get(`/sso/signed_in?${forged}`);
    expect(alertsOf(forgedPage.html)).toEqual([SSO_MESSAGES.expired]);
    expect(browser.cookies.has('pdp_session')).toBe(false);

    // The same code again, with the flow cookie put back: the provider has spent it.
    browser.cookies.set('pdp_sso', flow);
    expect((await browser.get(`/sso/signed_in?${params}`)).status).toBe(303);
    browser.cookies.delete('pdp_session');
    browser.cookies.set('pdp_sso', flow);
    const replay = await browser.get(`/sso/signed_in?${params}`);
    expect(alertsOf(replay.html)).toEqual([SSO_MESSAGES.expired]);
    expect(browser.cookies.has('pdp_session')).toBe(false);
  });

  it.each([
    ['another audience', (c: Record<string, unknown>) => void (c.aud = 'someone-else'), false],
    [
      'an expired ID token',
      (c: Record<string, unknown>) => void (c.exp = Math.floor(Date.now() / 1000) - 3600),
      false,
    ],
    ['a tampered nonce', (c: Record<string, unknown>) => void (c.nonce = 'tampered'), false],
    ['a signature by another key', () => undefined, true],
  ])('refuses %s', async (_name, change, foreignKey) => {
    const user = await createUser(sso.t.db, sso.instituteId, {
      email: `tamper${nextIp().replaceAll('.', '')}@${domain}`,
    });
    sso.idp.tamper(change, { foreignKey });
    const { finished, browser } = await signInThroughProvider(user.email);
    expect(finished!.status).toBe(403);
    expect(alertsOf(finished!.html)).toEqual([SSO_MESSAGES.refused]);
    expect(browser.cookies.has('pdp_session')).toBe(false);
  });

  it('keeps passwords out of it: password sign-in, forgot password and change password', async () => {
    const user = await createUser(sso.t.db, sso.instituteId, { email: `pat@${domain}` });
    const signIn = await signInThroughForm(new Browser(sso.t.app, nextIp()), user.email, TEST_PASSWORD);
    expect(alertsOf(signIn.html)).toEqual([
      'Your institute signs in with single sign-on. Use Sign in with SSO instead.',
    ]);
    const forgot = new Browser(sso.t.app, nextIp());
    const page = await forgot.get('/users/password/new');
    const asked = await forgot.post('/users/password', {
      'user[email]': user.email,
      authenticity_token: page.token!,
    });
    expect(asked.text).toContain(RESET_MESSAGES.sso);

    const { browser } = await signInThroughProvider(user.email);
    const cookie = sessionCookie(browser.cookies.get('pdp_session')!);
    const change = await apiClient(sso.t.app, cookie).put('/api/v1/users/password', {
      user: {
        current_password: TEST_PASSWORD,
        password: 'Another-Passw0rd-9!',
        password_confirmation: 'Another-Passw0rd-9!',
      },
    });
    expect(change.statusCode).toBe(400);
  });

  it('stores the client secret encrypted and never returns it', async () => {
    const [row] = await sso.t.db.select().from(institutes).where(eq(institutes.id, sso.instituteId));
    expect(row!.sso_client_secret).not.toContain(sso.idp.clientSecret);
    expect(row!.sso_client_secret).toMatch(/^v1\./);
    const admin = await createUser(sso.t.db, sso.instituteId, { is_institute_admin: true });
    const api = apiClient(sso.t.app, await loginAs(sso.t.app, admin));
    const shown = await api.get(`/api/v1/institutes/${sso.instituteId}`);
    expect(shown.body).not.toContain(sso.idp.clientSecret);
    expect(shown.body).not.toContain(row!.sso_client_secret!);
    expect(json<{ data: { sso_client_secret_set: boolean } }>(shown).data.sso_client_secret_set).toBe(true);
    const saved = await api.put(`/api/v1/institutes/${sso.instituteId}`, {
      institute: { sso_client_id: sso.idp.clientId },
    });
    expect(saved.body).not.toContain(sso.idp.clientSecret);
    expect(saved.body).not.toContain('sso_client_secret"');
  });
});
