// The reports at scale (issue 17, "Performance"): an institute of 20,000 users, 2000 programs, 50,000
// registrations and 1,000,000 points history rows over 3 passport years (bench/_reports-tenant.ts),
// then each figure beside its goal, and as a ratio to the raw SQL the report runs:
//
//   1. the Passports report's first page (current period)        p95 ≤ 300 ms, ≤ 1.3× its raw SQL
//      and as at a day (q[as_at_eq], issue 40 §1)                p95 ≤ 300 ms
//      the Currency Forecast's first page (issue 40 §2)            p95 ≤ 300 ms
//   2. its CSV of all 20,000 rows                                 ≤ 2 s, ≤ 1.3× its raw SQL,
//                                                                 peak memory growth ≤ 100 MB
//   3. programs_monthly and department_engagement (POST)          ≤ 300 ms each
//   4. GET /api/v1/me while reports run                           p99 ≤ 100 ms
//
// 1–3 run in this process (app.inject) on the database of a real server (`npm start` in a second
// process: embedded PostgreSQL, default workers), which answers 2's memory figure and 4.
//
//   npx tsx bench/reports.ts                     embedded PostgreSQL
//   DATABASE_URL=postgres://… npx tsx bench/reports.ts
//                                                a PostgreSQL server: the bench creates a database of
//                                                its own there (CREATEDB needed) and drops it after
//   node scripts/with-postgres.mjs npx tsx bench/reports.ts   Debian's PostgreSQL 15, throwaway
//   BENCH_EXPLAIN=1 …                            also prints the plans of the passport report's statements
//   BENCH_RUNS=n                                 timed runs per figure (default 40)
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { recomputePassportsForUsers } from '../apps/server/src/features/points/passports-service.js';
import { compileListQuery } from '../apps/server/src/lib/list-query.js';
import * as forecastRepo from '../apps/server/src/features/reports/forecast-repository.js';
import { forecastContextOf } from '../apps/server/src/features/reports/forecast-service.js';
import * as reportRepo from '../apps/server/src/features/reports/repository.js';
import { passportsAsAt } from '../apps/server/src/features/reports/service.js';
import { hashToken } from '../apps/server/src/lib/tokens.js';
import { todayIn } from '../apps/server/src/lib/today.js';
import { fmt, mark, ms, percentile } from './_measure.js';
import { generateReportsTenant } from './_reports-tenant.js';
import { loadRun, signIn, startServer, treeMemoryMb } from './_server.js';

const GOAL_PAGE = 300;
const GOAL_CSV = 2000;
const GOAL_RATIO = 1.3;
const GOAL_MEMORY_MB = 100;
const GOAL_SEARCH = 300;
const GOAL_ME_P99 = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

// A PostgreSQL server: a database of the bench's own on it.
const serverUrl = process.env.DATABASE_URL ?? process.env.DATABASE_URL_TEST;
let databaseUrl: string | undefined;
if (serverUrl) {
  const name = `pdp_bench_reports_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}
const dropDatabase = async () => {
  if (!serverUrl || !databaseUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
  await admin.end();
};

const server = await startServer(3298, { env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
const database = await openDatabase({ dataDir: server.dataDir, databaseUrl });
const app = await buildApp(
  loadConfig({
    DATA_DIR: server.dataDir,
    DEMO: 'off',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  }),
  { database },
);
await app.ready();
const client = new pg.Client({ connectionString: database.url });
await client.connect();
// A second connection, for the statements the report runs two at once.
const second = new pg.Client({ connectionString: database.url });
await second.connect();
const one = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0];

try {
  console.log(
    `database: ${databaseUrl ? `PostgreSQL server (${(await one('show server_version')).server_version})` : `embedded PostgreSQL ${(await one('show server_version')).server_version}`}`,
  );
  const { id: instituteId } = await one(
    `insert into institutes (name, points_anniversary_month) values ('Bench Reports', 7) returning id`,
  );
  // The admin signs in with the demo password (its hash copied from the demo admin).
  const admin = await one(
    `insert into users (institute_id, email, given_name, family_name, unique_identifier, is_institute_admin, password_hash)
     select $1, 'admin@reports.bench', 'Ada', 'Admin', 'RA0', true, password_hash from users
     where email = 'admin@demo.test' returning *`,
    [instituteId],
  );

  let started = performance.now();
  const tenant = await generateReportsTenant(database.url, { instituteId }, (userIds, periodStart) =>
    app.deps.db.transaction((tx) => recomputePassportsForUsers(tx, instituteId, userIds, periodStart)),
  );
  const c = tenant.counts;
  console.log(
    `tenant: ${c.users} users, ${c.programs} programs, ${c.registrations} registrations, ${c.historyRows} points ` +
      `history rows, ${c.passports} passports over ${tenant.periods.length} passport years, generated in ` +
      `${(ms(started) / 1000).toFixed(1)} s (${Object.entries(tenant.timings)
        .map(([step, t]) => `${step} ${(t / 1000).toFixed(1)} s`)
        .join(', ')})`,
  );
  const current = tenant.periods.at(-1)!;

  const adminRow = (await app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, admin.id) }))!;
  const token = await app.deps.sessions.start(adminRow, { ip: '127.0.0.1' });
  const headers = { cookie: `pdp_session=${token}`, 'x-client-app': 'webapp' };
  const inject = async (method: 'GET' | 'POST', url: string, body?: object) => {
    const response = await app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
    return response;
  };
  const timed = async (run: () => Promise<unknown>, runs = RUNS, warmUp = 5) => {
    const times: number[] = [];
    for (let i = 0; i < runs + warmUp; i++) {
      const t0 = performance.now();
      await run();
      if (i >= warmUp) times.push(ms(t0));
    }
    return times.sort((a, b) => a - b);
  };
  /** The report and its raw SQL in turns, so both meet the same moments of the machine's load. */
  const timedPair = async (
    report: () => Promise<unknown>,
    raw: () => Promise<unknown>,
    runs = RUNS,
    warmUp = 5,
  ) => {
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < runs + warmUp; i++) {
      for (const [k, run] of [report, raw].entries()) {
        const t0 = performance.now();
        await run();
        if (i >= warmUp) times[k]!.push(ms(t0));
      }
    }
    return times.map((t) => t.sort((a, b) => a - b)) as [number[], number[]];
  };

  // The raw SQL the report runs: the session and institute lookups every request makes, then the
  // report's own statements, compiled by the report's own code (their text and parameters), on two
  // connections where the report runs two at once.
  const SESSION = `select s.*, u.* from sessions s
    join users u on u.institute_id = s.user_institute_id and u.id = s.user_id where s.token_hash = $1`;
  const tokenHash = hashToken(token);
  const db = app.deps.db;
  const pageOf = (q: Record<string, string>, limit = 100, offset = 0) => ({
    ...compileListQuery(reportRepo.passportReportResource, { q, page: 1, per_page: limit }),
    limit,
    offset,
    scope: { kind: 'institute' } as const,
    periodStart: current.start,
  });
  type Statement = { sql: string; params: unknown[] };
  const run = (on: pg.Client, statement: Statement) =>
    on.query({ text: statement.sql, values: statement.params, rowMode: 'array' });
  const lookups = async () => {
    await client.query(SESSION, [tokenHash]);
    await client.query(`select * from institutes where id = $1`, [instituteId]);
  };
  const ratioLine = (name: string, [times, raw]: [number[], number[]], goal: number) => {
    const [p50, p95, raw95] = [percentile(times, 0.5), percentile(times, 0.95), percentile(raw, 0.95)];
    const ratio = p95 / raw95;
    console.log(
      `${name.padEnd(52)} p50 ${fmt(p50).padStart(9)}  p95 ${fmt(p95).padStart(9)}  goal ≤ ${goal} ms ${mark(p95, goal)}` +
        ` │ raw SQL p95 ${fmt(raw95).padStart(9)}  ratio ${ratio.toFixed(2)}× goal ≤ ${GOAL_RATIO}× ${mark(ratio, GOAL_RATIO)}` +
        ` (p50: raw ${fmt(percentile(raw, 0.5))}, ${(p50 / percentile(raw, 0.5)).toFixed(2)}×)`,
    );
  };
  const goalLine = (name: string, times: number[], goal: number) => {
    const p95 = percentile(times, 0.95);
    console.log(
      `${name.padEnd(52)} p50 ${fmt(percentile(times, 0.5)).padStart(9)}  p95 ${fmt(p95).padStart(9)}  goal ≤ ${goal} ms ${mark(p95, goal)}`,
    );
  };
  const explain = async (label: string, statement: Statement) => {
    if (!process.env.BENCH_EXPLAIN) return;
    const plan = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
    console.log(`\n${label}\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}\n`);
  };

  console.log(`\nIn this process (app.inject), ${RUNS} runs each after 5 untimed`);
  // 1. The first page: the default filters (active users, the current period), by family name.
  const first = pageOf({ user_status_eq: 'active' });
  const pageSql = reportRepo.listReportRows(db, instituteId, first).toSQL();
  const countSql = reportRepo.reportCountQuery(db, instituteId, first).toSQL();
  await explain('first page', pageSql);
  await explain('count', countSql);
  const page = await inject('GET', '/api/v1/reports/passport');
  const pageBody = page.json() as { data: { user_id: number }[]; meta: { total: number } };
  const rawPage = await run(client, pageSql);
  const same =
    JSON.stringify(pageBody.data.map((r) => r.user_id)) === JSON.stringify(rawPage.rows.map((r) => r[0]));
  ratioLine(
    `GET /reports/passport first page (${pageBody.meta.total} rows)${same ? '' : ' (raw rows differ!)'}`,
    await timedPair(
      () => inject('GET', '/api/v1/reports/passport'),
      async () => {
        await lookups();
        await Promise.all([run(client, pageSql), run(second, countSql)]);
      },
    ),
    GOAL_PAGE,
  );

  // 1b. The same first page as at a day (issue 40 §1): each row's passport computed from its history
  // dated by then, under the requirements of that day (the settings read back from the audit trail).
  const asAtDay = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const asAt = await passportsAsAt(db, instituteId, asAtDay);
  const asAtFirst = { ...first, periodStart: asAt.period.start, asAt: asAt.passports };
  const asAtPageSql = reportRepo.listReportRows(db, instituteId, asAtFirst).toSQL();
  // Unfiltered by status, the count reads no passports (reports/service.ts countedPage).
  const asAtCountSql = reportRepo
    .reportCountQuery(db, instituteId, { ...asAtFirst, asAt: undefined })
    .toSQL();
  await explain('as-at first page', asAtPageSql);
  const asAtUrl = `/api/v1/reports/passport?q[as_at_eq]=${asAtDay}`;
  ratioLine(
    `GET /reports/passport as at ${asAtDay} first page`,
    await timedPair(
      () => inject('GET', asAtUrl),
      async () => {
        await lookups();
        await passportsAsAt(db, instituteId, asAtDay);
        await Promise.all([run(client, asAtPageSql), run(second, asAtCountSql)]);
      },
    ),
    GOAL_PAGE,
  );

  // 1c. The Currency Forecast's first page (issue 40 §2): each user's passport of the current period,
  // what is pending (requests, approved registrations ending in it) and their expiring VCM units.
  const forecastUrl = '/api/v1/reports/forecast';
  const forecast = await inject('GET', forecastUrl);
  if (forecast.statusCode !== 200)
    throw new Error(`forecast answered ${forecast.statusCode}: ${forecast.body}`);
  const forecastTotal = (forecast.json() as { meta: { total: number } }).meta.total;
  const benchInstitute = await one('select * from institutes where id = $1', [instituteId]);
  const forecastPage = forecastRepo.forecastRowsQuery(
    forecastContextOf(benchInstitute, current, todayIn(benchInstitute.timezone)),
    {
      ...compileListQuery(forecastRepo.forecastReportResource, {
        q: { user_status_eq: 'active' },
        page: 1,
        per_page: 100,
      }),
      limit: 100,
      offset: 0,
      scope: { kind: 'institute' },
    },
  );
  await explain('forecast first page', new PgDialect().sqlToQuery(forecastPage));
  goalLine(
    `GET /reports/forecast first page (${forecastTotal} rows)`,
    await timed(() => inject('GET', forecastUrl)),
    GOAL_PAGE,
  );

  // 2. The CSV of every user (all statuses): every id in order, then the rows by batches of ids.
  const csvUrl = '/api/v1/reports/passport.csv?q[user_status_eq]=all';
  const csv = await inject('GET', csvUrl);
  const csvRows = csv.body.trimEnd().split('\n').length - 1;
  const { EXPORT_BATCH_SIZE } = await import('../apps/server/src/features/reports/service.js');
  const all = pageOf({ user_status_eq: 'all' });
  const idsSql = reportRepo.reportIdsQuery(db, instituteId, all).toSQL();
  const ids = (await run(client, idsSql)).rows.map((r) => r[0] as number);
  const batches = Array.from({ length: Math.ceil(ids.length / EXPORT_BATCH_SIZE) }, (_, i) =>
    reportRepo
      .reportRowsOfQuery(
        db,
        instituteId,
        { periodStart: current.start },
        ids.slice(i * EXPORT_BATCH_SIZE, (i + 1) * EXPORT_BATCH_SIZE),
      )
      .toSQL(),
  );
  await explain('export: the ids in order', idsSql);
  await explain('export: a batch of rows', batches[0]!);
  ratioLine(
    `GET /reports/passport.csv (${csvRows} rows, ${batches.length + 1} statements)`,
    await timedPair(
      () => inject('GET', csvUrl),
      async () => {
        await lookups();
        await run(client, idsSql);
        for (const batch of batches) await run(client, batch);
      },
      20,
      2,
    ),
    GOAL_CSV,
  );

  // 3. The search reports (issue 17's POST reports/{name}), when they exist.
  for (const name of ['program_monthly', 'department_engagement']) {
    const body = {
      filters: { user_status_eq: 'active' },
      params: {
        year: Number(current.start.slice(0, 4)),
        mode: 'registrations',
        view_by: name === 'program_monthly' ? 'name' : 'department',
      },
      pagination: null,
      sorting: 'asc',
    };
    const probe = await inject('POST', `/api/v1/reports/${name}`, body);
    if (probe.statusCode === 404 && !probe.body.includes('"data"')) {
      console.log(`POST /reports/${name}`.padEnd(52) + ' not built yet');
      continue;
    }
    if (probe.statusCode !== 200) {
      console.log(
        `POST /reports/${name}`.padEnd(52) + ` answered ${probe.statusCode}: ${probe.body.slice(0, 200)}`,
      );
      continue;
    }
    goalLine(
      `POST /reports/${name} (${(probe.json() as { data: unknown[] }).data.length} rows)`,
      await timed(() => inject('POST', `/api/v1/reports/${name}`, body)),
      GOAL_SEARCH,
    );
  }

  // On the real server (a second process): the CSV's time and memory, and /me while reports run.
  console.log(
    `\nOn the real server (npm start, a second process; memory = PSS of its processes and PostgreSQL)`,
  );
  const signedIn = await signIn(server.url, 'admin@reports.bench');
  if (!signedIn.cookie) throw new Error(`sign-in failed (${signedIn.status})`);
  const serverHeaders = { cookie: signedIn.cookie, 'x-client-app': 'webapp' };
  const download = async () => {
    const response = await fetch(`${server.url}${csvUrl}`, { headers: serverHeaders });
    let bytes = 0;
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.length;
    return bytes;
  };
  await download(); // warm-up
  // The time without sampling (reading every process's smaps takes the bench's own event loop away
  // from the download), then the memory on a second download.
  started = performance.now();
  const bytes = await download();
  const csvMs = ms(started);
  await new Promise((r) => setTimeout(r, 500));
  const before = treeMemoryMb(server.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, treeMemoryMb(server.pid))), 20);
  await download();
  clearInterval(sampler);
  const growth = peak - before;
  console.log(
    `GET /reports/passport.csv: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${fmt(csvMs)} goal ≤ ${GOAL_CSV} ms ${mark(csvMs, GOAL_CSV)}` +
      ` │ memory ${before.toFixed(0)} MB → peak ${peak.toFixed(0)} MB, growth ${growth.toFixed(0)} MB goal ≤ ${GOAL_MEMORY_MB} MB ${mark(growth, GOAL_MEMORY_MB)}`,
  );

  // /me at 10 connections, first alone (the machine's own figure), then while one client runs
  // reports back to back (CSV, first page, summary).
  const latencies: { at: number; ms: number; ok: boolean }[] = [];
  const me = loadRun({
    url: `${server.url}/api/v1/me`,
    connections: 10,
    duration: 60,
    headers: serverHeaders,
  });
  me.on('response', (_client, statusCode, _bytes, responseTime) =>
    latencies.push({ at: performance.now(), ms: responseTime, ok: statusCode === 200 }),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const aloneStarted = performance.now();
  await new Promise((r) => setTimeout(r, 5000));
  const reportsStarted = performance.now();
  let reportsRun = 0;
  while (ms(reportsStarted) < 10_000) {
    await download();
    for (const path of ['/api/v1/reports/passport', '/api/v1/reports/passport/summary']) {
      await (await fetch(`${server.url}${path}`, { headers: serverHeaders })).arrayBuffer();
    }
    reportsRun += 3;
  }
  const reportsEnded = performance.now();
  me.stop();
  const alone = latencies
    .filter((l) => l.at >= aloneStarted && l.at < reportsStarted)
    .map((l) => l.ms)
    .sort((a, b) => a - b);
  console.log(
    `GET /me (10 connections) alone, 5 s: ${alone.length} answers, p50 ${percentile(alone, 0.5).toFixed(0)} ms,` +
      ` p99 ${percentile(alone, 0.99).toFixed(0)} ms (the machine's figure without a report)`,
  );
  const during = latencies.filter((l) => l.at >= reportsStarted && l.at <= reportsEnded);
  const sorted = during.map((l) => l.ms).sort((a, b) => a - b);
  const p99 = percentile(sorted, 0.99);
  const failed = during.filter((l) => !l.ok).length;
  console.log(
    `GET /me (10 connections) while ${reportsRun} reports ran (${((reportsEnded - reportsStarted) / 1000).toFixed(1)} s): ` +
      `${during.length} answers, p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms, ${failed} errors` +
      ` goal p99 ≤ ${GOAL_ME_P99} ms ${mark(p99, GOAL_ME_P99)}`,
  );
} finally {
  await client.end();
  await second.end();
  await app.close();
  await database.close();
  await server.stop();
  await dropDatabase();
}
