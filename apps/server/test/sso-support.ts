// The SSO API tests' steps against the test identity provider (identity-provider.ts, which the browser
// tests also import: it must not import the app's test harness).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { apiClient, createTestApp, type TestApp } from './app.js';
import { createInstitute, createUser, loginAs } from './factories.js';
import { Browser, nextIp, openForm } from './forms.js';
import { followProvider, startIdentityProvider, type TestIdentityProvider } from './identity-provider.js';

/** The app's address as the provider knows it (its redirect URIs): where `followProvider` stops. */
export const SSO_TEST_APP_URL = 'http://127.0.0.1:3000';

/**
 * Points an institute's SSO at the provider, as a super admin does (they assign a domain without
 * proof and need no password again): answers the PUT's response.
 */
export async function useProviderFor(
  app: FastifyInstance,
  instituteId: number,
  idp: TestIdentityProvider,
  domain: string,
  more: Record<string, unknown> = {},
) {
  const root = await createUser(app.deps.db, instituteId, { is_super_admin: true });
  return apiClient(app, await loginAs(app, root)).put(`/api/v1/institutes/${instituteId}`, {
    institute: {
      sso_enabled: true,
      sso_domain_name: domain,
      sso_issuer_url: idp.issuer,
      sso_client_id: idp.clientId,
      sso_client_secret: idp.clientSecret,
      ...more,
    },
  });
}

/**
 * A describe block's SSO world: the app, the provider and an institute whose SSO (on `domain`, with
 * `more` settings) points at it, set up before the block's tests and torn down after them. Read the
 * fields inside hooks and tests only; `saved` is the institute PUT's response.
 */
export function useSsoWorld(domain: string, more: Record<string, unknown> = {}) {
  const world = {} as {
    t: TestApp;
    idp: TestIdentityProvider;
    instituteId: number;
    saved: LightMyRequestResponse;
  };
  beforeAll(async () => {
    // The provider runs on this machine, over http: allowed only with this setting.
    world.t = await createTestApp({ ssoAllowLoopbackHttp: true });
    world.idp = await startIdentityProvider(
      [`${SSO_TEST_APP_URL}/sso/sign_in`],
      [`${SSO_TEST_APP_URL}/users/sign_in`],
    );
    world.instituteId = (await createInstitute(world.t.db)).id;
    world.saved = await useProviderFor(world.t.app, world.instituteId, world.idp, domain, more);
    expect(world.saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await world.idp?.close();
    await world.t?.close();
  });
  return world;
}

/**
 * The SSO round trip as a browser makes it: the email form, the provider (who signs in whoever the
 * email names), then the SSO page's hash carried on to /sso/signed_in. `finished` is undefined when
 * the form itself was refused.
 */
export async function signInThroughProvider(
  app: FastifyInstance,
  email: string,
  browser = new Browser(app, nextIp()),
) {
  const form = await openForm(app, '/sso/sign_in', browser);
  const started = await browser.post('/sso/sign_in', {
    'user[email]': email,
    authenticity_token: form.token!,
  });
  if (started.status !== 303) return { browser, started, finished: undefined, back: undefined };
  const back = await followProvider(String(started.response.headers.location), SSO_TEST_APP_URL);
  const finished = await browser.get(`/sso/signed_in?${back.hash.slice(1)}`);
  return { browser, started, finished, back, signedIn: browser.cookies.has('pdp_session') };
}
