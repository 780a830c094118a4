import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type FullConfig } from '@playwright/test';
import { DEMO_PASSWORD, ENV, ROLE_ACCOUNTS, ROLES, runDir, runPaths } from './support/env';
import { startMailCatcher } from './support/mail-catcher';
import { findFreePort, startServer } from './support/server';
import { snapshotWebBuild } from './support/web-build';
import { signInThroughPage } from './support/sign-in';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const say = (line: string) => process.stderr.write(`[e2e] ${line}\n`);

/**
 * Once per run, in the runner: a copy of the built console, a mail catcher, the real server on a free
 * port with a fresh embedded database seeded with the demo data, and one stored sign-in per demo role. Returns the teardown,
 * which stops both, keeps the server log in test-results/ and removes the run's temporary files.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const dir = runDir();
  const paths = runPaths(dir);
  const outputDir = config.projects[0]?.outputDir ?? path.join(here, 'test-results');
  for (const sub of [paths.dataDir, paths.mailDir, paths.storageDir]) mkdirSync(sub, { recursive: true });

  const undo: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const step of undo.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        process.stderr.write(`[e2e] teardown: ${(error as Error).message}\n`);
      }
    }
  };
  undo.push(async () => rmSync(dir, { recursive: true, force: true }));

  try {
    await snapshotWebBuild(path.join(repoRoot, 'apps/web/dist'), paths.webDir);
    const mail = await startMailCatcher(paths.mailDir);
    undo.push(() => mail.close());

    const started = Date.now();
    const server = await startServer({
      repoRoot,
      port: await findFreePort(),
      dataDir: paths.dataDir,
      webDistDir: paths.webDir,
      smtpUrl: mail.url,
      demoPassword: DEMO_PASSWORD,
      logFile: paths.serverLog,
      // initdb, migrations and the demo seed: about 10 s on a quiet machine, minutes on a busy one.
      startTimeoutMs: 180_000,
    });
    undo.push(async () => {
      mkdirSync(outputDir, { recursive: true });
      copyFileSync(paths.serverLog, path.join(outputDir, 'server.log'));
    });
    undo.push(() => server.stop());
    // Workers start after the global setup and inherit the runner's environment.
    process.env[ENV.baseUrl] = server.baseUrl;
    say(`server ready at ${server.baseUrl} in ${seconds(started)} (data in ${paths.dataDir})`);

    const signingIn = Date.now();
    await storeSignIns(config, server.baseUrl, paths.storageDir);
    say(`signed in ${ROLES.length} roles through the sign-in page in ${seconds(signingIn)}`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** Signs in each demo role through the real sign-in page once, and saves its cookies for storageStateFor. */
async function storeSignIns(config: FullConfig, baseURL: string, storageDir: string): Promise<void> {
  const browser = await chromium.launch(config.projects[0]?.use.launchOptions);
  try {
    await Promise.all(
      ROLES.map(async (role) => {
        const { email } = ROLE_ACCOUNTS[role];
        const context = await browser.newContext({ baseURL });
        try {
          const page = await context.newPage();
          await signInThroughPage(page, email);
          const me = await context.request.get('/api/v1/me');
          const body = (await me.json()) as { data?: { user?: { email?: string } } };
          if (!me.ok() || body.data?.user?.email !== email) {
            throw new Error(`After signing in as ${email}, /api/v1/me answered ${me.status()}`);
          }
          await context.storageState({ path: path.join(storageDir, `${role}.json`) });
        } finally {
          await context.close();
        }
      }),
    );
  } finally {
    await browser.close();
  }
}
