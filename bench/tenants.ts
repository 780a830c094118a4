// Cost that stays flat as institutes are added (issue 39 §3). The real server (`npm start` in a second
// process: default workers, embedded PostgreSQL, demo data) with its demo institute grown to `--users`
// users, programs, registrations, points and profiles in the reports tenant's proportions; an
// in-process app on the same database beside it. The figures are taken with that one institute, then
// again once `--institutes` - 1 more of the same size exist, the mix still run against the demo one:
//
//   1. each endpoint of the read mix (bench/_read-mix.ts), in process: p95, beside the p95 of its own
//      statements replayed by a bare `pg` client (bench/_replay.ts)   goal: p95 ≤ 1.2× one institute's
//   2. the read mix on the real server (50 connections), beside the same statements replayed at the
//      same concurrency over as many connections as the server's pools   goal: ≥ 70% of the replay
//   3. the resident memory of each Node process after the mix           goal: ≤ 1.1× one institute's
//   4. the plans of the mix's queries: a Seq Scan, many rows removed by a filter, or a plan that
//      changed with the institutes added is printed as a finding.
//
//   npm run bench -- tenants [--institutes=10] [--users=20000] [--history=100000] [--seconds=15] [--runs=200]
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { DEFAULT_POOL_SIZE } from '../apps/server/src/db/pool-size.js';
import { endpointBench, fmt, mark, ms, percentile } from './_measure.js';
import { generateProgramsTenant } from './_programs-tenant.js';
import { prepareReadMix } from './_read-mix.js';
import { pagesOf, planShape, wideReads, type Plan } from './_plans.js';
import { capture, replay, replayLoad, type Statement } from './_replay.js';
import { loadRun, processesRss, startServer } from './_server.js';
import { generateUsersTenant } from './_users-tenant.js';

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const INSTITUTES = option('institutes', 10);
const USERS = option('users', 20_000);
const HISTORY = option('history', USERS * 5);
const SECONDS = option('seconds', 15);
const RUNS = option('runs', 200);
const CONNECTIONS = 50;
/** Requests captured per endpoint; the timed runs and the replay cycle through them. */
const SAMPLES = 10;
const GOAL_FLAT = 1.2;
const GOAL_REPLAY = 0.7;
const GOAL_MEMORY = 1.1;

/** A deterministic spread of `i` over `n` buckets (Knuth's multiplicative hash), 1-based. */
const pick = (column: string, n: number, salt = 0) =>
  `((((${column} + ${salt}) * 2654435761::bigint) % 4294967296) % ${n} + 1)::int`;

/**
 * Programs (1 per 10 users, 5 workshops each), registrations (2.5 per user, by 15% of the users, who
 * are generated here) and `HISTORY` points history rows, as bench/_reports-tenant.ts has them.
 */
async function addActivity(url: string, instituteId: number) {
  await generateProgramsTenant(url, {
    instituteId,
    programs: Math.max(10, Math.round(USERS / 10)),
    registrations: Math.round(USERS * 2.5),
    users: Math.round(USERS * 0.15),
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    // Consistent by construction: skip the audit and foreign key triggers (the bench measures reads).
    await client.query(`set local session_replication_role = replica`);
    await client.query(
      `with u as (select array_agg(id order by id) ids, count(*)::int n from users
                  where institute_id = $1 and not is_institute_admin and not is_super_admin)
       insert into points_histories (institute_id, user_id, type, date, points, activity_name,
         learning_journey_equivalent, activity_date, activity_duration, activity_interval)
       select $1, u.ids[1 + i % u.n], case when i % 5 < 3 then 'PointsVocational' else 'PointsRea' end,
         current_date - ${pick('i', 1000, 19)}, (1 + ${pick('i', 12, 13)}) * 0.25,
         'Bench activity ' || ${pick('i', 30, 17)}, i % 97 = 0, current_date - ${pick('i', 1000, 19)},
         1 + i % 8, 'hours'
       from generate_series(1, $2::int) i, u`,
      [instituteId, HISTORY],
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
}

interface Endpoint {
  name: string;
  samples: { url: string; statements: Statement[] }[];
  p95: number;
  raw95: number;
  /** Pages its read statements touched, per request (bench/_plans.ts). */
  pages: number;
  plans: Plan[];
}
interface Figures {
  endpoints: Endpoint[];
  rps: number;
  p99: number;
  replayRps: number;
  rssMb: number;
}

const server = await startServer(3301);
const database = await openDatabase({ dataDir: server.dataDir });
const app = await buildApp(loadConfig({ DATA_DIR: server.dataDir, DEMO: 'off', LOG_LEVEL: 'silent' }), {
  database,
});
await app.ready();
const client = new pg.Client({ connectionString: database.url });
await client.connect();

try {
  let started = performance.now();
  const mix = await prepareReadMix(server, Math.round(USERS * 0.85));
  await addActivity(database.url, mix.instituteId);
  console.log(`institute 1 (the demo one, measured) built in ${(ms(started) / 1000).toFixed(1)} s`);
  const admin = await app.deps.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, 'admin@demo.test'),
  });
  const token = await app.deps.sessions.start(admin!, { ip: '127.0.0.1' });
  const bench = endpointBench(
    app,
    { cookie: `pdp_session=${token}`, 'x-client-app': 'webapp' },
    { runs: RUNS, warmUp: 10 },
  );

  /** The plan of each read statement, with rows as PostgreSQL ran it. */
  async function plansOf(statements: Statement[]) {
    const plans = [];
    for (const { text, values } of statements) {
      if (!/^\s*select\b/i.test(text)) continue;
      const rows = await client.query(
        `explain (analyze, buffers, costs off, timing off, summary off) ${text}`,
        values,
      );
      plans.push({ text, plan: rows.rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n') });
    }
    return plans;
  }

  /** `again`: the figures taken before, whose requests are sent again (the same work, the same plans). */
  async function measure(label: string, again?: Figures): Promise<Figures> {
    const endpoints: Endpoint[] = [];
    for (const [k, path] of mix.paths.entries()) {
      const samples: Endpoint['samples'] = [];
      for (let s = 0; s < SAMPLES; s++) {
        const url = again?.endpoints[k]!.samples[s]!.url ?? path();
        samples.push({ url, statements: await capture(() => bench.get(url)) });
      }
      const name = samples[0]!.url
        .replace('/api/v1', '')
        .replace(/cont\]=\w+/, 'cont]=…')
        .replace(/\d+/g, 'n');
      const p95 = percentile(await bench.timed((i) => bench.get(samples[i % SAMPLES]!.url)), 0.95);
      const raw95 = percentile(
        await bench.timed((i) => replay(client, samples[i % SAMPLES]!.statements)),
        0.95,
      );
      const plans = [];
      for (const sample of samples) plans.push(await plansOf(sample.statements));
      const pages = plans.flat().reduce((sum, p) => sum + pagesOf(p.plan), 0) / SAMPLES;
      endpoints.push({ name, samples, p95, raw95, pages, plans: plans[0]! });
    }

    const run = (duration: number) =>
      loadRun({
        url: server.url,
        connections: CONNECTIONS,
        duration,
        headers: mix.headers,
        requests: mix.requests,
      });
    await run(3); // warm-up
    const result = await run(SECONDS);
    const nodes = processesRss(server.pid).filter((p) => p.comm !== 'postgres');
    const workers = nodes.filter((p) => p.pid !== server.pid).length || 1;
    // Each connection of the mix cycles through the endpoints; so does the replay.
    const requests = Array.from({ length: SAMPLES }, (_, s) =>
      endpoints.map((e) => e.samples[s]!.statements),
    ).flat();
    const replayRps = await replayLoad(database.url, requests, {
      concurrency: CONNECTIONS,
      connections: workers * DEFAULT_POOL_SIZE,
      seconds: SECONDS,
    });
    const figures = {
      endpoints,
      rps: result.requests.average,
      p99: result.latency.p99,
      replayRps,
      rssMb: Math.max(...nodes.map((p) => p.rssMb)),
    };
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${label}: read mix ${Math.round(figures.rps)} req/s, p99 ${figures.p99} ms, ${errors} errors; replay ` +
        `${Math.round(replayRps)} req/s (${workers * DEFAULT_POOL_SIZE} connections); largest Node RSS ${figures.rssMb.toFixed(0)} MB`,
    );
    if (errors) throw new Error(`the read mix had ${errors} errors`);
    return figures;
  }

  /**
   * A deployment's steady state before each measurement: what the build wrote is checkpointed, and
   * autovacuum has had its pass over it (no autovacuum worker seen for longer than its 60 s nap,
   * at most 6 minutes). Measured straight after writing 1,000,000 rows, the second set of figures
   * competed with that pass and with the checkpoint's writes, which the first set did not.
   */
  async function settle(label: string) {
    const started = performance.now();
    await client.query('checkpoint');
    let quietSince = performance.now();
    while (performance.now() - quietSince < 65_000 && ms(started) < 360_000) {
      await new Promise((r) => setTimeout(r, 1000));
      const { busy } = (
        await client.query(
          `select count(*)::int as busy from pg_stat_activity where backend_type = 'autovacuum worker'`,
        )
      ).rows[0];
      if (busy) quietSince = performance.now();
    }
    await client.query('checkpoint');
    console.log(`${label}: autovacuum done and checkpointed after ${(ms(started) / 1000).toFixed(0)} s`);
  }

  await settle('1 institute');
  const one = await measure('1 institute');

  started = performance.now();
  const took = { users: 0, activity: 0 };
  for (let i = 2; i <= INSTITUTES; i++) {
    const { id } = (
      await client.query(`insert into institutes (name) values ($1) returning id`, [`Bench ${i}`])
    ).rows[0];
    let step = performance.now();
    await generateUsersTenant(database.url, { instituteId: id, count: Math.round(USERS * 0.85) });
    took.users += ms(step);
    step = performance.now();
    await addActivity(database.url, id);
    took.activity += ms(step);
  }
  // What autovacuum would have done by the time a deployment has this many institutes.
  await client.query('analyze');
  const { users, histories } = (
    await client.query(
      `select (select count(*)::int from users) users, (select count(*)::int from points_histories) histories`,
    )
  ).rows[0];
  console.log(
    `${INSTITUTES - 1} more institutes built in ${(ms(started) / 1000).toFixed(1)} s: ${users} users, ` +
      `${histories} points history rows in all (users ${(took.users / 1000).toFixed(1)} s, ` +
      `programs, registrations and points ${(took.activity / 1000).toFixed(1)} s)`,
  );
  await settle(`${INSTITUTES} institutes`);
  const many = await measure(`${INSTITUTES} institutes`, one);

  console.log(`\nWith ${INSTITUTES} institutes of ${USERS} users beside one (p95 in process, ${RUNS} runs):`);
  for (const [k, a] of one.endpoints.entries()) {
    const b = many.endpoints[k]!;
    const ratio = b.p95 / a.p95;
    console.log(
      `  ${b.name.padEnd(40)} p95 ${fmt(a.p95).padStart(8)} → ${fmt(b.p95).padStart(8)} ${ratio.toFixed(2)}×` +
        ` │ its statements replayed: p95 ${fmt(b.raw95)}, ratio ${(b.p95 / b.raw95).toFixed(1)}×` +
        ` │ pages ${a.pages.toFixed(0)} → ${b.pages.toFixed(0)} ${(b.pages / a.pages).toFixed(2)}×` +
        ` │ goal ≤ ${GOAL_FLAT}× one institute's ${mark(ratio, GOAL_FLAT)}`,
    );
  }
  const share = (f: Figures) => f.rps / f.replayRps;
  console.log(
    `  read mix, ${CONNECTIONS} connections: ${Math.round(one.rps)} → ${Math.round(many.rps)} req/s, p99 ${one.p99} → ` +
      `${many.p99} ms │ ${(share(one) * 100).toFixed(0)}% → ${(share(many) * 100).toFixed(0)}% of its statements ` +
      `replayed (${Math.round(many.replayRps)} req/s) │ goal ≥ ${GOAL_REPLAY * 100}% ${share(many) >= GOAL_REPLAY ? 'PASS' : 'FAIL'}`,
  );
  const growth = many.rssMb / one.rssMb;
  console.log(
    `  largest Node process RSS after the mix: ${one.rssMb.toFixed(0)} → ${many.rssMb.toFixed(0)} MB ` +
      `${growth.toFixed(2)}× │ goal ≤ ${GOAL_MEMORY}× ${mark(growth, GOAL_MEMORY)}`,
  );

  // 4. Plans that read other institutes' rows, or changed once they existed.
  console.log('\nPlans of the mix:');
  let findings = 0;
  for (const [k, endpoint] of many.endpoints.entries()) {
    const before = new Map(one.endpoints[k]!.plans.map((p) => [p.text, p.plan]));
    for (const { text, plan } of endpoint.plans) {
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
  await client.end();
  await app.close();
  await database.close();
  await server.stop();
}
