#!/usr/bin/env node
// How fast this machine is at the three things the benchmarks' figures lean on, measured in about a
// second, so that a figure can be read beside the machine that produced it (docs/performance.md,
// "Reading the figures"):
//   loop       a fixed arithmetic loop: the core's own speed (about 400 ms on the recorded machines);
//   fault      a first touch of a fresh 4 KiB page, in a new process: what a new browser tab, a
//              growing heap or a new PostgreSQL backend pays for every page it allocates;
//   wake-up    a round trip between two threads that wait for each other: what every statement sent
//              to PostgreSQL and every browser IPC pays to wake the other side;
//   pressure   the share of the last 10 s in which some task waited for a core (/proc/pressure/cpu).
// A virtual machine whose host is short of memory or cores slows the last three many times over while
// the first hardly moves. `node scripts/machine-probe.mjs` prints them; run-benches.mjs writes them
// into each section's header.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';

const PAGE = 4096;
const FAULT_MIB = 128;

/** ms for a fixed loop of integer arithmetic. */
function loopMs() {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 3e8; i++) x += i % 7;
  if (x < 0) throw new Error('unreachable');
  return performance.now() - started;
}

/** µs per first touch of a page, in a fresh process (a process reuses the pages it has freed). */
function faultUs() {
  const script = `const b = Buffer.allocUnsafeSlow(${FAULT_MIB} * 1048576); const t = performance.now();
    for (let i = 0; i < b.length; i += ${PAGE}) b[i] = 1; console.log(performance.now() - t);`;
  const ms = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
  return (ms * 1000) / ((FAULT_MIB * 1048576) / PAGE);
}

/** µs per round trip between this thread and a worker, each waking the other with Atomics.notify. */
async function wakeUpUs(rounds = 2000) {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { workerData: s } = require('node:worker_threads');
     for (let i = 1; i <= ${rounds}; i++) {
       Atomics.wait(s, 0, 2 * i - 2); Atomics.store(s, 0, 2 * i); Atomics.notify(s, 0);
     }`,
    { eval: true, workerData: shared },
  );
  await new Promise((resolve) => worker.once('online', resolve));
  const started = performance.now();
  for (let i = 1; i <= rounds; i++) {
    Atomics.store(shared, 0, 2 * i - 1);
    Atomics.notify(shared, 0);
    Atomics.wait(shared, 0, 2 * i - 1);
  }
  const us = ((performance.now() - started) * 1000) / rounds;
  await worker.terminate();
  return us;
}

/** The share (%) of the last 10 s in which some task waited for a core, where the kernel reports it. */
function cpuPressure() {
  try {
    const some = /some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'));
    return some ? Number(some[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The machine's figures; `costs`, the two that slow a figure most (a figures section's header names
 * them); `line`, all of them.
 */
export async function probeMachine() {
  const pressure = cpuPressure();
  const figures = { loopMs: loopMs(), faultUs: faultUs(), wakeUpUs: await wakeUpUs(), pressure };
  const costs = `page fault ${figures.faultUs.toFixed(1)} µs, wake-up ${figures.wakeUpUs.toFixed(0)} µs`;
  const line =
    `loop ${figures.loopMs.toFixed(0)} ms, ${costs}` +
    (pressure === undefined ? '' : `, CPU pressure ${pressure.toFixed(0)} %`);
  return { ...figures, costs, line };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(`machine: ${(await probeMachine()).line}`);
