#!/usr/bin/env node
// Runs the named npm scripts at the same time and prints each one's output, whole, when it ends, with
// how long it took; fails if any of them fails. `npm test` runs its single-threaded checks this way
// (ESLint and tsc each keep one core busy): `node scripts/run-parallel.mjs lint typecheck`.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const results = await Promise.all(
  names.map(
    (name) =>
      new Promise((resolve) => {
        const started = performance.now();
        const chunks = [];
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (code) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\n==> npm run ${name} (${seconds} s, exit ${code})\n`);
          process.stdout.write(Buffer.concat(chunks));
          resolve(code);
        });
      }),
  ),
);
process.exit(results.every((code) => code === 0) ? 0 : 1);
