#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server on 127.0.0.1, passing its URL as DATABASE_URL_TEST.
// Uses DATABASE_URL_TEST as given when set. Without PostgreSQL binaries the run is skipped with a notice,
// except under CI=true, where that is a failure.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: with-postgres.mjs <command...>');
  process.exit(2);
}

function run(env) {
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    shell: false,
  });
  return result.status ?? 1;
}

if (process.env.DATABASE_URL_TEST) process.exit(run({}));

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'pg_ctl')));
}

const binDir = findBinDir();
if (!binDir) {
  const notice =
    'PostgreSQL binaries not found (/usr/lib/postgresql/*/bin) and DATABASE_URL_TEST unset: skipping the PostgreSQL API tests.';
  if (process.env.CI === 'true') {
    console.error(`${notice}\nUnder CI=true this is a failure: install the postgresql package.`);
    process.exit(1);
  }
  console.warn(`\n*** ${notice} ***\n`);
  process.exit(0);
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(os.tmpdir(), 'pdp-pg-'));
const dataDir = path.join(dir, 'data');
// PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres user.
const asOwner = (bin, args) => {
  const full = path.join(binDir, bin);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
};

let status;
const port = await freePort();
try {
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  asOwner('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  asOwner('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  console.log(`PostgreSQL (${binDir}) listening on 127.0.0.1:${port}`);
  status = run({ DATABASE_URL_TEST: `postgres://postgres@127.0.0.1:${port}/postgres` });
} finally {
  try {
    asOwner('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
