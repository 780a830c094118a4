import { setTimeout as sleep } from 'node:timers/promises';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { findInstitute } from '../institutes/service.js';
import { accounts } from '../users/account-service.js';
import { usesSsoInsteadOfPassword } from './policies.js';

export type SignInResult =
  { ok: true; user: UserRow; token: string } | { ok: false; reason: 'invalid' | 'rate_limited' | 'sso' };

export const SIGN_IN_MESSAGES = {
  invalid: 'Invalid email or password.',
  rate_limited: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  sso: 'Your institute signs in with single sign-on. Use Sign in with SSO instead.',
} as const;

/** The longest a failed attempt's answer is held back. */
const MAX_FAILURE_DELAY_MS = 5_000;

/**
 * Checks the credentials. Only failures count, so signing in often (or 50 colleagues behind one office
 * address) never locks anybody out:
 * - failures per account *from one address* (`perAccount`) and per address (`perIp`) block further
 *   attempts from that address for the rest of the window, so a stranger elsewhere cannot lock the
 *   owner out by guessing at their email;
 * - guessing at one account from many addresses is slowed, not locked: once the account's failures
 *   in the window pass `perAccount`, each failed answer is held back longer (doubling, up to 5 s).
 * An unknown email costs the same password check as a known one, so timing reveals no accounts.
 */
export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string; ip: string; userAgent?: string },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const { perIp, perAccount } = deps.config.rateLimit;
  const { rateLimiter } = deps;
  const keys = {
    ip: `sign_in:ip:${input.ip}`,
    accountFromIp: `sign_in:account_ip:${email}:${input.ip}`,
    account: `sign_in:account:${email}`,
  };
  // Each attempt is counted as a failure before the password is checked, and given back once it
  // succeeds: attempts sent at the same moment see each other (counted after the slow check, 40
  // simultaneous guesses all passed a limit of 10).
  const [ipFailures, accountFromIpFailures] = await Promise.all([
    rateLimiter.record(keys.ip),
    rateLimiter.record(keys.accountFromIp),
  ]);
  if (ipFailures > perIp || accountFromIpFailures > perAccount) return { ok: false, reason: 'rate_limited' };

  const user = email ? await accounts.findByEmail(deps.db, email) : undefined;
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk || !user.active) {
    const accountFailures = await rateLimiter.record(keys.account);
    if (accountFailures > perAccount)
      await sleep(Math.min(250 * 2 ** (accountFailures - perAccount - 1), MAX_FAILURE_DELAY_MS));
    return { ok: false, reason: 'invalid' };
  }
  await Promise.all([rateLimiter.release(keys.ip), rateLimiter.release(keys.accountFromIp)]);

  // Told only after the right password, so the answer reveals nothing to a stranger (issue 20). A
  // super admin always signs in here, whatever their institute's SSO (auth policies).
  if (usesSsoInsteadOfPassword(user, await findInstitute(deps.db, user.institute_id)))
    return { ok: false, reason: 'sso' };
  const token = await deps.sessions.start(user, { ip: input.ip, userAgent: input.userAgent });
  await accounts.recordSignIn(deps.db, user);
  return { ok: true, user, token };
}
