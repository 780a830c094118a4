/**
 * What the browser tests and playwright.config.ts share: where the server listens and the demo
 * accounts it seeds. The password is fixed (not generated) so tests can sign in; it meets the policy.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DEMO_PASSWORD = 'Demo-Passw0rd-2026!';

export const DEMO_ADMIN = {
  email: 'admin@demo.test',
  fullName: 'Ada Admin',
  givenName: 'Ada',
  institute: 'Demo Institute',
} as const;
