import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { accounts } from '../users/service.js';

export type SignInResult =
  { ok: true; user: UserRow; token: string } | { ok: false; reason: 'invalid' | 'rate_limited' };

export const SIGN_IN_MESSAGES = {
  invalid: 'Invalid email or password.',
  rate_limited: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
} as const;

/**
 * Checks the credentials. Limited per account and per IP; an unknown email costs the same
 * password check as a known one, so the answer's timing does not reveal which emails exist.
 */
export async function signIn(
  deps: AppDeps,
  input: { email: string; password: string; ip: string; userAgent?: string },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const { perIp, perAccount } = deps.config.rateLimit;
  const withinIp = await deps.rateLimiter.hit(`sign_in:ip:${input.ip}`, perIp);
  const withinAccount = await deps.rateLimiter.hit(`sign_in:account:${email}`, perAccount);
  if (!withinIp || !withinAccount) return { ok: false, reason: 'rate_limited' };

  const user = email ? await accounts.findByEmail(deps.db, email) : undefined;
  const passwordOk = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordOk || !user.active) return { ok: false, reason: 'invalid' };

  const token = await deps.sessions.start(user, { ip: input.ip, userAgent: input.userAgent });
  await accounts.recordSignIn(deps.db, user);
  return { ok: true, user, token };
}
