import * as oidc from 'openid-client';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { ssoSecretSealer } from '../institutes/sso-settings-service.js';

/** How long a provider's discovered metadata is reused before it is fetched again. */
const DISCOVERY_TTL_MS = 10 * 60_000;
const cache = new Map<string, { config: oidc.Configuration; until: number }>();

/** Plain http only to this machine (a test or local identity provider); anything else needs https. */
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

/**
 * The openid-client configuration of an institute's provider: discovery from its issuer URL, the
 * client id and the decrypted secret (client_secret_basic; none without a secret, PKCE alone).
 * ID tokens are checked against the provider's JWKS (enableNonRepudiationChecks), not only trusted
 * because they came over TLS.
 */
export async function ssoClientOf(deps: AppDeps, institute: InstituteRow): Promise<oidc.Configuration> {
  const issuer = new URL(institute.sso_issuer_url ?? '');
  const secret = institute.sso_client_secret
    ? ssoSecretSealer(deps).open(institute.sso_client_secret)
    : undefined;
  const key = [institute.id, issuer.href, institute.sso_client_id, institute.sso_client_secret].join('\n');
  const cached = cache.get(key);
  if (cached && cached.until > Date.now()) return cached.config;
  const config = await oidc.discovery(
    issuer,
    institute.sso_client_id ?? '',
    undefined,
    secret ? oidc.ClientSecretBasic(secret) : oidc.None(),
    { execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [], timeout: 10 },
  );
  oidc.enableNonRepudiationChecks(config);
  cache.set(key, { config, until: Date.now() + DISCOVERY_TTL_MS });
  return config;
}
