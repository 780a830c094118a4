// An institute's audit packs (issue 40 §3): 200 educators with 20 evidence files each (about 100 KB,
// stored on local disk), made by the audit-pack job in this process (app.inject, embedded PostgreSQL).
// Figures: the job's duration (goal ≤ 60 s), the process's peak RSS growth while it runs (goal
// ≤ 100 MB: the ZIP streams to a file, then to the store, a batch of educators at a time), and the p99
// of GET /api/v1/me for other signed-in users while it runs (goal ≤ 100 ms).
//
//   npm run bench -- audit-pack
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { randomToken } from '../apps/server/src/lib/tokens.js';
import { fmt, inProcessApp, percentile } from './_measure.js';

const GOALS = { seconds: 60, memoryMb: 100, meP99Ms: 100 };
const EDUCATORS = 200;
const FILES = 20;
const FILE_BYTES = 100 * 1024;
const ME_USERS = 20;

const { app, client, one, close } = await inProcessApp('audit-pack');
try {
  const { id: instituteId } = await one(
    `insert into institutes (name, timezone) values ('Bench Audit Packs', 'Australia/Melbourne') returning id`,
  );
  const admin = await one(
    `insert into users (institute_id, email, given_name, family_name, is_institute_admin)
     values ($1, 'admin@packs.bench', 'Ada', 'Admin', true) returning id`,
    [instituteId],
  );
  await client.query(
    `insert into users (institute_id, email, given_name, family_name, unique_identifier, is_educator)
     select $1, 'educator' || i || '@packs.bench', 'Given' || i, 'Family' || i, 'E' || i, true
     from generate_series(1, $2) i`,
    [instituteId, EDUCATORS],
  );
  const { rows: histories } = await client.query<{ id: number }>(
    `insert into points_histories (institute_id, user_id, type, date, points, activity_name, approval_reason, created_by_id)
     select $1, u.id, 'PointsVocational', current_date - (n * 9), 2, 'Industry visit ' || n, 'Evidence seen', $2
     from users u cross join generate_series(1, 4) n
     where u.institute_id = $1 and u.is_educator returning id`,
    [instituteId, admin.id],
  );
  // 5 files per history row, 4 rows per educator: 20 files each, every one a real stored file.
  const started = performance.now();
  const evidence: unknown[][] = [];
  for (const { id } of histories)
    for (let f = 0; f < FILES / 4; f++) {
      const key = `${instituteId}/${randomToken()}.pdf`;
      await app.deps.storage.put(key, randomBytes(FILE_BYTES));
      evidence.push([instituteId, id, randomToken(), key, `Certificate ${f + 1}.pdf`, FILE_BYTES]);
    }
  for (let i = 0; i < evidence.length; i += 1000) {
    const chunk = evidence.slice(i, i + 1000);
    await client.query(
      `insert into points_history_evidences (institute_id, points_history_id, upload_id, storage_key, filename, size, mime_type)
       select * , 'application/pdf' from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::int[])`,
      [0, 1, 2, 3, 4, 5].map((c) => chunk.map((row) => row[c])),
    );
  }
  console.log(
    `tenant: ${EDUCATORS} educators, ${evidence.length} evidence files of ${FILE_BYTES / 1024} KB ` +
      `stored in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const signedIn = async (id: number) => {
    const row = (await app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, id) }))!;
    const token = await app.deps.sessions.start(row, { ip: '127.0.0.1' });
    return { cookie: `pdp_session=${token}`, 'x-client-app': 'webapp' };
  };
  const adminHeaders = await signedIn(admin.id);
  const { rows: others } = await client.query<{ id: number }>(
    `select id from users where institute_id = $1 and is_educator order by id limit $2`,
    [instituteId, ME_USERS],
  );
  const meHeaders = await Promise.all(others.map((u) => signedIn(u.id)));
  for (let i = 0; i < 50; i++)
    await app.inject({ method: 'GET', url: '/api/v1/me', headers: meHeaders[i % ME_USERS]! });

  const today = new Date().toISOString().slice(0, 10);
  const from = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  // Warm-up: one educator's pack loads the PDF kit and its fonts (once per process, not per pack).
  const warm = await app.inject({
    method: 'GET',
    url: `/api/v1/users/${others[0]!.id}/audit_pack.pdf?from=${from}&to=${today}`,
    headers: adminHeaders,
  });
  if (warm.statusCode !== 200) throw new Error(`warm-up: ${warm.statusCode} ${warm.body.slice(0, 200)}`);
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

  const t0 = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/audit_packs',
    headers: adminHeaders,
    payload: { audit_pack: { scope: 'institute', from, to: today } },
  });
  if (response.statusCode !== 202) throw new Error(`start: ${response.statusCode} ${response.body}`);
  const runId = (response.json() as { data: { id: number } }).data.id;

  // Other users' /me, one after another, while the job runs; the run's own progress read between.
  const meTimes: number[] = [];
  let run: { status: string; size: number | null; missing_files: number; educators_done: number };
  for (let i = 0; ; i++) {
    const started = performance.now();
    const me = await app.inject({ method: 'GET', url: '/api/v1/me', headers: meHeaders[i % ME_USERS]! });
    if (me.statusCode !== 200) throw new Error(`/me: ${me.statusCode}`);
    meTimes.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 25));
    if (i % 20 !== 0) continue;
    const progress = await app.inject({
      method: 'GET',
      url: `/api/v1/audit_packs/${runId}`,
      headers: adminHeaders,
    });
    run = (progress.json() as { data: typeof run }).data;
    if (run.status === 'ready' || run.status === 'failed') break;
    if (performance.now() - t0 > 15 * 60_000) throw new Error('the pack took more than 15 minutes');
  }
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  if (run.status !== 'ready') throw new Error(`the pack ${run.status}`);

  const growth = (peak - before) / 1024 / 1024;
  meTimes.sort((a, b) => a - b);
  const p99 = percentile(meTimes, 0.99);
  const ok = (value: number, goal: number) => (value <= goal ? 'ok' : 'OVER');
  console.log(
    `pack: ${run.educators_done} educators, ${((run.size ?? 0) / 1024 / 1024).toFixed(0)} MB ZIP, ` +
      `${run.missing_files} missing files; load average ${os.loadavg()[0]!.toFixed(2)}`,
  );
  console.log(
    `institute pack (200 × 20 files)   ${seconds.toFixed(1)} s    goal ≤ ${GOALS.seconds} s    ${ok(seconds, GOALS.seconds)}`,
  );
  console.log(
    `peak RSS growth while it runs     ${growth.toFixed(0)} MB    goal ≤ ${GOALS.memoryMb} MB    ${ok(growth, GOALS.memoryMb)}`,
  );
  console.log(
    `/me p99 for others (${meTimes.length} calls)    ${fmt(p99)}    goal ≤ ${GOALS.meP99Ms} ms    ${ok(p99, GOALS.meP99Ms)}`,
  );
} finally {
  await close();
}
