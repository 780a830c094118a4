import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startDataDirCluster } from './client.js';
import type { EmbeddedCluster } from './embedded-cluster.js';

const fixture = path.resolve(import.meta.dirname, '../../test/fixtures/hold-cluster.ts');

/** The app, as a separate process holding the cluster of `dataDir`; resolves once it is up. */
async function startHolder(dataDir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /ready (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before it was ready`)));
  });
  return { child, port };
}

const postmasterPid = (dataDir: string) =>
  Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

/** Running, and not a zombie (an orphan's parent is init, which in a container may never reap it). */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/^\d+ \(.*\) Z/.test(stat);
};

async function readMarks(cluster: EmbeddedCluster): Promise<string[]> {
  const client = new pg.Client({ connectionString: cluster.urlFor('crash') });
  await client.connect();
  try {
    return (await client.query<{ note: string }>('select note from marks')).rows.map((r) => r.note);
  } finally {
    await client.end();
  }
}

// These start clusters of their own from the embedded binaries, whatever server the run's other tests
// use: the PostgreSQL 15 leg (TEST_DATABASE=postgres) would only repeat them.
describe.skipIf(process.env.TEST_DATABASE === 'postgres')(
  'the embedded PostgreSQL cluster in DATA_DIR/pg',
  () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    const tempDataDir = (prefix = 'pdp-crash-') => {
      const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    };

    it('starts at once after the app was killed with -9, stopping the orphaned postmaster, and keeps the data', async () => {
      const dataDir = tempDataDir();
      const { child } = await startHolder(dataDir);
      const orphan = postmasterPid(dataDir);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      expect(isAlive(orphan)).toBe(true); // kill -9 leaves the postmaster running

      const started = Date.now();
      const cluster = await startDataDirCluster(dataDir);
      cleanups.push(() => cluster.stop());
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(isAlive(orphan)).toBe(false);
      expect(postmasterPid(dataDir)).not.toBe(orphan);
      expect(await readMarks(cluster)).toEqual(['written before the crash']);
    });

    it('starts over a stale postmaster.pid whose process is gone', async () => {
      const dataDir = tempDataDir();
      const first = await startDataDirCluster(dataDir);
      await first.stop();
      const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      expect(existsSync(pidFile)).toBe(false);
      // A lock file left by a crash of the whole machine: a pid no process has.
      writeFileSync(pidFile, `999999\n${path.join(dataDir, 'pg')}\n1700000000\n5432\n\n127.0.0.1\n`);

      const cluster = await startDataDirCluster(dataDir);
      cleanups.push(() => cluster.stop());
      expect(postmasterPid(dataDir)).not.toBe(999999);
    });

    it('lets a second process (the admin CLI) use the cluster of a running app without stopping it', async () => {
      const dataDir = tempDataDir();
      const { child, port } = await startHolder(dataDir);
      cleanups.push(async () => {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      });
      const owned = postmasterPid(dataDir);

      const borrowed = await startDataDirCluster(dataDir);
      expect(borrowed.port).toBe(port);
      expect(await readMarks(borrowed)).toEqual(['written before the crash']);
      await borrowed.stop();
      expect(isAlive(owned)).toBe(true);
    });

    it('listens on a socket in its own directory, and on a loopback port only when that path is too long', async () => {
      const serverAddress = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query<{ a: string | null }>('select inet_server_addr()::text as a')).rows[0]!
            .a;
        } finally {
          await client.end();
        }
      };
      const refusesTcp = (port: number) =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1');
          socket.once('connect', () => (socket.destroy(), resolve(false)));
          socket.once('error', () => resolve(true));
        });

      const short = await startDataDirCluster(tempDataDir());
      cleanups.push(() => short.stop());
      expect(await serverAddress(short.adminUrl)).toBeNull(); // a Unix socket has no address
      expect(await refusesTcp(short.port)).toBe(true);

      const long = await startDataDirCluster(tempDataDir(`pdp-${'long-enough-'.repeat(8)}`));
      cleanups.push(() => long.stop());
      expect(await serverAddress(long.adminUrl)).toBe('127.0.0.1/32');
    });
  },
);
