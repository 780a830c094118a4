import * as oidc from 'openid-client';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { createSealer } from '../../lib/sealed.js';
import { findInstitute, findInstituteBySsoEmail } from '../institutes/service.js';
import { accounts } from '../users/account-service.js';
import { ssoClientOf } from './sso-client.js';
import { canSignInThroughSso } from './policies.js';
import { SSO_MESSAGES } from './sso-messages.js';
import { applyMappedRoles, mappedRoles, mapsRoles } from './sso-roles.js';
import { findSsoUser, linkSsoSubject } from './sso-subject.js';

/** The cookie that binds one SSO round trip to the browser that started it (sealed, HttpOnly, 10 minutes). */
export const SSO_FLOW_COOKIE = 'pdp_sso';
export const SSO_FLOW_SECONDS = 600;

type Flow = { instituteId: number; state: string; nonce: string; verifier: string; expires: number };
type Failure = { ok: false; message: string };

const flowSealer = (deps: AppDeps) => createSealer(deps.config.sessionSecret, 'sso-flow');
/** The provider sends the browser back to the SSO page, whose script forwards the hash (part 1 §2.1). */
export const ssoRedirectUri = (deps: AppDeps) => `${deps.config.appUrl}/sso/sign_in`;

/** POST /sso/sign_in: the institute of the email's domain, then the provider's authorization URL. */
export async function startSsoSignIn(
  deps: AppDeps,
  email: string,
): Promise<Failure | { ok: true; url: string; flowCookie: string }> {
  const institute = await findInstituteBySsoEmail(deps.db, email);
  if (!institute?.sso_domain_name) return { ok: false, message: SSO_MESSAGES.unknownDomain };
  if (!institute.sso_enabled || !institute.sso_issuer_url || !institute.sso_client_id)
    return { ok: false, message: SSO_MESSAGES.disabled };
  let config: oidc.Configuration;
  try {
    config = await ssoClientOf(deps, institute);
  } catch {
    return { ok: false, message: SSO_MESSAGES.unreachable };
  }
  const flow: Flow = {
    instituteId: institute.id,
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    verifier: oidc.randomPKCECodeVerifier(),
    expires: Date.now() + SSO_FLOW_SECONDS * 1000,
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: ssoRedirectUri(deps),
    response_type: 'code',
    response_mode: 'fragment',
    scope: 'openid email profile',
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    login_hint: email.trim(),
  });
  return { ok: true, url: url.href, flowCookie: flowSealer(deps).seal(JSON.stringify(flow)) };
}

/**
 * GET /sso/signed_in?code=…&state=…: checks the browser's flow cookie, exchanges the code (PKCE),
 * verifies the ID token (issuer, audience, nonce, expiry, signature) and starts a session for the
 * active user of that institute with the token's email, as a password sign-in does.
 */
export async function finishSsoSignIn(
  deps: AppDeps,
  input: { flowCookie: string | undefined; params: URLSearchParams; ip: string; userAgent?: string },
): Promise<Failure | { ok: true; token: string; institute: InstituteRow; idToken?: string }> {
  const flow = readFlow(deps, input.flowCookie);
  if (!flow) return { ok: false, message: SSO_MESSAGES.expired };
  const institute = await findInstitute(deps.db, flow.instituteId);
  if (!institute?.sso_enabled) return { ok: false, message: SSO_MESSAGES.disabled };
  if (input.params.has('error')) return { ok: false, message: SSO_MESSAGES.refused };
  // A state from another attempt (or none): not this browser's round trip.
  if (input.params.get('state') !== flow.state) return { ok: false, message: SSO_MESSAGES.expired };

  const emailClaim = institute.sso_email_claim || 'email';
  let claims: Record<string, unknown> | undefined;
  let idToken: string | undefined;
  try {
    const config = await ssoClientOf(deps, institute);
    const currentUrl = new URL(ssoRedirectUri(deps));
    for (const [key, value] of input.params) currentUrl.searchParams.append(key, value);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    idToken = tokens.id_token;
    // Providers that follow the spec to the letter keep scope claims for userinfo when they issue an
    // access token; ask there when the ID token has no email.
    const groupsMissing = mapsRoles(institute) && claims?.[institute.sso_groups_claim!] === undefined;
    if (claims && (claims[emailClaim] === undefined || groupsMissing)) {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))), ...claims };
    }
  } catch (error) {
    // The provider refusing the code (invalid_grant): spent, or never issued to this client.
    const isSpentCode = error instanceof oidc.ResponseBodyError;
    return { ok: false, message: isSpentCode ? SSO_MESSAGES.expired : SSO_MESSAGES.refused };
  }
  const found = await findSsoUser(deps, institute, claims!, emailClaim);
  if (!found.ok) return found;
  let user = found.user;
  if (!user.active) return { ok: false, message: SSO_MESSAGES.inactive };
  // Never more than the institute's admin could give: no super admin (auth policies).
  if (!canSignInThroughSso(user)) return { ok: false, message: SSO_MESSAGES.superAdmin };
  const roles = mappedRoles(institute, claims!);
  if (roles?.size === 0) return { ok: false, message: SSO_MESSAGES.noRole };
  if (found.link && !(await linkSsoSubject(deps, user, found.link)))
    return { ok: false, message: SSO_MESSAGES.otherPerson };
  if (roles) user = await applyMappedRoles(deps, user, roles);
  const token = await deps.sessions.start(user, { ip: input.ip, userAgent: input.userAgent });
  await accounts.recordSignIn(deps.db, user);
  return { ok: true, token, institute, idToken };
}

function readFlow(deps: AppDeps, cookie: string | undefined): Flow | undefined {
  const opened = cookie ? flowSealer(deps).open(cookie) : undefined;
  if (!opened) return undefined;
  const flow = JSON.parse(opened) as Flow;
  return flow.expires > Date.now() ? flow : undefined;
}

/** Where DELETE /sso/sign_out sends the browser: the provider's end-session endpoint when it has one. */
export async function ssoSignOutUrl(deps: AppDeps, instituteId: number): Promise<string | undefined> {
  const institute = await findInstitute(deps.db, instituteId);
  if (!institute?.sso_enabled || !institute.sso_issuer_url) return undefined;
  try {
    const config = await ssoClientOf(deps, institute);
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return oidc.buildEndSessionUrl(config, {
      post_logout_redirect_uri: `${deps.config.appUrl}/users/sign_in`,
    }).href;
  } catch {
    return undefined;
  }
}
