// Figures for a program's registrations (issue 14) in a tenant of 2,000 programs, 10,000 workshops and
// 50,000 registrations, generated with SQL: the Attendance tab's list of a program with 300
// registrations, marking attendance, and a 2000-row registration import (new, then changed). Each
// in-process (app.inject) on the embedded PostgreSQL, beside hand-written raw SQL doing the same work.
import { hashToken } from '../apps/server/src/lib/tokens.js';
import { vacuumWritten } from './_vacuum.js';
import { SESSION } from './_users-sql.js';
import { endpointBench, fmt, inProcessApp, mark, ms, percentile } from './_measure.js';

const PROGRAMS = 2000;
const WORKSHOPS_PER_PROGRAM = 5;
const REGISTRATIONS_PER_PROGRAM = 25;
const EDUCATORS = 6000;
const BIG = 300;
const IMPORTED = 2000;
const RUNS = 200;
const WARM_UP = 20;

const { app, client, one, close } = await inProcessApp('registrations');

// The tenant: educators, programs of five workshops (one a day), 25 registrations each with attendance.
let started = performance.now();
const { id: instituteId } = await one(
  `insert into institutes (name) values ('Bench Institute') returning id`,
);
const admin = await one(
  `insert into users (institute_id, email, given_name, family_name, unique_identifier, is_institute_admin)
   values ($1, 'admin@bench.test', 'Ada', 'Admin', 'A0', true) returning id`,
  [instituteId],
);
await client.query('begin');
await client.query(
  `insert into users (institute_id, email, given_name, family_name, unique_identifier, is_educator)
   select $1, 'e' || i || '@bench.test', 'Given' || i, 'Family' || (i * 7919 % 1000), 'E' || i, true
   from generate_series(1, ${EDUCATORS}) i`,
  [instituteId],
);
await client.query(
  `insert into programs (institute_id, name, program_type, published, attendee_limit, starts_at, ends_at,
     start_date, end_date)
   select $1, 'Program ' || p, 'elective', p % 4 <> 0, null, now() + (p % 200 - 100) * interval '1 day',
     now() + (p % 200 - 96) * interval '1 day', (now() + (p % 200 - 100) * interval '1 day')::date,
     (now() + (p % 200 - 96) * interval '1 day')::date
   from generate_series(1, ${PROGRAMS + 1}) p`,
  [instituteId],
);
await client.query(
  `insert into workshops (institute_id, program_id, name, start_time, end_time, points)
   select p.institute_id, p.id, 'Workshop ' || w, p.starts_at + (w - 1) * interval '1 day',
     p.starts_at + (w - 1) * interval '1 day' + interval '2 hours', 2
   from programs p, generate_series(1, ${WORKSHOPS_PER_PROGRAM}) w where p.institute_id = $1`,
  [instituteId],
);
const programIds = (
  await client.query(`select id from programs where institute_id = $1 order by id`, [instituteId])
).rows.map((r) => r.id as number);
const [bigId, importId] = [programIds[0]!, programIds[1]!];
const educatorIds = (
  await client.query(`select id from users where institute_id = $1 and is_educator order by id`, [
    instituteId,
  ])
).rows.map((r) => r.id as number);
// Every program but the import's gets 25 registrations; the big one 300.
await client.query(
  `insert into registrations (institute_id, program_id, user_id, status, hurdle)
   select $1, p.id, ($2::int[])[1 + (p.n * 37 + r) % ${EDUCATORS}], 'approved', r % 9 = 0
   from (select id, row_number() over (order by id) n from programs where institute_id = $1 and id <> $3) p,
        generate_series(1, ${REGISTRATIONS_PER_PROGRAM}) r
   on conflict do nothing`,
  [instituteId, educatorIds, importId],
);
await client.query(
  `insert into registrations (institute_id, program_id, user_id, status)
   select $1, $2, ($3::int[])[1000 + r], 'approved' from generate_series(1, ${BIG - REGISTRATIONS_PER_PROGRAM}) r
   on conflict do nothing`,
  [instituteId, bigId, educatorIds],
);
await client.query(
  `insert into attendances (institute_id, registration_id, workshop_id, present)
   select r.institute_id, r.id, w.id, true from registrations r
   join workshops w on w.institute_id = r.institute_id and w.program_id = r.program_id
   where r.institute_id = $1 and (r.id + w.id) % 3 = 0`,
  [instituteId],
);
await client.query('commit');
const counts = await one(
  `select (select count(*) from programs where institute_id = $1)::int programs,
     (select count(*) from workshops where institute_id = $1)::int workshops,
     (select count(*) from registrations where institute_id = $1)::int registrations,
     (select count(*) from attendances where institute_id = $1)::int attendances,
     (select count(*) from registrations where institute_id = $1 and program_id = $2)::int big`,
  [instituteId, bigId],
);
const { programs, workshops, registrations, attendances } = counts;
await vacuumWritten(client, { users: EDUCATORS, programs, workshops, registrations, attendances });
console.log(
  `tenant: ${counts.programs} programs, ${counts.workshops} workshops, ${counts.registrations} registrations ` +
    `(${counts.big} in the measured program) generated with SQL in ${ms(started).toFixed(0)} ms`,
);

const adminRow = (await app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, admin.id) }))!;
const token = await app.deps.sessions.start(adminRow, { ip: '127.0.0.1' });
const headers = { cookie: `pdp_session=${token}`, 'x-client-app': 'webapp' };
const tokenHash = hashToken(token);

const { timed } = endpointBench(app, headers, { runs: RUNS, warmUp: WARM_UP });
async function inject(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({ method, url, headers, payload });
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return response;
}
function report(name: string, app95: number[], raw95: number[], goal: number) {
  const p95 = percentile(app95, 0.95);
  const raw = percentile(raw95, 0.95);
  console.log(
    `${name.padEnd(50)} p50 ${fmt(percentile(app95, 0.5)).padStart(8)}  p95 ${fmt(p95).padStart(8)}` +
      ` │ raw SQL p95 ${fmt(raw).padStart(7)}  ratio ${(p95 / raw).toFixed(1).padStart(4)}×` +
      ` │ goal p95 ≤ ${goal} ms ${mark(p95, goal)}`,
  );
}

// 1. The Attendance tab's list, and raw SQL answering the same rows.
const RAW_LIST = `select r.*, u.given_name, u.family_name, u.unique_identifier, u.active, d.name as department,
    (select ph.points from points_histories ph where ph.institute_id = r.institute_id and ph.registration_id = r.id) points,
    coalesce((select json_agg(json_build_object('workshop_id', a.workshop_id, 'present', a.present))
      from attendances a where a.institute_id = r.institute_id and a.registration_id = r.id), '[]') attendances
  from registrations r join users u on u.institute_id = r.institute_id and u.id = r.user_id
  left join departments d on d.institute_id = u.institute_id and d.id = u.department_id
  where r.institute_id = $1 and r.program_id = $2 order by u.family_name, u.given_name, r.id`;
const listUrl = `/api/v1/programs/${bigId}/registrations`;
const listed = (await inject('GET', listUrl)).json().data.length;
const rawList = async () => {
  await client.query(SESSION, [tokenHash]);
  await client.query(`select * from programs where institute_id = $1 and id = $2`, [instituteId, bigId]);
  await client.query(RAW_LIST, [instituteId, bigId]);
};
if (process.env.BENCH_EXPLAIN) {
  const plan = await client.query(`explain (analyze, buffers) ${RAW_LIST}`, [instituteId, bigId]);
  console.log(plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n'));
}
console.log(`\np50/p95 of ${RUNS} requests (app.inject); raw SQL on one connection, unprepared`);
report(
  `GET /programs/{id}/registrations (${listed} rows)`,
  await timed(() => inject('GET', listUrl)),
  await timed(rawList),
  20,
);

// 2. Marking attendance, alternately present and absent, across the big program's registrants.
const pairs = (
  await client.query(
    `select r.id registration_id, w.id workshop_id from registrations r
     join workshops w on w.institute_id = r.institute_id and w.program_id = r.program_id
     where r.institute_id = $1 and r.program_id = $2 order by r.id, w.id`,
    [instituteId, bigId],
  )
).rows as { registration_id: number; workshop_id: number }[];
const pairAt = (i: number) => pairs[(i * 7) % pairs.length]!;
const rawMark = async (i: number) => {
  const { registration_id, workshop_id } = pairAt(i);
  await client.query(SESSION, [tokenHash]);
  await client.query(
    `select r.*, p.facilitator_id from registrations r join programs p on p.institute_id = r.institute_id
     and p.id = r.program_id where r.institute_id = $1 and r.id = $2`,
    [instituteId, registration_id],
  );
  await client.query(
    `insert into attendances (institute_id, registration_id, workshop_id, present) values ($1, $2, $3, $4)
     on conflict (institute_id, registration_id, workshop_id) do update set present = excluded.present`,
    [instituteId, registration_id, workshop_id, i % 2 === 0],
  );
};
report(
  'POST /attendances/mark',
  await timed((i) => {
    const { registration_id, workshop_id } = pairAt(i);
    return inject('POST', '/api/v1/attendances/mark', {
      attendance: { registration_id, workshop_id, present: i % 2 === 0 },
    });
  }),
  await timed(rawMark),
  10,
);

// 3. A 2000-row import into an empty program (new registrations), then the same people changed.
async function importRows(rows: string[]) {
  const header =
    'Employee Number,Workshop 1,Workshop 2,Workshop 3,Workshop 4,Workshop 5,Hurdle,Learning Journey,Completed';
  const form = new FormData();
  form.append('file', new Blob([[header, ...rows].join('\n')]), 'registrations.csv');
  const request = new Request('http://localhost', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const t0 = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/programs/${importId}/registrations/import`,
    payload: body,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
  });
  const took = ms(t0);
  if (response.statusCode !== 200 || response.json().data.errors.length)
    throw new Error(`import failed: ${response.body.slice(0, 500)}`);
  return { took, stats: JSON.stringify(response.json().data.stats) };
}
const yn = (on: boolean) => (on ? 'Y' : 'N');
const row = (i: number, shift: number) =>
  [
    `E${2000 + i}`,
    ...[1, 2, 3, 4, 5].map((w) => yn((i + w + shift) % 3 !== 0)),
    yn(i % 5 === 0),
    'N',
    'N',
  ].join(',');
const fresh = await importRows(Array.from({ length: IMPORTED }, (_, i) => row(i + 1, 0)));
// The second file changes attendance and completes every tenth registrant (points and an email each).
const changed = await importRows(
  Array.from({ length: IMPORTED }, (_, i) => row(i + 1, 1).replace(/N$/, yn((i + 1) % 10 === 0))),
);
const { id: rawProgramId } = await one(
  `insert into programs (institute_id, name, program_type) values ($1, 'Raw', 'elective') returning id`,
  [instituteId],
);
started = performance.now();
await client.query('begin');
await client.query(
  `insert into registrations (institute_id, program_id, user_id, status)
   select $1, $2, ($3::int[])[2000 + i], 'approved' from generate_series(1, ${IMPORTED}) i`,
  [instituteId, rawProgramId, educatorIds],
);
await client.query(
  `insert into attendances (institute_id, registration_id, workshop_id, present)
   select r.institute_id, r.id, w.id, true from registrations r
   join workshops w on w.institute_id = r.institute_id and w.program_id = $3
   where r.institute_id = $1 and r.program_id = $2 and (r.id + w.id) % 3 <> 0`,
  [instituteId, rawProgramId, importId],
);
await client.query('commit');
const rawInsert = ms(started);
for (const [name, run] of [
  ['new', fresh],
  ['changed, 200 completed', changed],
] as const) {
  console.log(
    `${`import ${IMPORTED} registrations (${name})`.padEnd(50)} ${fmt(run.took).padStart(10)} ${run.stats}` +
      ` │ raw INSERT ${fmt(rawInsert)}, ratio ${(run.took / rawInsert).toFixed(1)}× │ goal ≤ 1000 ms ${mark(run.took, 1000)}`,
  );
}

await close();
