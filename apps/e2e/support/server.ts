import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import net from 'node:net';

export interface ServerOptions {
  /** The monorepo root: the server starts with `npm run start -w @pdp/server` from here. */
  repoRoot: string;
  port: number;
  dataDir: string;
  /** The built console to serve (a copy of apps/web/dist). */
  webDistDir: string;
  smtpUrl: string;
  demoPassword: string;
  /** Where the server's stdout and stderr go. */
  logFile: string;
  startTimeoutMs?: number;
}

export interface ServerHandle {
  baseUrl: string;
  pid: number;
  /** Stops the server and everything it started (npm, tsx, node), and waits until they are gone. */
  stop(): Promise<void>;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether any process of the group led by `pgid` still exists. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await sleep(50);
  }
  return condition();
}

export function logTail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/**
 * Starts the real server as a child process in its own process group, so stopping it can signal
 * npm, tsx and node together and leave no orphan, and waits until /healthz answers.
 */
export async function startServer(options: ServerOptions): Promise<ServerHandle> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    WEB_DIST_DIR: options.webDistDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DEMO: 'on',
    DEMO_PASSWORD: options.demoPassword,
    SMTP_URL: options.smtpUrl,
    LOG_LEVEL: 'warn',
    // The SSO tests run an OpenID provider on 127.0.0.1 over http (tests/auth/sso.spec.ts).
    SSO_ALLOW_LOOPBACK_HTTP: 'on',
  };
  // The embedded database and the direct client IP, whatever the caller's shell says.
  delete env.DATABASE_URL;
  delete env.TRUST_PROXY;

  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child: ChildProcess = spawn('npm', ['run', 'start', '-w', '@pdp/server'], {
    cwd: options.repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const pgid = child.pid;
  if (pgid === undefined) throw new Error('Could not start the server (npm did not spawn).');

  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  let ready = false;
  let stopping = false;
  child.once('exit', (code, signal) => {
    exit = { code, signal };
    // During start-up the start-up error reports it; during teardown it is expected.
    if (ready && !stopping) {
      process.stderr.write(
        `\n[e2e] The server exited unexpectedly (code ${code}, signal ${signal}). Last lines of its log:\n` +
          `${logTail(options.logFile)}\n\n`,
      );
    }
  });
  // If the runner dies without its teardown (Ctrl-C twice, a crash), take the server down with it.
  const killOnExit = () => signalGroup(pgid, 'SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    stopping = true;
    process.removeListener('exit', killOnExit);
    if (groupAlive(pgid)) {
      signalGroup(pgid, 'SIGTERM');
      if (!(await waitUntil(() => !groupAlive(pgid), 10_000))) {
        process.stderr.write('[e2e] The server did not stop within 10 s of SIGTERM; killing it.\n');
        signalGroup(pgid, 'SIGKILL');
        await waitUntil(() => !groupAlive(pgid), 5_000);
      }
    }
    await waitUntil(() => exit !== undefined, 2_000);
    if (groupAlive(pgid)) process.stderr.write(`[e2e] Process group ${pgid} is still alive after SIGKILL.\n`);
    await new Promise<void>((resolve) => log.end(() => resolve()));
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (exit) {
      await stop();
      throw new Error(
        `The server exited during start-up (code ${exit.code}, signal ${exit.signal}). Its log:\n` +
          logTail(options.logFile),
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) {
        ready = true;
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer ${baseUrl}/healthz within ${options.startTimeoutMs ?? 60_000} ms. Its log:\n` +
          logTail(options.logFile),
      );
    }
    await sleep(100);
  }
  return { baseUrl, pid: pgid, stop };
}
