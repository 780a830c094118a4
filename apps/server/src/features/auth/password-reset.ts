import { passwordProblems } from '@pdp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { emailText } from '../../lib/email-text.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { PRODUCT_NAME } from '../../pages/layout.js';
import { usesSsoInsteadOfPassword } from './policies.js';
import { endAllSessions } from './session-service.js';
import { accounts } from '../users/account-service.js';
import { findInstitute, findInstituteBySsoEmail } from '../institutes/service.js';
import {
  type ResetTokenRow,
  claimResetToken,
  findResetToken,
  insertResetToken,
  useUpResetTokens,
} from './reset-token-repository.js';
import type { ResetErrors } from '../../pages/auth-pages.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const RESET_MESSAGES = {
  blank: "Email can't be blank",
  invalidEmail: 'Email is invalid',
  rateLimited: 'Too many requests. Please wait 15 minutes and try again.',
  tokenInvalid: 'This password reset link is invalid or has already been used. Please request a new one.',
  tokenExpired: 'This password reset link has expired. Please request a new one.',
  confirmation: "doesn't match Password",
  sso: 'Your institute signs in with single sign-on: use Sign in with SSO. If your account still signs in with a password, a reset link is on its way to your email.',
} as const;

/**
 * Starts a reset. Answers at once whatever the email, and does the work (token, email) in the background,
 * so neither the answer nor its timing tells whether an account exists.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { email: string; ip: string },
): Promise<{ error?: string }> {
  const email = input.email.trim().toLowerCase();
  if (!email) return { error: RESET_MESSAGES.blank };
  if (!EMAIL_PATTERN.test(email)) return { error: RESET_MESSAGES.invalidEmail };
  const { perIp, perAccount } = deps.config.rateLimit;
  const withinIp = await deps.rateLimiter.hit(`password_reset:ip:${input.ip}`, perIp);
  const withinAccount = await deps.rateLimiter.hit(`password_reset:account:${email}`, perAccount);
  if (!withinIp || !withinAccount) return { error: RESET_MESSAGES.rateLimited };
  void sendResetEmail(deps, email).catch((error: unknown) =>
    log.error({ err: error }, 'password reset email failed'),
  );
  // SSO institutes' staff have no password here: the domain alone says so, revealing no account. The
  // email still goes to whoever keeps a password (a super admin, a user of another institute).
  if ((await findInstituteBySsoEmail(deps.db, email))?.sso_enabled) return { error: RESET_MESSAGES.sso };
  return {};
}

async function sendResetEmail(deps: AppDeps, email: string): Promise<void> {
  const user = await accounts.findByEmail(deps.db, email);
  if (!user?.active) return;
  if (usesSsoInsteadOfPassword(user, await findInstitute(deps.db, user.institute_id))) return;
  const token = randomToken();
  const hours = deps.config.passwordResetHours;
  const link = `${deps.config.appUrl}/users/password/edit?reset_password_token=${encodeURIComponent(token)}`;
  await deps.db.transaction(async (tx) => {
    await insertResetToken(tx, {
      token_hash: hashToken(token),
      user_id: user.id,
      user_institute_id: user.institute_id,
      expires_at: new Date(Date.now() + hours * 3_600_000),
    });
    await deps.mailer.queue(tx, {
      instituteId: user.institute_id,
      to: user.email,
      subject: `Reset your ${PRODUCT_NAME} password`,
      isSensitive: true,
      text:
        emailText`Hello ${user.given_name},\n\nSomeone asked to reset the password of your ${PRODUCT_NAME} account.\n` +
        emailText`To choose a new password, open this link within ${hours} hours:\n\n${link}\n\n` +
        `The link works once. If you did not ask for this, you can ignore this email.\n`,
    });
  });
}

/** Checks a reset token without using it: answers the user it belongs to, or the page error. */
export async function checkResetToken(
  deps: AppDeps,
  token: string,
): Promise<{ error: string } | { row: ResetTokenRow }> {
  const row = token ? await findResetToken(deps.db, hashToken(token)) : undefined;
  if (!row || row.used_at) return { error: RESET_MESSAGES.tokenInvalid };
  if (row.expires_at.getTime() <= Date.now()) return { error: RESET_MESSAGES.tokenExpired };
  // A link never sets a deactivated account's password (deactivating also uses the links up).
  const user = await accounts.find(deps.db, row.user_institute_id, row.user_id);
  if (!user?.active) return { error: RESET_MESSAGES.tokenInvalid };
  return { row };
}

/** Sets the new password, uses up the token and ends every session of the user, in one transaction. */
export async function resetPassword(
  deps: AppDeps,
  input: { token: string; password: string; passwordConfirmation: string },
): Promise<{ errors?: ResetErrors; instituteId?: number }> {
  const checked = await checkResetToken(deps, input.token);
  if ('error' in checked) return { errors: { reset_password_token: checked.error } };
  const errors: ResetErrors = {};
  const problems = passwordProblems(input.password);
  if (problems.length) errors.password = `Password ${problems.join(', ')}`;
  if (input.password !== input.passwordConfirmation) {
    errors.password_confirmation = `Password confirmation ${RESET_MESSAGES.confirmation}`;
  }
  const { user_institute_id: instituteId, user_id: userId } = checked.row;
  if (Object.keys(errors).length) return { errors, instituteId };

  const passwordHash = await hashPassword(input.password);
  const won = await deps.db.transaction(async (tx) => {
    if (!(await claimResetToken(tx, checked.row.token_hash))) return false;
    await accounts.setPassword(tx, instituteId, userId, passwordHash);
    await useUpResetTokens(tx, instituteId, userId);
    await endAllSessions(tx, instituteId, userId);
    return true;
  });
  return won ? { instituteId } : { errors: { reset_password_token: RESET_MESSAGES.tokenInvalid } };
}
