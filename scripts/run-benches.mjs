#!/usr/bin/env node
// Runs every benchmark in bench/ (or those named on the command line) and lets each print its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../bench');
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => /\.(ts|mjs)$/.test(f) && !f.startsWith('_'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)));
let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file} ===`);
  const result = spawnSync('npx', ['tsx', path.join(dir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
