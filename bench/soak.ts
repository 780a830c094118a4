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
// Settings: SOAK_ROUNDS (6), SOAK_LOAD_S (30), SOAK_IDLE_S (20), SOAK_CAP_MB (160; 0 skips part 2).
// Goals: after the second round a worker grows ≤ 10 MiB per 100,000 requests; capped, 0 errors and 0
// workers replaced.
import { prepareReadMix } from './_read-mix.js';
import { getEach, loadRun, processesRss, startServer, treeMemoryMb, type BenchServer } from './_server.js';

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 6);
const LOAD_S = Number(process.env.SOAK_LOAD_S ?? 30);
const IDLE_S = Number(process.env.SOAK_IDLE_S ?? 20);
const CAP_MB = Number(process.env.SOAK_CAP_MB ?? 160);
const GROWTH_GOAL_MB_PER_100K = 10;

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
    let errors = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const result = await loadRun({ url: server.url, connections: 50, duration: LOAD_S, headers, requests });
      served += result.requests.total;
      errors += result.errors + result.timeouts + result.non2xx;
      printSample(sample(server, `round ${round} load`, served));
      await new Promise((r) => setTimeout(r, IDLE_S * 1000));
      const idle = sample(server, `round ${round} idle`, served);
      samples.push(idle);
      printSample(idle);
    }
    const endWorkers = samples.at(-1)!.workers;
    const replaced = [...startWorkers].filter((pid) => !endWorkers.has(pid)).length;
    return { samples, errors, replaced };
  } finally {
    await server.stop();
  }
}

/** Each worker's growth between two idle samples, per 100,000 requests served between them. */
function growthPer100k(from: Sample, to: Sample): number[] {
  const requests = to.requests - from.requests;
  return [...to.workers].map(([pid, rss]) => ((rss - (from.workers.get(pid) ?? rss)) / requests) * 100_000);
}

const free = await soak(
  `Read mix, ${ROUNDS} rounds of ${LOAD_S} s at 50 connections with ${IDLE_S} s idle gaps (default heap):`,
  {},
);
const settled = free.samples[Math.max(0, Math.min(2, free.samples.length - 2))]!;
const growth = growthPer100k(settled, free.samples.at(-1)!);
const worst = Math.max(...growth);
console.log(
  `worker growth after round 2: ${growth.map((g) => g.toFixed(1)).join(', ')} MiB per 100,000 requests, ` +
    `${free.errors} errors — goal ≤ ${GROWTH_GOAL_MB_PER_100K}, 0 errors: ` +
    `${worst <= GROWTH_GOAL_MB_PER_100K && free.errors === 0 ? 'PASS' : 'FAIL'}`,
);

if (CAP_MB > 0) {
  const capped = await soak(`The same rounds with each worker's old space capped at ${CAP_MB} MB:`, {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=${CAP_MB}`.trim(),
  });
  console.log(
    `capped at ${CAP_MB} MB: ${capped.errors} errors, ${capped.replaced} workers replaced, highest worker RSS ` +
      `${Math.max(...capped.samples.flatMap((s) => [...s.workers.values()])).toFixed(0)} MiB — goal 0 and 0: ` +
      `${capped.errors === 0 && capped.replaced === 0 ? 'PASS' : 'FAIL'}`,
  );
}
