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

export type Role = 'super_admin' | 'institute_admin' | 'supervisor' | 'facilitator' | 'educator';

export interface DemoAccount {
  email: string;
  fullName: string;
  institute: string;
}

/**
 * The account behind each role's stored sign-in (see storageStateFor). Tests only read these accounts;
 * a test that changes an account, a session or a profile seeds its own (support/seed.ts).
 */
export const ROLE_ACCOUNTS: Record<Role, DemoAccount> = {
  super_admin: { email: 'super@demo.test', fullName: 'Sam Super', institute: 'Demo Institute' },
  institute_admin: { email: 'admin@demo.test', fullName: 'Ada Admin', institute: 'Demo Institute' },
  supervisor: { email: 'supervisor@demo.test', fullName: 'Sue Visor', institute: 'Demo Institute' },
  facilitator: { email: 'facilitator@demo.test', fullName: 'Fran Facilitator', institute: 'Demo Institute' },
  educator: { email: 'educator1@demo.test', fullName: 'Olivia Nguyen', institute: 'Demo Institute' },
};
export const ROLES = Object.keys(ROLE_ACCOUNTS) as Role[];

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
