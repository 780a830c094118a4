/**
 * The one import of a browser test:
 *
 *   import { test, expect, storageStateFor, signInThroughPage } from '../../support/fixtures';
 *
 * The server, its demo data and the mail catcher are started once per run by global-setup.ts.
 */
import path from 'node:path';
import { test as base, expect, type PlaywrightWorkerArgs, type WorkerFixture } from '@playwright/test';
import type { Database, DatabaseHandle } from '../../server/src/db/client.js';
import { ApiClient } from './api';
import { openRunDatabase } from './database';
import { type Role, ROLES, runPaths } from './env';
import { type ReceivedEmail, type WaitForEmailOptions, waitForEmail } from './mailbox';
import { type OwnInstitute, Seed, type UserSpec } from './seed';

export interface Mailbox {
  /** Waits for the next email to `to` received since this test started (see waitForEmail). */
  waitFor(
    to: string,
    timeoutMs?: number,
    options?: Omit<WaitForEmailOptions, 'since'>,
  ): Promise<ReceivedEmail>;
}

interface TestFixtures {
  mailbox: Mailbox;
  /** Makes this test's own users, sessions, institutes and profiles (support/seed.ts). */
  seed: Seed;
  /** A copy of Demo Institute with its own admin, made for this test (see `asOwnInstituteAdmin`). */
  ownInstitute: OwnInstitute;
}

interface WorkerFixtures {
  /** The stored institute admin's API, shared by the worker's tests for seeding. */
  adminApi: ApiClient;
  /** The stored super admin's API, shared by the worker's tests to create institutes. */
  superApi: ApiClient;
  /** The run's database, connected on first use and closed when the worker stops. */
  runDatabase: () => Promise<Database>;
}

/** A worker fixture: the API as a stored sign-in, opened on first use and shared by the worker's tests. */
function storedSignInApi(role: Role): [WorkerFixture<ApiClient, PlaywrightWorkerArgs>, { scope: 'worker' }] {
  const fixture: WorkerFixture<ApiClient, PlaywrightWorkerArgs> = async ({ playwright }, use) => {
    const api = await ApiClient.open(playwright, storageStateFor(role));
    await use(api);
    await api.dispose();
  };
  return [fixture, { scope: 'worker' }];
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminApi: storedSignInApi('institute_admin'),
  superApi: storedSignInApi('super_admin'),
  runDatabase: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      let opening: Promise<DatabaseHandle> | undefined;
      await use(async () => (await (opening ??= openRunDatabase())).db);
      if (opening) await (await opening).close();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
  mailbox: async ({}, use) => {
    const since = Date.now();
    await use({ waitFor: (to, timeoutMs, options) => waitForEmail(to, timeoutMs, { ...options, since }) });
  },
  seed: async ({ playwright, adminApi, superApi, runDatabase }, use) => {
    const seed = new Seed({ playwright, adminApi, superApi, database: runDatabase });
    await use(seed);
    await seed.dispose();
  },
  ownInstitute: async ({ seed }, use) => {
    await use(await seed.institute());
  },
});

export { expect };

/**
 * `test.use(asOwnInstituteAdmin)`: each test signs in as the admin of its own copy of Demo Institute,
 * for tests that change institute-wide settings (other tests read Demo Institute's at the same time).
 */
export const asOwnInstituteAdmin: Parameters<typeof test.use>[0] = {
  storageState: async ({ ownInstitute }, use) => use(ownInstitute.adminState),
};

/** `test.use(asOwnInstituteSuperAdmin)`: the same, as a super admin acting in that institute. */
export const asOwnInstituteSuperAdmin: Parameters<typeof test.use>[0] = {
  storageState: async ({ ownInstitute }, use) => use(ownInstitute.superAdminState),
};

/**
 * `test.use(asNewUser({ roles: ['institute_admin'] }))`: each test signs in as a new user of Demo
 * Institute made for it (`seed.user(spec)`), for tests that read a role's screens without any demo
 * account.
 */
export const asNewUser = (spec: UserSpec): Parameters<typeof test.use>[0] => ({
  storageState: async ({ seed }, use) => use(await seed.sessionOf(await seed.user(spec))),
});

/**
 * The stored sign-in of a demo role, made once per run through the real sign-in page by the global
 * setup. Use it with `test.use({ storageState: storageStateFor('supervisor') })`. Every test that uses
 * it shares one server-side session, and runs beside other tests: never log out, change the password
 * or otherwise end or alter that session or account in such a test, nor change what other tests read;
 * seed your own records instead (the `seed` and `ownInstitute` fixtures).
 */
export function storageStateFor(role: Role): string {
  if (!ROLES.includes(role)) throw new Error(`Unknown role ${role}; one of ${ROLES.join(', ')}`);
  return path.join(runPaths().storageDir, `${role}.json`);
}

export { signInThroughPage, submitSignInForm } from './sign-in';
export { waitForEmail, linkIn, type ReceivedEmail, type WaitForEmailOptions } from './mailbox';
export { expectNoSeriousA11yViolations } from './a11y';
export { attachScreenshot } from './screenshots';
export { uniqueSuffix, type OwnInstitute, type SeededUser } from './seed';
export { DEMO_PASSWORD, ROLE_ACCOUNTS, baseUrl, type Role } from './env';
export { expectNoHorizontalOverflow } from './layout';
