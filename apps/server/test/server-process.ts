import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** Real server processes for tests that need more than one node (test/two-workers.test.ts). */

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * How a server is started: what `npm start` runs, the compiled JavaScript (built first when its sources
 * changed). The one place to change if that changes; `npx tsx apps/server/src/server.ts` also works,
 * only slower to start.
 */
function serverCommand(): { command: string; args: string[] } {
  if (!built) {
    const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`Building the server failed:\n${build.stdout}${build.stderr}`);
    built = true;
  }
  return { command: process.execPath, args: ['--enable-source-maps', 'apps/server/dist/server.js'] };
}
let built = false;

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  url: string;
  /** The primary process. */
  pid: number;
  /** Everything it has written to stdout and stderr so far. */
  output(): string;
  /** Waits until its output matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGTERM, as a process manager stops it; waits until it has exited. */
  stop(): Promise<void>;
  /** Waits until it exits on its own (it fails after `timeoutMs`). */
  waitForExit(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts a server with `env` on top of this process's environment, and waits until /healthz answers
 * (60 s unless `startTimeoutMs` says otherwise).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { startTimeoutMs = 60_000 } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const { command, args } = serverCommand();
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a server that does not stop can be killed with its workers.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    pid: child.pid!,
    output: () => output,
    async waitForOutput(pattern, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (hasExited || Date.now() > deadline)
          throw new Error(`No ${pattern} in the server's output:\n${output.slice(-3000)}`);
        await sleep(50);
      }
    },
    async stop() {
      if (hasExited) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
      if (!stopped) {
        process.kill(-child.pid!, 'SIGKILL');
        await exited;
      }
    },
    async waitForExit(timeoutMs) {
      const timeout = sleep(timeoutMs).then(() => undefined);
      const exit = await Promise.race([exited, timeout]);
      if (!exit) throw new Error(`The server still runs after ${timeoutMs} ms:\n${output.slice(-3000)}`);
      return exit;
    },
  };

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`The server exited while starting:\n${output.slice(-3000)}`);
    if ((await statusOf(`${url}/healthz`)) === 200) return server;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(
        `The server did not answer /healthz within ${startTimeoutMs / 1000} s:\n${output.slice(-3000)}`,
      );
    }
    await sleep(100);
  }
}

/**
 * A GET on a connection of its own (no keep-alive), so that with several workers sharing the port each
 * request may reach a different one.
 */
export function statusOf(url: string): Promise<number> {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', () => resolve(0));
  });
}

/** The processes whose parent is `pid` (Linux: read from /proc). */
export async function childPidsOf(pid: number): Promise<number[]> {
  const { readdir, readFile } = await import('node:fs/promises');
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    if (new RegExp(`^PPid:\\s+${pid}$`, 'm').test(status)) children.push(Number(entry));
  }
  return children;
}

/** The cookies a response sets, as a Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

/**
 * Submits a server-rendered form as a browser does: opens the page on `pageUrl` (for its CSRF cookie
 * and hidden token), then posts `fields` to `postUrl`, which may be another server of the same app.
 */
export async function submitForm(pageUrl: string, postUrl: string, fields: Record<string, string>) {
  const page = await fetch(pageUrl);
  const token = /name="authenticity_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const response = await fetch(postUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookiesOf(page) },
    body: new URLSearchParams({ ...fields, authenticity_token: token }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('pdp_session='));
  return { status: response.status, sessionCookie: session?.split(';')[0] };
}

/** Signs in through the real form: the page from `pageServer`, the post to `postServer`. */
export function signIn(pageServer: string, postServer: string, email: string, password: string) {
  return submitForm(`${pageServer}/users/sign_in`, `${postServer}/users/sign_in`, {
    'user[email]': email,
    'user[password]': password,
  });
}
