import path from 'node:path';

/**
 * What the config, the global setup and the tests share: the demo accounts the server seeds, their
 * password, and where this run keeps its files. Nothing here starts anything.
 *
 * The run directory is chosen by playwright.config.ts in the runner, before test files are loaded,
 * and reaches the workers through the environment; the base URL is chosen by the global setup (it
 * needs a free port) and reaches the workers the same way.
 */

/** Every demo account has this password. It is fixed (not generated) so tests can sign in; it meets the policy. */
export const DEMO_PASSWORD = 'Demo-Passw0rd-2026!';

export const ENV = {
  /** Temporary directory of this run: data/, mail/, storage/, web/, server.log. Set by playwright.config.ts. */
  runDir: 'PDP_E2E_RUN_DIR',
  /** http://127.0.0.1:<port> of the server this run started. Set by global-setup.ts. */
  baseUrl: 'PDP_E2E_BASE_URL',
} as const;

/**
 * Profiles the profiling browser tests change (apps/server/src/db/seed/demo-profiles.ts keeps them
 * "Waiting for Supervisor"): educator11 is rated by the supervisor, educator13 by an admin, and
 * educator14's profile is deleted. Other tests must not rely on those profiles' state.
 */
export const RESERVED_PROFILES = [
  'educator11@demo.test',
  'educator13@demo.test',
  'educator14@demo.test',
] as const;

export type Role = 'super_admin' | 'institute_admin' | 'supervisor' | 'facilitator' | 'educator';

export interface DemoAccount {
  email: string;
  fullName: string;
  institute: string;
}

/** The account behind each role's stored sign-in (see storageStateFor). Never use these for destructive actions. */
export const ROLE_ACCOUNTS: Record<Role, DemoAccount> = {
  super_admin: { email: 'super@demo.test', fullName: 'Sam Super', institute: 'Demo Institute' },
  institute_admin: { email: 'admin@demo.test', fullName: 'Ada Admin', institute: 'Demo Institute' },
  supervisor: { email: 'supervisor@demo.test', fullName: 'Sue Visor', institute: 'Demo Institute' },
  facilitator: { email: 'facilitator@demo.test', fullName: 'Fran Facilitator', institute: 'Demo Institute' },
  educator: { email: 'educator1@demo.test', fullName: 'Olivia Nguyen', institute: 'Demo Institute' },
};
export const ROLES = Object.keys(ROLE_ACCOUNTS) as Role[];

/** Kept for older tests: the institute admin. */
export const DEMO_ADMIN = {
  ...ROLE_ACCOUNTS.institute_admin,
  givenName: 'Ada',
} as const;

/**
 * Accounts that one test changes or spends sign-in attempts on, so no other test may use them.
 * Add yours here when you write a destructive test, and pick an educator no one has taken.
 */
export const RESERVED_ACCOUNTS = {
  /** tests/auth/password-reset.spec.ts: resets its password. */
  passwordReset: { email: 'educator9@demo.test', fullName: "Charlotte O'Connor" },
  /** tests/auth/accessibility.spec.ts: resets its password to scan the reset pages. */
  accessibilityReset: { email: 'educator10@demo.test', fullName: 'Oliver Walker' },
  /** tests/auth/sign-in.spec.ts: wrong-password attempts (they count towards the per-account limit). */
  wrongPassword: { email: 'educator3@demo.test', fullName: 'Amelia Patel' },
  /** tests/auth/console-access.spec.ts: signs in and logs out. */
  logout: { email: 'educator2@demo.test', fullName: 'Liam Smith' },
  /** tests/shell/account.spec.ts: changes its password. */
  changePassword: { email: 'educator4@demo.test', fullName: 'Noah Brown' },
  /** tests/shell/account.spec.ts: has its session deleted on the server. */
  sessionExpiry: { email: 'educator5@demo.test', fullName: 'Isla Wilson' },
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run the browser tests through Playwright with apps/e2e/playwright.config.ts ` +
        '(npm run test:e2e), which starts the server and sets it.',
    );
  }
  return value;
}

export const runDir = (): string => required(ENV.runDir);
export const baseUrl = (): string => required(ENV.baseUrl);

export const runPaths = (dir = runDir()) => ({
  dataDir: path.join(dir, 'data'),
  mailDir: path.join(dir, 'mail'),
  storageDir: path.join(dir, 'storage'),
  webDir: path.join(dir, 'web'),
  serverLog: path.join(dir, 'server.log'),
});
