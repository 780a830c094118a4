import * as oidc from 'openid-client';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { boundedCache } from '../../lib/bounded-cache.js';
import { createGuardedFetch } from '../../lib/guarded-fetch.js';
import { ssoSecretSealer } from '../../lib/sealed.js';

/** How long a provider's discovered metadata is reused before it is fetched again. */
const DISCOVERY_TTL_MS = 10 * 60_000;
/**
 * Providers kept at once per node: the institutes signing in within the TTL, and no more, so memory
 * does not grow with the number of institutes (or with each change of a provider's settings, which
 * makes a new key). One beyond the cap only costs a discovery request.
 */
const CACHED_PROVIDERS = 100;
const cache = boundedCache<oidc.Configuration>(CACHED_PROVIDERS, DISCOVERY_TTL_MS);

/**
 * The openid-client configuration of an institute's provider: discovery from its issuer URL, the
 * client id and the decrypted secret (client_secret_basic; none without a secret, PKCE alone).
 * ID tokens are checked against the provider's JWKS (enableNonRepudiationChecks), not only trusted
 * because they came over TLS. Every request to the provider (discovery, JWKS, token, userinfo) goes
 * through the guarded fetch: https to public addresses only, checked again once the name is resolved
 * (lib/guarded-fetch.ts); plain http only to this machine, with SSO_ALLOW_LOOPBACK_HTTP.
 */
export async function ssoClientOf(deps: AppDeps, institute: InstituteRow): Promise<oidc.Configuration> {
  const issuer = new URL(institute.sso_issuer_url ?? '');
  const allowLoopback = deps.config.ssoAllowLoopbackHttp;
  const { id, sso_client_id: clientId, sso_client_secret: sealed } = institute;
  const cacheKey = [id, issuer.href, clientId, sealed, allowLoopback].join('\n');
  const cached = cache.get(cacheKey);
  if (cached) return cached;
  const secret = sealed ? ssoSecretSealer(deps.config.ssoSecretKey).open(sealed) : undefined;
  const config = await oidc.discovery(
    issuer,
    clientId ?? '',
    undefined,
    secret ? oidc.ClientSecretBasic(secret) : oidc.None(),
    {
      // Plain http reaches only a loopback provider, and only when allowed: the guarded fetch decides.
      execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      timeout: 10,
      [oidc.customFetch]: createGuardedFetch({ allowLoopback }),
    },
  );
  oidc.enableNonRepudiationChecks(config);
  cache.set(cacheKey, config);
  return config;
}
