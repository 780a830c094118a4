import { INVALID_URL_MESSAGE, SSO_SIGN_IN_FIELDS, type TUpdateInstituteBody } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { AppError, FieldErrors } from '../../lib/errors.js';
import { outboundUrlProblem } from '../../lib/public-address.js';
import { ssoSecretSealer } from '../../lib/sealed.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { accounts, isCurrentPassword } from '../users/account-service.js';
import { needsPasswordToChangeSsoSignIn, ssoDomainClaim } from './policies.js';
import * as repo from './repository.js';

type Changes = TUpdateInstituteBody['institute'];
const SAVE_FAILED = 'Institute could not be saved';

export const SSO_SETTINGS_MESSAGES = {
  passwordMissing: 'is needed to change who can sign in through single sign-on',
  passwordWrong: 'is invalid',
  domainTaken: 'is already used by another institute',
  domainUsedElsewhere:
    'is the email domain of users of another institute: an institute can only use its own users’ domain',
  domainUnproven:
    'can only be set when most of this institute’s active users have email addresses on it; ask a super admin to assign it',
} as const;

const storedDomain = (domain: string | null | undefined) =>
  typeof domain === 'string' ? domain.toLowerCase() : domain;

/** The fields of SSO_SIGN_IN_FIELDS whose value this update changes (the domain in lower case). */
export function changedSsoSignInFields(before: InstituteRow, changes: Changes) {
  return SSO_SIGN_IN_FIELDS.filter((field) => {
    const value = field === 'sso_domain_name' ? storedDomain(changes[field]) : changes[field];
    return value !== undefined && value !== before[field];
  });
}

/**
 * A change of who can sign in through SSO needs a super admin, or the admin's own password again
 * (422 on current_password when it is missing or wrong; wrong ones are rate limited with Change
 * Password's). Checked before anything else about the change, so that without the password nothing
 * is told about domains.
 */
export async function confirmSsoSignInChange(
  deps: AppDeps,
  auth: ResolvedSession,
  before: InstituteRow,
  body: TUpdateInstituteBody,
): Promise<void> {
  if (changedSsoSignInFields(before, body.institute).length === 0) return;
  if (!needsPasswordToChangeSsoSignIn(auth.user)) return;
  const password = body.current_password;
  if (!password) {
    throw AppError.validation({ current_password: [SSO_SETTINGS_MESSAGES.passwordMissing] }, [], SAVE_FAILED);
  }
  if (!(await isCurrentPassword(deps, auth.user, password))) {
    throw AppError.validation({ current_password: [SSO_SETTINGS_MESSAGES.passwordWrong] }, [], SAVE_FAILED);
  }
}

/**
 * The SSO settings as they would be after the change: SSO switched on only with what a sign-in needs
 * (the domain, the issuer, the client id); an issuer the server may fetch (https on a public address,
 * lib/public-address.ts); a domain that is this institute's to take (institutes policies).
 */
export async function checkSsoSettings(
  deps: AppDeps,
  auth: ResolvedSession,
  before: InstituteRow,
  changes: Changes,
): Promise<void> {
  const after = { ...before, ...changes };
  const errors = new FieldErrors();
  if (after.sso_enabled) {
    if (!after.sso_domain_name)
      errors.add('sso_domain_name', "can't be blank when single sign-on is enabled");
    if (!after.sso_issuer_url) errors.add('sso_issuer_url', "can't be blank when single sign-on is enabled");
    if (!after.sso_client_id) errors.add('sso_client_id', "can't be blank when single sign-on is enabled");
  }
  if (changes.sso_issuer_url) {
    // The contract refuses an address no parser reads; this check must not fail on one all the same.
    const issuer = URL.parse(changes.sso_issuer_url);
    const policy = { allowLoopback: deps.config.ssoAllowLoopbackHttp };
    const problem = issuer ? outboundUrlProblem(issuer, policy) : INVALID_URL_MESSAGE;
    if (problem) errors.add('sso_issuer_url', problem);
  }
  const domain = storedDomain(changes.sso_domain_name);
  if (domain && domain !== before.sso_domain_name) {
    const problem = await domainProblem(deps, auth, before.id, domain);
    if (problem) errors.add('sso_domain_name', problem);
  }
  errors.throwIfAny(SAVE_FAILED);
}

async function domainProblem(deps: AppDeps, auth: ResolvedSession, instituteId: number, domain: string) {
  const holder = await repo.findInstituteBySsoDomain(deps.db, domain);
  if (holder && holder.id !== instituteId) return SSO_SETTINGS_MESSAGES.domainTaken;
  const claim = ssoDomainClaim(auth.user, await accounts.countEmailDomainUsers(deps.db, instituteId, domain));
  if (claim === 'used_elsewhere') return SSO_SETTINGS_MESSAGES.domainUsedElsewhere;
  if (claim === 'unproven') return SSO_SETTINGS_MESSAGES.domainUnproven;
  return undefined;
}

/** The changes as stored: the domain in lower case, the client secret encrypted (null clears it). */
export function sealSsoSecret(deps: AppDeps, changes: Changes): Partial<InstituteRow> {
  const { sso_client_secret: secret, ...rest } = changes;
  const stored: Partial<InstituteRow> = { ...rest } as Partial<InstituteRow>;
  if (typeof rest.sso_domain_name === 'string') stored.sso_domain_name = rest.sso_domain_name.toLowerCase();
  if (secret !== undefined)
    stored.sso_client_secret =
      secret === null ? null : ssoSecretSealer(deps.config.ssoSecretKey).seal(secret);
  return stored;
}
