import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow, UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { currentRequestContext, runInRequestContext } from '../../lib/request-context.js';
import { accounts } from '../users/account-service.js';
import { SSO_MESSAGES } from './sso-messages.js';

type Link = { issuer: string; subject: string };
type Found = { ok: true; user: UserRow; link?: Link } | { ok: false; message: string };

/** `email_verified` as providers send it: the boolean, or the string some (Cognito) send. */
export const isEmailVerified = (value: unknown) => value === true || value === 'true';

/**
 * The user an ID token names (docs/sso.md "Who is who"). A person the provider has signed in before
 * is found by their `sub` at this issuer, whatever email they now have. Otherwise the email claim
 * finds them, but only an email the provider says it has verified, and only a user not yet linked to
 * another person at this issuer; `link` then says which sub to remember. Links made under another
 * issuer (the institute changed provider) no longer count.
 */
export async function findSsoUser(
  deps: AppDeps,
  institute: InstituteRow,
  claims: Record<string, unknown>,
  emailClaim: string,
): Promise<Found> {
  const { iss: issuer, sub: subject } = claims;
  if (typeof issuer !== 'string' || typeof subject !== 'string' || !issuer || !subject)
    return { ok: false, message: SSO_MESSAGES.refused };
  const linked = await accounts.findBySsoSubject(deps.db, institute.id, issuer, subject);
  if (linked) return { ok: true, user: linked };

  const email = claims[emailClaim];
  if (typeof email !== 'string' || !email.trim()) return { ok: false, message: SSO_MESSAGES.noEmail };
  if (!isEmailVerified(claims.email_verified)) return { ok: false, message: SSO_MESSAGES.unverifiedEmail };
  const user = await accounts.findByEmail(deps.db, email.trim().toLowerCase());
  if (!user || user.institute_id !== institute.id) return { ok: false, message: SSO_MESSAGES.noAccount };
  if (user.sso_issuer === issuer && user.sso_subject !== null)
    return { ok: false, message: SSO_MESSAGES.otherPerson };
  return { ok: true, user, link: { issuer, subject } };
}

/**
 * Remembers the person behind the user. Written as the user themself, so the audit trail shows who
 * signed in and the request it came from. False when that person is already linked to another user
 * (two first sign-ins at once).
 */
export async function linkSsoSubject(deps: AppDeps, user: UserRow, link: Link): Promise<boolean> {
  try {
    await asSigningInUser(user, () => accounts.linkSsoSubject(deps.db, user, link));
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'users_institute_id_sso_issuer_sso_subject_index')) return false;
    throw error;
  }
}

/** Runs a write of the sign-in as the user signing in (the audit trail's actor). */
export async function asSigningInUser(user: Pick<UserRow, 'id'>, write: () => PromiseLike<unknown>) {
  const requestId = currentRequestContext()?.requestId ?? 'sso-sign-in';
  // Awaited inside the context: drizzle runs a query when it is awaited.
  await runInRequestContext({ requestId, userId: user.id }, async () => {
    await write();
  });
}
