import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ENV } from './support/env';

// Playwright evaluates this file in the runner and again in every worker; workers inherit the runner's
// environment. So only the runner names this run's temporary directory (the global setup creates it
// and its teardown removes it; the exit hook covers runs that never reach the teardown, like --list).
if (!process.env[ENV.runDir]) {
  const runDir = path.join(os.tmpdir(), `pdp-e2e-${randomUUID().slice(0, 8)}`);
  process.env[ENV.runDir] = runDir;
  process.once('exit', () => rmSync(runDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Starts the mail catcher and the server on a free port, and signs in each demo role once.
  globalSetup: './global-setup.ts',
  // One server (real PostgreSQL, two worker processes) serves two browsers at a time. Tests run in
  // any order and beside each other: each seeds what it changes (support/seed.ts), so any two can
  // run at once, even two copies of the same test (--repeat-each).
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Two browsers share two cores with the server (and, on a busy machine, with other jobs): the
  // longest flows (a whole profile, a domain with its capabilities) need more than 30 s there.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    // Set by the global setup, which runs before any worker starts (undefined in the runner itself).
    baseURL: process.env[ENV.baseUrl],
    headless: true,
    // The browsers ask for reduced motion, which the console honours (theme `motion`): no ripples,
    // fades or slides to paint and wait out. The run is CPU-bound (Chromium ~78 % of it) and this
    // took it from 10.1 to 7.6 min on 2 cores. E2E_MOTION=1 runs the tests with motion, as most people see it.
    reducedMotion: process.env.E2E_MOTION ? 'no-preference' : 'reduce',
    // A failing test leaves its screenshot and an error context (the page's accessibility tree) in
    // the output. Recording a trace of every test took a minute of the 2-core run (7.7 -> 6.6 min):
    // E2E_TRACE=1 records them again, kept for the tests that fail (docs/decisions.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
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
});
