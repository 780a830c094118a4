import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DEMO_PASSWORD = 'Bench-Passw0rd-2026!';

/** Starts the real server (embedded PostgreSQL, demo data) in a second process and waits for /healthz. */
export async function startServer(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-bench-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      DEMO: 'on',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real form and answers the session cookie. */
export async function signIn(
  url: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ status: number; cookie?: string }> {
  const page = await fetch(`${url}/users/sign_in`);
  const csrfCookie = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = /name="authenticity_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const response = await fetch(`${url}/users/sign_in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: csrfCookie },
    body: new URLSearchParams({
      'user[email]': email,
      'user[password]': password,
      authenticity_token: token,
    }),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith('pdp_session='));
  return { status: response.status, cookie: session?.split(';')[0] };
}
