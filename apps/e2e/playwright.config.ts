import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { BASE_URL, DEMO_PASSWORD, PORT } from './support/env';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Each run gets a fresh embedded database, seeded with the demo data. Playwright evaluates this file
// in the runner and again in every worker; workers inherit the runner's environment, so only the
// runner creates (and, on exit, removes) the directory.
if (!process.env.PDP_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-e2e-'));
  process.env.PDP_E2E_DATA_DIR = dataDir;
  // 'exit' fires after Playwright has stopped the web server, so nothing still writes there.
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One server and one embedded database (which serves one query at a time) back every test.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL: BASE_URL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The Debian package's browser: `npx playwright install` downloads one and cannot work here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The real server, serving the built console from apps/web/dist (`npm run test:e2e` builds it first).
    command: 'npm run start -w @pdp/server',
    cwd: repoRoot,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stderr: 'pipe',
    env: {
      DATA_DIR: process.env.PDP_E2E_DATA_DIR,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO: 'on',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
    },
  },
});
