import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const DEMO_PASSWORD = 'Bench-Passw0rd-2026!';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchServer {
  url: string;
  dataDir: string;
  /** The server's DATABASE_URL; unset, its embedded cluster in `dataDir`. */
  databaseUrl?: string;
  /** The primary process; its workers and the embedded postmaster are its children. */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` does (compiled, rebuilt if stale; embedded PostgreSQL; demo
 * data; default workers; this process's LOG_LEVEL, else the default: a line per request, as operators
 * run it) in a second process, and waits for /healthz. `env` adds or overrides settings.
 */
export async function startServer(
  port: number,
  options: { env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-bench-'));
  spawnSync(process.execPath, ['scripts/build-if-stale.mjs', 'server'], { cwd: root, stdio: 'ignore' });
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/server.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        DEMO: 'on',
        DEMO_PASSWORD,
        ...options.env,
      },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  // Up to 3 minutes: a busy machine starts slowly, and a bench must not go on without its server.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (i === 720) {
      child.kill('SIGTERM');
      throw new Error(`the server did not answer ${url}/healthz within 3 minutes`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    databaseUrl: options.env?.DATABASE_URL,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A process and all its descendants (the primary, its workers, PostgreSQL and its backends). */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const tree: number[] = [];
  const visit = (p: number) => {
    tree.push(p);
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return tree;
}

/** Each process of a tree with its command name and resident memory (MiB, VmRSS). */
export function processesRss(pid: number): { pid: number; ppid: number; comm: string; rssMb: number }[] {
  const list = [];
  for (const p of processTree(pid)) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      list.push({
        pid: p,
        ppid: Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]),
        comm: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?',
        rssMb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024,
      });
    } catch {
      // the process ended meanwhile
    }
  }
  return list;
}

/**
 * Memory (MB) of a process and all its descendants (the primary, its workers, PostgreSQL), as PSS:
 * each shared page counted once, split between the processes that map it. Summing RSS counted
 * PostgreSQL's shared buffers once per backend that touched them, so the same export "grew" by
 * 38 MB or 145 MB depending on which pool connection read it.
 */
export function treeMemoryMb(pid: number): number {
  let kb = 0;
  for (const p of processTree(pid)) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return kb / 1024;
}

/**
 * CPU time (ms, user + system) used so far by a process and its descendants, split into the Node
 * processes and the PostgreSQL ones. Unlike a req/s figure it does not move with other work on the
 * machine: the difference over N requests, divided by N, is what one request costs.
 */
export function treeCpuMs(pid: number): { node: number; postgres: number } {
  const ticks = 1000 / 100; // USER_HZ is 100 on Linux
  const total = { node: 0, postgres: 0 };
  for (const p of processTree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * ticks;
      total[comm.startsWith('postgres') ? 'postgres' : 'node'] += ms;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
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

/**
 * An autocannon run: awaitable for its result, and an emitter of each response while it runs, as
 * autocannon answers it (its type definitions give one or the other).
 */
export function loadRun(options: autocannon.Options): autocannon.Instance & PromiseLike<autocannon.Result> {
  return autocannon(options) as unknown as autocannon.Instance & PromiseLike<autocannon.Result>;
}

/** A request of a mix whose path is chosen as each request is sent. */
export const getEach = (path: () => string): autocannon.Request => ({
  method: 'GET',
  setupRequest: (request) => ({ ...request, path: path() }),
});
