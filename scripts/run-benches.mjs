#!/usr/bin/env node
// Runs every benchmark in bench/ (or those whose file name contains a word given on the command line)
// and lets each print its figures; arguments that start with `--` go to every benchmark run
// (`npm run bench -- start --warm`). Then writes each benchmark's goal lines into the "Goals and current
// figures" block of docs/performance.md (scripts/bench-figures.mjs); `--no-doc` leaves the doc alone.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { goalLines, section, updateDoc } from './bench-figures.mjs';
import { probeMachine } from './machine-probe.mjs';

const dir = path.resolve(import.meta.dirname, '../bench');
const args = process.argv.slice(2);
const isDocWritten = !args.includes('--no-doc');
const passed = args.filter((a) => a.startsWith('--') && a !== '--no-doc');
const wanted = args.filter((a) => !a.startsWith('--'));
const files = readdirSync(dir)
  .filter((f) => /\.(ts|mjs)$/.test(f) && !f.startsWith('_'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)));

/** Runs one benchmark, printing its output as it comes; resolves to its exit code and what it printed. */
function run(file) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsx', path.join(dir, file), ...passed], {
      stdio: ['inherit', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

let failed = 0;
const sections = new Map();
for (const file of files) {
  console.log(`\n=== bench/${file} ===`);
  const load = os.loadavg()[0];
  // How fast the machine is right now: a figure is read beside it (docs/performance.md).
  const machine = await probeMachine();
  console.log(`machine: ${machine.line}`);
  const { code, output } = await run(file);
  if (code !== 0) failed++;
  const lines = goalLines(output);
  if (!lines.length && code !== 0) lines.push(`(stopped with exit code ${code} before printing a goal)`);
  sections.set(file, section(file, lines, new Date(), load, machine.costs));
}
if (isDocWritten && sections.size) {
  updateDoc(sections);
  console.log(`\ndocs/performance.md: the figures of ${[...sections.keys()].join(', ')} rewritten`);
}
process.exit(failed ? 1 : 0);
