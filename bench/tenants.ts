// Cost that stays flat as institutes are added (issue 39 §3). Two real servers (`npm start` in second
// processes: default workers, each its own embedded PostgreSQL, demo data), each with its demo
// institute grown to `--users` users, programs, registrations, points and profiles in the reports
// tenant's proportions (the same rows: the generators are deterministic); on the second, `--institutes`
// - 1 more institutes of the same size. Both are measured in the same moments (the endpoints request
// by request, the mix turn and turn about), so the machine's load falls on both alike: the mix always
// runs against the demo institute.
//
//   1. each endpoint of the read mix (bench/_read-mix.ts), in process: p95 (the median of 3 rounds'),
//      beside the p95 of its own statements replayed by a bare `pg` client (bench/_replay.ts)
//                                                                     goal: p95 ≤ 1.2× one institute's
//   2. the read mix on the real server (50 connections), beside the same statements replayed at the
//      same concurrency over as many connections as the server's pools   goal: ≥ 70% of the replay
//   3. the heap each worker keeps after the mix (after a full collection; bench/_heap.ts), the
//      largest                                                        goal: ≤ 1.1× one institute's
//      (beside it, without a goal, the largest Node process's resident memory while the mix runs)
//   4. the CPU time one request of the mix costs, in Node and in PostgreSQL (no goal: it does not move
//      with the machine's load, so it shows what the institutes added cost)
//   5. the plans of the mix's queries: a Seq Scan, many rows removed by a filter, or a plan that
//      changed with the institutes added is printed as a finding.
//
//   npm run bench -- tenants [--institutes=10] [--users=20000] [--history=100000] [--seconds=15] [--runs=400]
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.js';
import { DEFAULT_POOL_SIZE } from '../apps/server/src/db/pool-size.js';
import { endpointBench, fmt, mark, percentile } from './_measure.js';
import { pagesOf, planShape, wideReads, type Plan } from './_plans.js';
import { prepareReadMix, type ReadMix } from './_read-mix.js';
import { retainedHeapsMb } from './_heap.js';
import { barePg, capture, replay, replayLoad, type Statement } from './_replay.js';
import { loadRun, processesRss, startServer, treeCpuMs, type BenchServer } from './_server.js';
import { addActivity, addInstitutes, settle } from './_tenants-build.js';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const INSTITUTES = option('institutes', 10);
const USERS = option('users', 20_000);
const SIZE = { users: USERS, history: option('history', USERS * 5) };
const SECONDS = option('seconds', 15);
const RUNS = option('runs', 400);
const CONNECTIONS = 50;
/** Requests captured per endpoint; the timed runs and the replay cycle through them. */
const SAMPLES = 10;
/** Untimed runs of each endpoint on each side before its timed ones. */
const WARM_UP = 20;
/** Turns each side takes at the read mix. */
const MIX_TURNS = 3;
/**
 * Rounds of each endpoint's timed runs: its p95 is the median of the rounds' (one round's p95 of an
 * endpoint whose two sides run the same code moved 0.88–1.28× from run to run with its statements'
 * replay flat).
 */
const ENDPOINT_ROUNDS = 3;
const GOAL_FLAT = 1.2;
const GOAL_REPLAY = 0.7;
const GOAL_MEMORY = 1.1;

interface Side {
  label: string;
  server: BenchServer;
  database: DatabaseHandle;
  app: Awaited<ReturnType<typeof buildApp>>;
  client: pg.Client;
  mix: ReadMix;
  bench: ReturnType<typeof endpointBench>;
}

/** A real server with its demo institute grown, and an in-process app on the same database. */
async function openSide(port: number, label: string): Promise<Side> {
  const server = await startServer(port);
  const mix = await prepareReadMix(server, Math.round(USERS * 0.85));
  const database = await openDatabase({ dataDir: server.dataDir });
  await addActivity(database.url, mix.instituteId, SIZE);
  // The real server runs the jobs; the in-process app only answers (a job of ten institutes run in
  // this process would land in the timed requests).
  const config = loadConfig({ DATA_DIR: server.dataDir, DEMO: 'off', LOG_LEVEL: 'silent' });
  const app = await buildApp({ ...config, jobs: { enabled: false } }, { database });
  await app.ready();
  const client = new barePg.Client({ connectionString: database.url });
  await client.connect();
  const admin = await app.deps.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, 'admin@demo.test'),
  });
  const token = await app.deps.sessions.start(admin!, { ip: '127.0.0.1' });
  const headers = { cookie: `pdp_session=${token}`, 'x-client-app': 'webapp' };
  const bench = endpointBench(app, headers);
  return { label, server, database, app, client, mix, bench };
}

/** `run` for each side in turn, `rounds` times, the first side alternating; each side's results. */
async function turns<T>(sides: Side[], rounds: number, run: (side: Side) => Promise<T>) {
  const results = sides.map(() => [] as T[]);
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
    for (const i of order) results[i]!.push(await run(sides[i]!));
  }
  return results;
}
/**
 * `run` on each side, request by request (the first side alternating), `RUNS` timed runs each after
 * `WARM_UP` untimed ones: a pause of the machine or of this process's garbage collector falls on
 * both sides alike. Each side's times, sorted.
 */
async function alternated(sides: Side[], run: (side: Side, i: number) => Promise<unknown>) {
  const times = sides.map(() => [] as number[]);
  for (let i = 0; i < RUNS + WARM_UP; i++) {
    const order = i % 2 ? [...sides.keys()].reverse() : [...sides.keys()];
    for (const s of order) {
      const t0 = performance.now();
      await run(sides[s]!, i);
      if (i >= WARM_UP) times[s]!.push(performance.now() - t0);
    }
  }
  return times.map((t) => t.sort((a, b) => a - b));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};

/** The plan of each read statement, with rows as PostgreSQL ran it. */
async function plansOf(client: pg.Client, statements: Statement[]) {
  const plans: Plan[] = [];
  for (const { text, values } of statements) {
    // Reads only: EXPLAIN ANALYZE runs the statement (a page's rows come as `with page as (…) select`).
    if (!/^\s*(select|with)\b/i.test(text) || /\b(insert|update|delete)\s/i.test(text)) continue;
    const rows = await client.query(
      `explain (analyze, buffers, costs off, timing off, summary off) ${text}`,
      values,
    );
    plans.push({ text, plan: rows.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n') });
  }
  return plans;
}

interface Endpoint {
  name: string;
  p95: number[];
  raw95: number[];
  /** Each round's p95 ratio, many institutes to one. */
  roundRatios: number[];
  /** Pages its read statements touched, per request (bench/_plans.ts). */
  pages: number[];
  plans: Plan[][];
}

/** Each endpoint of the mix on both sides, the same requests, their timed runs in turns. */
async function measureEndpoints(sides: Side[]): Promise<Endpoint[]> {
  const endpoints: Endpoint[] = [];
  for (const path of sides[0]!.mix.paths) {
    const urls = Array.from({ length: SAMPLES }, () => path());
    const statements: Statement[][][] = [];
    for (const side of sides) {
      const sent = [];
      for (const url of urls) sent.push(await capture(() => side.bench.get(url)));
      statements.push(sent);
    }
    const p95 = (runs: number[]) => percentile(runs, 0.95);
    const rounds = { app: [] as number[][], raw: [] as number[][] };
    for (let r = 0; r < ENDPOINT_ROUNDS; r++) {
      const times = await alternated(sides, (side, i) => side.bench.get(urls[i % SAMPLES]!));
      const raw = await alternated(sides, (side, i) =>
        replay(side.client, statements[sides.indexOf(side)]![i % SAMPLES]!),
      );
      rounds.app.push(times.map(p95));
      rounds.raw.push(raw.map(p95));
    }
    const perSide = (byRound: number[][]) => sides.map((_, s) => median(byRound.map((round) => round[s]!)));
    const plans: Plan[][] = [];
    const pages: number[] = [];
    for (const [s, side] of sides.entries()) {
      const all = [];
      for (const sent of statements[s]!) all.push(await plansOf(side.client, sent));
      plans.push(all[0]!);
      pages.push(all.flat().reduce((sum, p) => sum + pagesOf(p.plan), 0) / SAMPLES);
    }
    endpoints.push({
      name: urls[0]!
        .replace('/api/v1', '')
        .replace(/cont\]=\w+/, 'cont]=…')
        .replace(/\d+/g, 'n'),
      p95: perSide(rounds.app),
      raw95: perSide(rounds.raw),
      roundRatios: rounds.app.map((round) => round[1]! / round[0]!),
      pages,
      plans,
    });
  }
  return endpoints;
}

interface MixRun {
  rps: number;
  p99: number;
  replayRps: number;
  /** The largest Node process's RSS, sampled each second while the mix ran. */
  rssMb: number[];
  /** The largest heap a worker kept once the mix had stopped, after a full collection. */
  heapMb: number;
  cpu: { node: number; postgres: number };
}

/** The read mix on one side's real server, then its statements replayed at the same concurrency. */
async function runMix(side: Side): Promise<MixRun> {
  const { server, mix } = side;
  const run = (duration: number) =>
    loadRun({
      url: server.url,
      connections: CONNECTIONS,
      duration,
      headers: mix.headers,
      requests: mix.requests,
    });
  await run(3); // warm-up
  const rssMb: number[] = [];
  const largest = () =>
    Math.max(
      ...processesRss(server.pid)
        .filter((p) => p.comm !== 'postgres')
        .map((p) => p.rssMb),
    );
  const sampler = setInterval(() => rssMb.push(largest()), 1000);
  const cpu0 = treeCpuMs(server.pid);
  const result = await run(SECONDS);
  const cpu1 = treeCpuMs(server.pid);
  clearInterval(sampler);
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors) throw new Error(`${side.label}: the read mix had ${errors} errors`);
  const workers = processesRss(server.pid).filter((p) => p.comm !== 'postgres').length - 1 || 1;
  // Each connection of the mix cycles through the endpoints; so does the replay.
  const requests: Statement[][] = [];
  for (let s = 0; s < SAMPLES; s++)
    for (const path of mix.paths) requests.push(await capture(() => side.bench.get(path())));
  const replayRps = await replayLoad(side.database.url, requests, {
    concurrency: CONNECTIONS,
    connections: workers * DEFAULT_POOL_SIZE,
    seconds: SECONDS,
  });
  const heapMb = Math.max(...(await retainedHeapsMb(server.pid)));
  const n = result.requests.total;
  const figures = {
    rps: result.requests.average,
    p99: result.latency.p99,
    replayRps,
    rssMb,
    heapMb,
    cpu: { node: (cpu1.node - cpu0.node) / n, postgres: (cpu1.postgres - cpu0.postgres) / n },
  };
  console.log(
    `${side.label}: read mix ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms; replay ` +
      `${Math.round(replayRps)} req/s (${workers * DEFAULT_POOL_SIZE} connections); largest Node RSS ` +
      `${median(rssMb).toFixed(0)} MB (median of ${rssMb.length}), its heap kept ${heapMb.toFixed(1)} MB; CPU per request: Node ` +
      `${figures.cpu.node.toFixed(2)} ms, PostgreSQL ${figures.cpu.postgres.toFixed(2)} ms`,
  );
  return figures;
}

const sides: Side[] = [];
try {
  const started = performance.now();
  // Built at once (the two clusters share the cores); a side that opened is closed below either way.
  const opened = await Promise.allSettled([
    openSide(3301, '1 institute'),
    openSide(3302, `${INSTITUTES} institutes`),
  ]);
  for (const o of opened) if (o.status === 'fulfilled') sides.push(o.value);
  for (const o of opened) if (o.status === 'rejected') throw o.reason;
  console.log(`both demo institutes built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await addInstitutes(sides[1]!.database.url, INSTITUTES - 1, SIZE);
  await settle(sides.map((s) => s.database.url));

  const endpoints = await measureEndpoints(sides);
  const mixRuns = await turns(sides, MIX_TURNS, runMix);
  const summary = (runs: MixRun[]) => ({
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    share: median(runs.map((r) => r.rps / r.replayRps)),
    replayRps: median(runs.map((r) => r.replayRps)),
    rssMb: median(runs.flatMap((r) => r.rssMb)),
    heapMb: median(runs.map((r) => r.heapMb)),
    node: median(runs.map((r) => r.cpu.node)),
    postgres: median(runs.map((r) => r.cpu.postgres)),
  });
  const [one, many] = [summary(mixRuns[0]!), summary(mixRuns[1]!)];

  console.log(
    `\nWith ${INSTITUTES} institutes of ${USERS} users beside one (p95 in process, the median of ` +
      `${ENDPOINT_ROUNDS} rounds of ${RUNS} runs, the sides alternating request by request; the mix's ` +
      `figures the median of ${MIX_TURNS} turns):`,
  );
  for (const { name, p95, raw95, roundRatios, pages } of endpoints) {
    const ratio = p95[1]! / p95[0]!;
    const spread = `${Math.min(...roundRatios).toFixed(2)}–${Math.max(...roundRatios).toFixed(2)}`;
    console.log(
      `  ${name.padEnd(40)} p95 ${fmt(p95[0]!).padStart(8)} → ${fmt(p95[1]!).padStart(8)} ${ratio.toFixed(2)}× (rounds ${spread})` +
        ` │ its statements replayed: p95 ${fmt(raw95[0]!)} → ${fmt(raw95[1]!)}, ratio ${(p95[1]! / raw95[1]!).toFixed(1)}×` +
        ` │ pages ${pages[0]!.toFixed(0)} → ${pages[1]!.toFixed(0)} ${(pages[1]! / pages[0]!).toFixed(2)}×` +
        ` │ goal ≤ ${GOAL_FLAT}× one institute's ${mark(ratio, GOAL_FLAT)}`,
    );
  }
  const pct = (share: number) => `${(share * 100).toFixed(0)}%`;
  console.log(
    `  read mix, ${CONNECTIONS} connections: ${Math.round(one.rps)} → ${Math.round(many.rps)} req/s, p99 ${one.p99} → ` +
      `${many.p99} ms │ ${pct(one.share)} → ${pct(many.share)} of its statements replayed ` +
      `(${Math.round(many.replayRps)} req/s) │ goal ≥ ${pct(GOAL_REPLAY)} ${many.share >= GOAL_REPLAY ? 'PASS' : 'FAIL'}`,
  );
  console.log(
    `  CPU per request of the mix: Node ${one.node.toFixed(2)} → ${many.node.toFixed(2)} ms, PostgreSQL ` +
      `${one.postgres.toFixed(2)} → ${many.postgres.toFixed(2)} ms (no goal)`,
  );
  const growth = many.heapMb / one.heapMb;
  console.log(
    `  largest heap a worker keeps after the mix (a full collection; median of the turns): ` +
      `${one.heapMb.toFixed(1)} → ${many.heapMb.toFixed(1)} MB ${growth.toFixed(2)}× │ goal ≤ ${GOAL_MEMORY}× ` +
      `${mark(growth, GOAL_MEMORY)} │ resident memory while the mix runs (median, no goal): ` +
      `${one.rssMb.toFixed(0)} → ${many.rssMb.toFixed(0)} MB ${(many.rssMb / one.rssMb).toFixed(2)}×`,
  );

  // 5. Plans that read other institutes' rows, or changed once they existed.
  console.log('\nPlans of the mix:');
  let findings = 0;
  for (const endpoint of endpoints) {
    const before = new Map(endpoint.plans[0]!.map((p) => [p.text, p.plan]));
    for (const { text, plan } of endpoint.plans[1]!) {
      const wide = wideReads(plan);
      const earlier = before.get(text);
      const changed = earlier !== undefined && planShape(earlier) !== planShape(plan);
      if (!wide.length && !changed) continue;
      findings++;
      const indent = (p: string) => p.replace(/^/gm, '      ');
      console.log(
        `  ${endpoint.name}: ${text.replace(/\s+/g, ' ').slice(0, 160)}…\n` +
          [...wide, ...(changed ? ['plan changed'] : [])].map((f) => `    ${f}\n`).join('') +
          (changed ? `    with 1 institute:\n${indent(earlier)}\n    with ${INSTITUTES}:\n` : '') +
          indent(plan),
      );
    }
  }
  console.log(`  ${findings} plan finding${findings === 1 ? '' : 's'}`);
} finally {
  for (const side of sides) {
    await side.client.end();
    await side.app.close();
    await side.database.close();
    await side.server.stop();
  }
}
