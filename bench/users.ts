// Figures for the users queries at 20,000 users (issues 5 and 10): each endpoint's p50 and p95, in-process
// (app.inject) on the embedded PostgreSQL, beside the p95 of hand-written raw SQL that answers the same
// (bench/_users-sql.ts) and the ratio of the two; then the 2000-row import, and the GIN fastupdate
// comparison behind the trigram indexes' storage option, and the import with the audit trail on and off.
import { passportPeriod } from '@pdp/contract';
import { todayIn } from '../apps/server/src/lib/today.js';
import { hashToken } from '../apps/server/src/lib/tokens.js';
import { rawQueries, SESSION } from './_users-sql.js';
import { generateUsersTenant, userImportRequest } from './_users-tenant.js';
import { endpointBench, fmt, inProcessApp, mark, ms, percentile } from './_measure.js';

const USERS = 20_000;
const IMPORTED = 2000;
const RUNS = 200;
const WARM_UP = 20;

const { app, database, client, one, close } = await inProcessApp('users');

const { id: instituteId } = await one(
  `insert into institutes (name) values ('Bench Institute') returning id`,
);
const admin = await one(
  `insert into users (institute_id, email, given_name, family_name, unique_identifier, is_institute_admin)
   values ($1, 'admin@bench.test', 'Ada', 'Admin', 'A0', true) returning *`,
  [instituteId],
);
const adminRow = (await app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, admin.id) }))!;
const token = await app.deps.sessions.start(adminRow, { ip: '127.0.0.1' });
const headers = { cookie: `pdp_session=${token}`, 'x-client-app': 'webapp' };
const { timed, get, figure } = endpointBench(app, headers, {
  runs: RUNS,
  warmUp: WARM_UP,
  width: 58,
  client,
});
const raw = rawQueries(client, hashToken(token), instituteId);

let started = performance.now();
const tenant = await generateUsersTenant(database.url, { instituteId, count: USERS - IMPORTED - 1 });
console.log(
  `tenant: ${tenant.userCount} users generated with SQL in ${(performance.now() - started).toFixed(0)} ms`,
);

const supervisorUid = (
  await one(`select unique_identifier from users where id = $1`, [tenant.supervisorIds[0]])
).unique_identifier as string;
const importRequest = (prefix: string) =>
  userImportRequest(IMPORTED, {
    prefix,
    departmentCode: 'BD1',
    employmentType: 'Bench employment 1',
    supervisorUid,
  });
async function importUsers(prefix: string) {
  const { body, contentType } = await importRequest(prefix);
  const t0 = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/users/import',
    payload: body,
    headers: { ...headers, 'content-type': contentType },
  });
  const took = ms(t0);
  if (response.statusCode !== 200 || response.json().data.errors.length)
    throw new Error(`import failed: ${response.body.slice(0, 500)}`);
  return { took, stats: JSON.stringify(response.json().data.stats) };
}

// 1. The import grows the institute to 20,000 users, beside a raw multi-row INSERT of as many rows.
const imported = await importUsers('N');
const { id: rawInstituteId } = await one(`insert into institutes (name) values ('Raw Insert') returning id`);
started = performance.now();
await client.query(
  `insert into users (institute_id, email, given_name, family_name, unique_identifier, is_educator)
   select $1, 'raw' || i || '@bench.test', 'Given' || i, 'Family', 'R' || i, true
   from generate_series(1, ${IMPORTED}) i`,
  [rawInstituteId],
);
const rawInsert = ms(started);
console.log(
  `import ${IMPORTED} new users into 18,000 (POST /users/import) ${fmt(imported.took)} ${imported.stats}` +
    ` │ raw INSERT ${fmt(rawInsert)}, ratio ${(imported.took / rawInsert).toFixed(1)}× │ goal ≤ 2000 ms ${mark(imported.took, 2000)}`,
);

// 2. Latency of each endpoint beside its raw SQL.
const ids = (await client.query(`select id from users where institute_id = $1`, [instituteId])).rows.map(
  (r) => r.id as number,
);
const institute = await one(`select * from institutes where id = $1`, [instituteId]);
const periodStart = passportPeriod(institute.points_anniversary_month, todayIn(institute.timezone)).start;
const TWO = ['an', 'el', 'ar', 'ia', 'ng', 'sa', 'ee', 'oe'];
const FIVE = ['homps', 'ndrew', 'illia', 'nders', 'cdona', 'ichar', 'llagh', 'ohans', 'atild'];
const TYPED = ['ava', 'smi', 'tho', 'and', 'E0012', 'pri', 'ell', 'kha', 'oli', 'son'];
const at = <T>(list: T[], i: number) => list[i % list.length]!;
const q = (s: string) => encodeURIComponent(s);

console.log(
  `\n${USERS.toLocaleString('en')} users; p50/p95 of ${RUNS} requests (app.inject); raw SQL on one connection`,
);
await figure({ name: 'GET /api/v1/me', goal: 3, url: () => '/api/v1/me', raw: () => raw.me() });
const someId = (i: number) => at(ids, i * 7919);
await figure({
  name: 'GET /users/{id}',
  goal: 4,
  url: (i) => `/api/v1/users/${someId(i)}`,
  raw: (i) => raw.show(someId(i)),
});
await figure({
  name: 'GET /users?page=200 (of 200)',
  goal: 15,
  url: () => '/api/v1/users?page=200',
  raw: () => raw.page(200),
});
await figure({
  name: 'GET /users?page=random',
  url: (i) => `/api/v1/users?page=${1 + ((i * 37) % 200)}`,
  raw: (i) => raw.page(1 + ((i * 37) % 200)),
});
await figure({
  name: 'GET /users?q[full_name_cont]=2 letters',
  goal: 12,
  url: (i) => `/api/v1/users?q[full_name_cont]=${q(at(TWO, i))}`,
  raw: (i) => raw.filtered('full_name', at(TWO, i)),
});
await figure({
  name: 'GET /users?q[full_name_cont]=5 letters',
  goal: 12,
  url: (i) => `/api/v1/users?q[full_name_cont]=${q(at(FIVE, i))}`,
  raw: (i) => raw.filtered('full_name', at(FIVE, i)),
});
await figure({
  name: 'GET /users?q[given_name_or_family_name_or_unique_identifier_cont]=5 letters',
  goal: 12,
  url: (i) => `/api/v1/users?q[given_name_or_family_name_or_unique_identifier_cont]=${q(at(FIVE, i))}`,
  raw: (i) => raw.filtered('search_text', at(FIVE, i)),
});
await figure({
  name: 'GET /users/autocomplete (typed 3–5 characters)',
  goal: 10,
  url: (i) =>
    `/api/v1/users/autocomplete?q[is_educator_true]=1&q[active_true]=1&q[s]=given_name+asc` +
    `&q[given_name_or_family_name_or_unique_identifier_cont]=${q(at(TYPED, i))}`,
  raw: (i) => raw.autocomplete(at(TYPED, i)),
});
await figure({
  name: 'GET /profiles?named_filter=open (100 of ~1900)',
  url: () => '/api/v1/profiles?named_filter=open&per_page=100',
  raw: () => raw.openProfiles(periodStart),
});
const session = await timed(() => client.query(SESSION, [hashToken(token)]));
console.log(
  `raw session lookup alone: p50 ${fmt(percentile(session, 0.5))}, p95 ${fmt(percentile(session, 0.95))}`,
);

// 3. GIN fastupdate (the search keys' index): an import's cost, and searches right after it, while the
// entries it added may still wait in the pending list.
const gin = (
  await client.query(
    `select indexrelid::regclass::text as name from pg_index i join pg_class c on c.oid = i.indexrelid
     join pg_am am on am.oid = c.relam where i.indrelid = 'users'::regclass and am.amname = 'gin'`,
  )
).rows.map((r) => r.name as string);
const current = (await one(`select reloptions from pg_class where relname = $1`, [gin[0]])).reloptions ?? [];
console.log(
  `\nGIN fastupdate on ${gin.join(', ')} (schema: ${current.join(',') || 'fastupdate=on (default)'})`,
);
for (const [round, setting] of (['off', 'on', 'off', 'on'] as const).entries()) {
  for (const index of gin) await client.query(`alter index ${index} set (fastupdate = ${setting})`);
  const run = await importUsers(`F${round}-`);
  const search = await timed((i) => get(`/api/v1/users?q[full_name_cont]=${q(at(FIVE, i))}`));
  const typed = await timed((i) =>
    get(
      `/api/v1/users/autocomplete?q[given_name_or_family_name_or_unique_identifier_cont]=${q(at(TYPED, i))}`,
    ),
  );
  console.log(
    `fastupdate=${setting.padEnd(3)}: import ${IMPORTED} users ${fmt(run.took)}; then /users 5 letters p95 ${fmt(percentile(search, 0.95))},` +
      ` autocomplete p95 ${fmt(percentile(typed, 0.95))}`,
  );
}

// 4. The audit trail (issue 13): the same import with its triggers off and on, alternating, so the
// institute's growth weighs on both. The import above (goal ≤ 2000 ms) ran with auditing on.
async function setAuditing(isOn: boolean) {
  const { rows } = await client.query(
    `select tgrelid::regclass::text as table_name, tgname from pg_trigger where tgname like 'audit\\_%'`,
  );
  for (const { table_name, tgname } of rows)
    await client.query(`alter table ${table_name} ${isOn ? 'enable' : 'disable'} trigger ${tgname}`);
}
const auditRuns: Record<'on' | 'off', number[]> = { on: [], off: [] };
for (const [round, setting] of (['off', 'on', 'off', 'on', 'off', 'on'] as const).entries()) {
  await setAuditing(setting === 'on');
  auditRuns[setting].push((await importUsers(`AU${round}-`)).took);
}
await setAuditing(true);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const [auditOn, auditOff] = [median(auditRuns.on), median(auditRuns.off)];
console.log(
  `\naudit trail: import ${IMPORTED} users, median of 3, auditing on ${fmt(auditOn)} │ off ${fmt(auditOff)}` +
    ` │ ratio ${(auditOn / auditOff).toFixed(2)}× │ goal ≤ 2000 ms with auditing on ${mark(auditOn, 2000)}`,
);

await close();
