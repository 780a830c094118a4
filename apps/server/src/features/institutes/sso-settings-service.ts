import type { TUpdateInstituteBody } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { FieldErrors } from '../../lib/errors.js';
import { createSealer } from '../../lib/sealed.js';

type Changes = TUpdateInstituteBody['institute'];
type SsoState = Pick<InstituteRow, 'sso_enabled' | 'sso_domain_name' | 'sso_issuer_url' | 'sso_client_id'>;

/** The sealer of SSO client secrets at rest (AES-256-GCM, SSO_SECRET_KEY; docs/sso.md). */
export const ssoSecretSealer = (deps: AppDeps) => createSealer(deps.config.ssoSecretKey, 'sso-client-secret');

/** SSO can be switched on only with what a sign-in needs: the email domain, the issuer and the client id. */
export function checkSsoSettings(after: SsoState): void {
  if (!after.sso_enabled) return;
  const errors = new FieldErrors();
  if (!after.sso_domain_name) errors.add('sso_domain_name', "can't be blank when single sign-on is enabled");
  if (!after.sso_issuer_url) errors.add('sso_issuer_url', "can't be blank when single sign-on is enabled");
  if (!after.sso_client_id) errors.add('sso_client_id', "can't be blank when single sign-on is enabled");
  errors.throwIfAny('Institute could not be saved');
}

/** The changes as stored: the domain in lower case, the client secret encrypted (null clears it). */
export function sealSsoSecret(deps: AppDeps, changes: Changes): Partial<InstituteRow> {
  const { sso_client_secret: secret, ...rest } = changes;
  const stored: Partial<InstituteRow> = { ...rest } as Partial<InstituteRow>;
  if (typeof rest.sso_domain_name === 'string') stored.sso_domain_name = rest.sso_domain_name.toLowerCase();
  if (secret !== undefined)
    stored.sso_client_secret = secret === null ? null : ssoSecretSealer(deps).seal(secret);
  return stored;
}
