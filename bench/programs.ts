// Figures for the programs list and page (issue 14) at 2000 programs, 10,000 workshops and 50,000
// registrations: each endpoint's p50 and p95, in-process (app.inject) on the embedded PostgreSQL,
// beside the p95 of hand-written raw SQL that answers the same and the ratio of the two.
import { hashToken } from '../apps/server/src/lib/tokens.js';
import { generateProgramsTenant } from './_programs-tenant.js';
import { endpointBench, fmt, inProcessApp, ms } from './_measure.js';

const RUNS = 200;
const WARM_UP = 20;
const GOAL_LIST = 15;
const GOAL_PROGRAM = 20;

const { app, database, client, one, close } = await inProcessApp('programs');

const { id: instituteId } = await one(`insert into institutes (name) values ('Bench Programs') returning id`);
const admin = await one(
  `insert into users (institute_id, email, given_name, family_name, unique_identifier, is_institute_admin)
   values ($1, 'admin@programs.bench', 'Ada', 'Admin', 'A0', true) returning *`,
  [instituteId],
);
const adminRow = (await app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, admin.id) }))!;
const token = await app.deps.sessions.start(adminRow, { ip: '127.0.0.1' });
const tokenHash = hashToken(token);
const headers = { cookie: `pdp_session=${token}`, 'x-client-app': 'webapp' };
const { figure } = endpointBench(app, headers, { runs: RUNS, warmUp: WARM_UP, width: 62, client });

let started = performance.now();
const tenant = await generateProgramsTenant(database.url, { instituteId });
console.log(
  `tenant: ${tenant.counts.programs} programs, ${tenant.counts.workshops} workshops, ` +
    `${tenant.counts.registrations} registrations generated with SQL in ${(performance.now() - started).toFixed(0)} ms`,
);

// The raw SQL: the session and institute lookups every request makes, then the page with its
// aggregates in one statement (lateral subqueries), and the count.
const SESSION = `select s.*, u.* from sessions s
  join users u on u.institute_id = s.user_institute_id and u.id = s.user_id where s.token_hash = $1`;
const TABS = {
  live: `p.published and (p.ends_at is null or p.ends_at >= now())`,
  draft: `not p.published`,
  past: `p.published and p.ends_at < now()`,
};
const SORTS = {
  live: `p.starts_at asc nulls last, p.id`,
  draft: `p.starts_at desc nulls first, p.id desc`,
  past: `p.starts_at desc nulls last, p.id desc`,
};
async function rawList(tab: keyof typeof TABS, extra = '', sort = SORTS[tab], offset = 0) {
  await client.query(SESSION, [tokenHash]);
  await client.query(`select timezone, registration_cutoff_days from institutes where id = $1`, [
    instituteId,
  ]);
  const where = `p.institute_id = $1 and ${TABS[tab]} ${extra}`;
  // The page with the presenters, locations and points the programs keep (migration 0025), then its
  // registration counts (a lateral subquery), so an offset counts nothing it skips.
  const { rows } = await client.query(
    `with page as (select p.* from programs p where ${where} order by ${sort} limit 100 offset ${offset})
     select p.id, p.name, p.start_date, p.starts_at, d.name as domain_name, p.presenter_names,
       p.location_names, p.workshop_points, r.n
     from page p left join domains d on d.institute_id = p.institute_id and d.id = p.domain_id
     left join lateral (select count(*) n from registrations r where r.institute_id = p.institute_id
       and r.program_id = p.id and r.status <> 'incomplete') r on true
     order by ${sort}`,
    [instituteId],
  );
  await client.query(`select count(*) from programs p where ${where}`, [instituteId]);
  return rows.map((r) => r.id as number);
}
async function rawProgram(id: number) {
  await client.query(SESSION, [tokenHash]);
  await client.query(`select * from institutes where id = $1`, [instituteId]);
  await client.query(
    `select p.*, d.name, f.given_name from programs p
     left join domains d on d.institute_id = p.institute_id and d.id = p.domain_id
     left join users f on f.institute_id = p.institute_id and f.id = p.facilitator_id
     where p.institute_id = $1 and p.id = $2`,
    [instituteId, id],
  );
  await client.query(
    `select w.*, l.name, to_char(w.start_time at time zone 'Australia/Melbourne', 'YYYY-MM-DD"T"HH24:MI')
     from workshops w left join locations l on l.institute_id = w.institute_id and l.id = w.location_id
     where w.institute_id = $1 and w.program_id = $2 order by w.start_time`,
    [instituteId, id],
  );
  await client.query(
    `select count(*) filter (where status <> 'incomplete'), count(*) filter (where completed)
     from registrations where institute_id = $1 and program_id = $2`,
    [instituteId, id],
  );
}

console.log(`\np50/p95 of ${RUNS} requests (app.inject), 100 rows a page; raw SQL on one connection`);
await figure({
  name: 'GET /program_summary',
  goal: GOAL_LIST,
  url: () => '/api/v1/program_summary',
  raw: async () => {
    await client.query(SESSION, [tokenHash]);
    await client.query(
      `select count(*) filter (where ${TABS.live}), count(*) filter (where ${TABS.draft}),
        count(*) filter (where ${TABS.past}) from programs p where p.institute_id = $1`,
      [instituteId],
    );
  },
});
for (const tab of ['live', 'draft', 'past'] as const) {
  await figure({
    name: `GET /programs?tab=${tab} (default sort)`,
    goal: GOAL_LIST,
    url: () => `/api/v1/programs?tab=${tab}`,
    raw: () => rawList(tab),
  });
}
await figure({
  name: 'GET /programs?tab=live page 10 of 14',
  goal: GOAL_LIST,
  url: () => '/api/v1/programs?tab=live&page=10',
  raw: () => rawList('live', '', SORTS.live, 900),
});
const location = tenant.locationIds[2]!;
await figure({
  name: 'GET /programs?tab=live&q[location_id_eq]&q[program_type_eq] by name',
  goal: GOAL_LIST,
  url: () =>
    `/api/v1/programs?tab=live&q[location_id_eq]=${location}&q[program_type_eq]=elective&q[s]=name+asc`,
  raw: () =>
    rawList(
      'live',
      `and exists (select 1 from workshops w where w.institute_id = p.institute_id and w.program_id = p.id
        and w.location_id = ${location}) and p.program_type = 'elective'`,
      'p.name asc',
    ),
});
await figure({
  name: 'GET /programs?tab=past&q[name_cont]=lead by start date',
  goal: GOAL_LIST,
  url: () => '/api/v1/programs?tab=past&q[name_cont]=lead&q[s]=start_date+desc',
  raw: () => rawList('past', `and p.name ilike '%lead%'`, 'p.start_date desc'),
});
await figure({
  name: `GET /programs?tab=draft&q[domain_id_eq] by name desc`,
  goal: GOAL_LIST,
  url: () => `/api/v1/programs?tab=draft&q[domain_id_eq]=${tenant.domainIds[1]}&q[s]=name+desc`,
  raw: () => rawList('draft', `and p.domain_id = ${tenant.domainIds[1]}`, 'p.name desc'),
});
const someProgram = (i: number) => tenant.programIds[(i * 7919) % tenant.programIds.length]!;
await figure({
  name: 'GET /programs/{id} (5 workshops)',
  goal: GOAL_PROGRAM,
  url: (i) => `/api/v1/programs/${someProgram(i)}`,
  raw: (i) => rawProgram(someProgram(i)),
});
await figure({
  name: 'GET /programs/{id} (300 registrations)',
  goal: GOAL_PROGRAM,
  url: () => `/api/v1/programs/${tenant.bigProgramId}`,
  raw: () => rawProgram(tenant.bigProgramId),
});
started = performance.now();
const csv = await app.inject({ method: 'GET', url: '/api/v1/programs.csv?tab=live', headers });
console.log(
  `GET /programs.csv?tab=live: ${csv.body.split('\n').length - 2} rows in ${fmt(ms(started))} (status ${csv.statusCode})`,
);

await close();
