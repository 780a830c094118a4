// How long `npm start` takes until /healthz answers (issue 10 §3), with its default workers:
//   first start: no builds (as on a fresh clone after `npm install`) and an empty DATA_DIR, so it builds
//                the web console and the server, initialises the cluster, migrates and seeds the demo;
//   warm start:  builds up to date, the cluster initialised and seeded (median of 5).
//
//   npm run bench -- start            both
//   npm run bench -- start --warm     the warm start only (leaves the builds alone)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const GOALS = { warm: 3_000, first: 30_000 };

async function timeStart(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    // The primary stops its workers and the cluster; give the port and the postmaster a moment.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const line = (name: string, ms: number, goal: number) =>
  console.log(
    `${name.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(6)} s   goal ≤ ${goal / 1000} s   ${ms <= goal ? 'ok' : 'OVER'}`,
  );

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-bench-start-'));
const port = 3900 + Math.floor(Math.random() * 90);
try {
  if (!process.argv.includes('--warm')) {
    rmSync(path.join(root, 'apps/web/dist'), { recursive: true, force: true });
    rmSync(path.join(root, 'apps/server/dist'), { recursive: true, force: true });
    line('first start (builds, initdb, seed)', await timeStart(dataDir, port), GOALS.first);
  } else {
    await timeStart(dataDir, port); // initialise and seed, untimed
  }
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) warm.push(await timeStart(dataDir, port));
  warm.sort((a, b) => a - b);
  line('warm start (median of 5)', warm[2]!, GOALS.warm);
  console.log(`  warm starts: ${warm.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
