import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import { emailText } from '../../lib/email-text.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { PRODUCT_NAME } from '../../pages/layout.js';
import { insertResetTokens } from './reset-token-repository.js';

export interface Invitee {
  institute_id: number;
  id: number;
  email: string;
  given_name: string;
  active: boolean;
}

/**
 * New accounts have no usable password: each active invitee gets a single-use link to choose one
 * (docs/decisions.md, "New users choose their own password"). An inactive one gets none: the link
 * would refuse them. Written in the caller's transaction, so the emails (and their delivery jobs)
 * exist only if the users do.
 */
export async function queuePasswordInvitations(
  tx: Executor,
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  invitees: Invitee[],
  instituteName: string,
): Promise<void> {
  const active = invitees.filter((user) => user.active);
  if (active.length === 0) return;
  const days = deps.config.setPasswordLinkDays;
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  const links = active.map((user) => ({ user, token: randomToken() }));
  await insertResetTokens(
    tx,
    links.map(({ user, token }) => ({
      token_hash: hashToken(token),
      user_id: user.id,
      user_institute_id: user.institute_id,
      expires_at: expiresAt,
    })),
  );
  await deps.mailer.queueMany(
    tx,
    links.map(({ user, token }) => ({
      instituteId: user.institute_id,
      to: user.email,
      subject: `Your ${PRODUCT_NAME} account at ${instituteName}`,
      isSensitive: true,
      text:
        emailText`Hello ${user.given_name},\n\nAn account has been created for you in ${PRODUCT_NAME} at ${instituteName}.\n` +
        emailText`To choose your password, open this link within ${days} days:\n\n` +
        emailText`${deps.config.appUrl}/users/password/edit?reset_password_token=${encodeURIComponent(token)}\n\n` +
        `The link works once. When it has expired, use "Forgot your password?" on the sign-in page.\n`,
    })),
  );
}
