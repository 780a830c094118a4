// Memory soak on the real server (issue 36 §12): `npm start` in a second process (default workers,
// embedded PostgreSQL, demo data grown to 20,000 users), then rounds of the read mix at 50 connections
// with idle gaps. After each load and each idle gap it prints the resident memory of every process:
// the primary, each worker, and PostgreSQL (PSS, its shared buffers counted once).
//
// A leak grows with the requests served, round after round; a heap that settles grows in the first
// rounds and then holds. The second part says which, without guessing from RSS alone: the same rounds
// with each worker's old space capped (--max-old-space-size=SOAK_CAP_MB). A leak runs a capped worker
// out of heap (it dies and is replaced, and requests fail); a settling heap collects harder and holds.
//
// Settings: SOAK_ROUNDS (6, at least 5), SOAK_LOAD_S (30), SOAK_IDLE_S (20), SOAK_CAP_MB (256; 0 skips part 2).
// Goals: uncapped, no new high after the first half of the rounds (within 10 %) and 0 errors; capped,
// 0 errors and 0 workers replaced.
import { prepareReadMix } from './_read-mix.js';
import { getEach, loadRun, processesRss, startServer, treeMemoryMb, type BenchServer } from './_server.js';

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 6);
const LOAD_S = Number(process.env.SOAK_LOAD_S ?? 30);
const IDLE_S = Number(process.env.SOAK_IDLE_S ?? 20);
const CAP_MB = Number(process.env.SOAK_CAP_MB ?? 256);

interface Sample {
  label: string;
  requests: number;
  primaryMb: number;
  workers: Map<number, number>;
  postgresMb: number;
}

function sample(server: BenchServer, label: string, requests: number): Sample {
  const processes = processesRss(server.pid);
  const workers = new Map(
    processes.filter((p) => p.ppid === server.pid && p.comm !== 'postgres').map((p) => [p.pid, p.rssMb]),
  );
  const postgres = processes.find((p) => p.ppid === server.pid && p.comm === 'postgres');
  return {
    label,
    requests,
    primaryMb: processes.find((p) => p.pid === server.pid)?.rssMb ?? NaN,
    workers,
    postgresMb: postgres ? treeMemoryMb(postgres.pid) : NaN,
  };
}

const mb = (value: number) => `${value.toFixed(0)}`.padStart(6);

function printSample(s: Sample) {
  const workers = [...s.workers.values()].map(mb).join(' ');
  console.log(
    `  ${s.label.padEnd(16)} ${String(s.requests).padStart(8)} req   primary ${mb(s.primaryMb)}   workers ${workers}   PostgreSQL (PSS) ${mb(s.postgresMb)}   MiB`,
  );
}

async function soak(title: string, env: Record<string, string>) {
  console.log(`\n${title}`);
  const server = await startServer(3298, { env });
  try {
    const { headers, paths } = await prepareReadMix(server);
    // The read mix, with an export in every 50 requests: the 20,000-row users.csv (streamed) or the
    // programs list as CSV, so buffers of every size pass through the workers.
    let sent = 0;
    const exports = ['/api/v1/users.csv', '/api/v1/programs.csv'];
    const requests = paths.map((path) =>
      getEach(() => (++sent % 50 === 0 ? exports[(sent / 50) % exports.length]! : path())),
    );
    const startWorkers = new Set(sample(server, '', 0).workers.keys());
    const samples: Sample[] = [sample(server, 'start', 0)];
    printSample(samples[0]!);
    let served = 0;
    const errors = { failed: 0, timeouts: 0, non2xx: 0 };
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await loadRun({ url: server.url, connections: 50, duration: LOAD_S, headers, requests });
      served += result.requests.total;
      errors.failed += result.errors - result.timeouts;
      errors.timeouts += result.timeouts;
      errors.non2xx += result.non2xx;
      printSample(sample(server, `round ${round} load`, served));
      await new Promise((r) => setTimeout(r, IDLE_S * 1000));
      const idle = sample(server, `round ${round} idle`, served);
      samples.push(idle);
      printSample(idle);
    }
    const endWorkers = samples.at(-1)!.workers;
    const replaced = [...startWorkers].filter((pid) => !endWorkers.has(pid)).length;
    const total = errors.failed + errors.timeouts + errors.non2xx;
    return {
      samples,
      errors: total,
      detail: `${errors.timeouts} timeouts, ${errors.non2xx} non-2xx`,
      replaced,
    };
  } finally {
    await server.stop();
  }
}

/**
 * Each worker's RSS growth once settled (printed, not a goal): the least-squares slope of its RSS after the idle gaps from round
 * 3 on (the first two rounds fill the heap and the JIT's code space), per 100,000 requests.
 */
function settledGrowthPer100k(samples: Sample[]): number[] {
  const settled = samples.slice(3);
  const last = settled.at(-1)!;
  return [...last.workers.keys()].map((pid) => {
    const points = settled.filter((s) => s.workers.has(pid)).map((s) => [s.requests, s.workers.get(pid)!]);
    const meanX = points.reduce((sum, [x]) => sum + x!, 0) / points.length;
    const meanY = points.reduce((sum, [, y]) => sum + y!, 0) / points.length;
    const covariance = points.reduce((sum, [x, y]) => sum + (x! - meanX) * (y! - meanY), 0);
    const variance = points.reduce((sum, [x]) => sum + (x! - meanX) ** 2, 0);
    return (covariance / variance) * 100_000;
  });
}

const free = await soak(
  `Read mix, ${ROUNDS} rounds of ${LOAD_S} s at 50 connections with ${IDLE_S} s idle gaps (default heap):`,
  {},
);
// A settling heap makes no new high once it has grown: the second half's highest RSS stays within 10 %
// of the first half's. (Its RSS swings by 100–250 MiB as V8 grows old space and gives it back when
// idle, so a slope over a few samples says little without the cap.)
const half = Math.ceil(ROUNDS / 2);
const highest = (samples: Sample[]) => Math.max(...samples.flatMap((s) => [...s.workers.values()]));
const firstHigh = highest(free.samples.slice(1, half + 1));
const secondHigh = highest(free.samples.slice(half + 1));
console.log(
  `highest worker RSS: ${firstHigh.toFixed(0)} MiB in rounds 1–${half}, ${secondHigh.toFixed(0)} MiB in rounds ` +
    `${half + 1}–${ROUNDS}; ${free.errors} errors (${free.detail}) — goal no new high over 10 %, 0 errors: ` +
    `${secondHigh <= firstHigh * 1.1 && free.errors === 0 ? 'PASS' : 'FAIL'}`,
);

if (CAP_MB > 0) {
  const capped = await soak(`The same rounds with each worker's old space capped at ${CAP_MB} MB:`, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${CAP_MB}`.trim(),
  });
  const growth = settledGrowthPer100k(capped.samples);
  const isPass = capped.errors === 0 && capped.replaced === 0;
  console.log(
    `capped at ${CAP_MB} MB: ${capped.samples.at(-1)!.requests} requests (${free.samples.at(-1)!.requests} uncapped), ` +
      `${capped.errors} errors (${capped.detail}), ${capped.replaced} workers replaced, highest worker RSS ` +
      `${highest(capped.samples).toFixed(0)} MiB, growth from round 3 on ${growth.map((g) => g.toFixed(1)).join(', ')} ` +
      `MiB per 100,000 requests (RSS: new space, code and buffers move it) — goal 0 errors, 0 replaced: ` +
      `${isPass ? 'PASS' : 'FAIL'}`,
  );
}
