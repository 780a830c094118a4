/**
 * The one import of a browser test:
 *
 *   import { test, expect, storageStateFor, signInThroughPage } from '../../support/fixtures';
 *
 * The server, its demo data and the mail catcher are started once per run by global-setup.ts.
 */
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { type Role, ROLES, runPaths } from './env';
import { type ReceivedEmail, type WaitForEmailOptions, waitForEmail } from './mailbox';

export interface Mailbox {
  /** Waits for the next email to `to` received since this test started (see waitForEmail). */
  waitFor(
    to: string,
    timeoutMs?: number,
    options?: Omit<WaitForEmailOptions, 'since'>,
  ): Promise<ReceivedEmail>;
}

export const test = base.extend<{ mailbox: Mailbox }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  mailbox: async ({}, use) => {
    const since = Date.now();
    await use({ waitFor: (to, timeoutMs, options) => waitForEmail(to, timeoutMs, { ...options, since }) });
  },
});

export { expect };

/**
 * The stored sign-in of a demo role, made once per run through the real sign-in page by the global
 * setup. Use it with `test.use({ storageState: storageStateFor('supervisor') })`. Every test that uses
 * it shares one server-side session: never log out, change the password or otherwise end or alter that
 * session or account in such a test; sign in a reserved account with signInThroughPage instead.
 */
export function storageStateFor(role: Role): string {
  if (!ROLES.includes(role)) throw new Error(`Unknown role ${role}; one of ${ROLES.join(', ')}`);
  return path.join(runPaths().storageDir, `${role}.json`);
}

export { signInThroughPage, submitSignInForm, SIGN_IN_PATH } from './sign-in';
export { waitForEmail, linkIn, allEmails, type ReceivedEmail, type WaitForEmailOptions } from './mailbox';
export { expectNoSeriousA11yViolations, type A11yOptions } from './a11y';
export { attachScreenshot } from './screenshots';
export {
  DEMO_PASSWORD,
  DEMO_ADMIN,
  ROLE_ACCOUNTS,
  ROLES,
  RESERVED_ACCOUNTS,
  baseUrl,
  type Role,
  type DemoAccount,
} from './env';
