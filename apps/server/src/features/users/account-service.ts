import { passwordProblems, permissionsOf, type TChangePasswordBody, type TMe } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, FieldErrors } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { usesSsoInsteadOfPassword } from '../auth/policies.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { endOtherSessions } from '../auth/session-service.js';
import { findInstitute, getCurrentInstitute, presentInstituteSummary } from '../institutes/service.js';
import { presentUser } from './present.js';
import * as repo from './repository.js';
import * as ssoRepo from './sso-repository.js';

export async function getMe(deps: AppDeps, auth: ResolvedSession): Promise<TMe['data']> {
  // The session already loaded the user; only the institute (and, for a super admin acting
  // elsewhere, the home institute's name) is left to read.
  const institute = await getCurrentInstitute(deps.db, auth);
  const homeName =
    auth.user.institute_id === institute.id
      ? institute.name
      : ((await findInstitute(deps.db, auth.user.institute_id))?.name ?? '');
  return {
    user: presentUser(auth.user, homeName),
    institute: presentInstituteSummary(institute),
    permissions: permissionsOf(auth.user),
  };
}

export const SSO_PASSWORD_MESSAGE =
  'Your institute signs in with single sign-on: change your password with your institute instead.';

/**
 * Whether `password` is the signed-in user's own, for a change that asks for it again (Change
 * Password, the SSO sign-in settings). A stolen session must not become a way to guess it: wrong
 * guesses count against one limit per user across all of them, and past it the answer is 429.
 */
export async function isCurrentPassword(
  deps: AppDeps,
  user: Pick<UserRow, 'institute_id' | 'id'>,
  password: string,
): Promise<boolean> {
  const guessKey = `current_password:user:${user.id}`;
  // Counted as a wrong guess before the check and given back when right: simultaneous guesses see
  // each other (sign-in does the same).
  if ((await deps.rateLimiter.record(guessKey)) > deps.config.rateLimit.perAccount) {
    throw AppError.rateLimited('Too many wrong current passwords. Please wait 15 minutes and try again.');
  }
  // The session's user carries no hash: it is read here, the one place that checks it.
  const storedHash = (await repo.findUser(deps.db, user.institute_id, user.id))?.password_hash;
  const isCorrect = await verifyPassword(storedHash, password);
  if (isCorrect) await deps.rateLimiter.release(guessKey);
  return isCorrect;
}

/** Checks every rule and answers all failures at once; on success ends the user's other sessions. */
export async function changePassword(
  deps: AppDeps,
  auth: ResolvedSession,
  body: TChangePasswordBody,
): Promise<void> {
  // With SSO the institute's identity provider owns the password (issue 20): nothing to change here.
  // A super admin's password is always theirs (auth policies).
  if (usesSsoInsteadOfPassword(auth.user, await findInstitute(deps.db, auth.user.institute_id))) {
    throw AppError.badRequest(SSO_PASSWORD_MESSAGE);
  }
  const { current_password, password, password_confirmation } = body.user;
  const errors = new FieldErrors();
  const isCurrentCorrect = await isCurrentPassword(deps, auth.user, current_password);
  if (!isCurrentCorrect) errors.add('current_password', 'is invalid');
  for (const problem of passwordProblems(password)) errors.add('password', problem);
  if (isCurrentCorrect && password === current_password) {
    errors.add('password', 'must be different from the current password');
  }
  if (password !== password_confirmation) errors.add('password_confirmation', "doesn't match Password");
  errors.throwIfAny('Your password could not be changed');

  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await repo.updateUserPassword(tx, auth.user.institute_id, auth.user.id, passwordHash);
    await endOtherSessions(tx, auth.user.institute_id, auth.user.id, auth.tokenHash);
  });
}

/** Account lookups and updates the sign-in and password-reset flows need. */
export const accounts = {
  findByEmail: repo.findUserByEmail,
  find: repo.findUser,
  setPassword: repo.updateUserPassword,
  recordSignIn: repo.recordSignIn,
  setRoles: repo.updateUserRoles,
  findBySsoSubject: ssoRepo.findUserBySsoSubject,
  linkSsoSubject: ssoRepo.linkSsoSubject,
  countEmailDomainUsers: ssoRepo.countEmailDomainUsers,
};
