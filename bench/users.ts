// Figures for the users issue (5): a 2000-user import on the embedded database against a raw multi-row
// INSERT of the same rows, then list / show / autocomplete latency with 20,000 users in one institute.
// In-process (app.inject) on the embedded PostgreSQL, as `npm start` runs it; no network noise.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_IMPORT_COLUMNS } from '@pdp/contract';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import {
  departments,
  divisions,
  employment_types,
  institutes,
  users,
} from '../apps/server/src/db/schema/index.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdp-bench-users-'));
const database = await openDatabase({ dataDir });
const config = { ...loadConfig({ DATA_DIR: dataDir, DEMO: 'off', LOG_LEVEL: 'silent' }) };
const app = await buildApp(config, { database });
await app.ready();
const { db } = database;

const [institute] = await db.insert(institutes).values({ name: 'Bench Institute' }).returning();
const [rawInstitute] = await db.insert(institutes).values({ name: 'Raw Insert Institute' }).returning();
const instituteId = institute!.id;
const [division] = await db
  .insert(divisions)
  .values({ institute_id: instituteId, name: 'Trades' })
  .returning();
const [department] = await db
  .insert(departments)
  .values({ institute_id: instituteId, division_id: division!.id, code: 'ENG', name: 'Engineering' })
  .returning();
await db.insert(employment_types).values({ institute_id: instituteId, name: 'Full time' });
const [admin] = await db
  .insert(users)
  .values({
    institute_id: instituteId,
    email: 'admin@bench.test',
    given_name: 'Ada',
    family_name: 'Admin',
    unique_identifier: 'A0',
    is_institute_admin: true,
    is_supervisor: true,
  })
  .returning();
const token = await app.deps.sessions.start(admin!, { ip: '127.0.0.1' });
const headers = { cookie: `pdp_session=${token}`, 'x-client-app': 'webapp' };

const GIVEN = ['Ava', 'Noah', 'Mia', 'Liam', 'Zoe', 'Ethan', 'Isla', 'Lucas', 'Ruby', 'Oscar'];
const FAMILY = [
  'Nguyen',
  'Smith',
  'Patel',
  'Williams',
  'Brown',
  'Jones',
  'Taylor',
  'Wilson',
  'Singh',
  'Martin',
];
const person = (i: number) => ({
  unique_identifier: `E${i}`,
  given_name: `${GIVEN[i % 10]}${i}`,
  family_name: FAMILY[Math.floor(i / 10) % 10]!,
  email: `educator${i}@bench.test`,
});
const ms = (since: number) => performance.now() - since;
const fmt = (value: number) => `${value.toFixed(1)} ms`;

// 1. The import: 2000 new educators under the admin (a supervisor), over HTTP multipart.
const header = Object.values(USER_IMPORT_COLUMNS).join(',');
const lines = Array.from({ length: 2000 }, (_, i) => {
  const p = person(i + 1);
  return [
    p.unique_identifier,
    p.given_name,
    p.family_name,
    p.email,
    'ENG',
    'Full time',
    'A0',
    'Y',
    'N',
    '',
    '',
    '',
    '',
    '',
    '',
  ].join(',');
});
const form = new FormData();
form.append('file', new Blob([[header, ...lines].join('\n')]), 'users.csv');
const request = new Request('http://localhost', { method: 'POST', body: form });
const payload = Buffer.from(await request.arrayBuffer());
let started = performance.now();
const response = await app.inject({
  method: 'POST',
  url: '/api/v1/users/import',
  payload,
  headers: { ...headers, 'content-type': request.headers.get('content-type')! },
});
const importMs = ms(started);
const stats = JSON.stringify(response.json().data.stats);
if (response.json().data.errors.length) throw new Error(`import failed: ${response.body.slice(0, 500)}`);

started = performance.now();
await db.insert(users).values(
  Array.from({ length: 2000 }, (_, i) => ({
    ...person(i + 1),
    email: `raw${i}@bench.test`,
    institute_id: rawInstitute!.id,
    is_educator: true,
  })),
);
const rawMs = ms(started);
console.log(
  `import 2000 new users (POST /users/import) ${fmt(importMs)} ${stats} — goal ≤ 2000 ms: ${importMs <= 2000 ? 'PASS' : 'FAIL'}`,
);
console.log(
  `raw multi-row INSERT of the same 2000 rows ${fmt(rawMs)} (import / raw = ${(importMs / rawMs).toFixed(1)}×)`,
);

// 2. Grow the institute to 20,000 users.
for (let from = 2001; from <= 20_000; from += 1000) {
  await db.insert(users).values(
    Array.from({ length: Math.min(1000, 20_001 - from) }, (_, k) => ({
      ...person(from + k),
      institute_id: instituteId,
      department_id: department!.id,
      supervisor_id: admin!.id,
      is_educator: true,
      active: (from + k) % 17 !== 0,
    })),
  );
}
await db.execute(sql`analyze users`);
const ids = (await db.select({ id: users.id }).from(users).where(eq(users.institute_id, instituteId))).map(
  (r) => r.id,
);

async function p95(name: string, urls: () => string, goal: number, runs = 200) {
  const times: number[] = [];
  for (let i = 0; i < runs + 20; i++) {
    const t0 = performance.now();
    const r = await app.inject({ method: 'GET', url: urls(), headers });
    if (r.statusCode !== 200) throw new Error(`${name}: ${r.statusCode} ${r.body.slice(0, 300)}`);
    if (i >= 20) times.push(ms(t0));
  }
  times.sort((a, b) => a - b);
  const p = times[Math.floor(times.length * 0.95)]!;
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `${name.padEnd(44)} p50 ${fmt(median)}, p95 ${fmt(p)} — goal p95 ≤ ${goal} ms: ${p <= goal ? 'PASS' : 'FAIL'}`,
  );
}

let n = 0;
// Deliberately unselective fragments ("va1" matches about 1,100 of the 20,000 users), a harder
// case for the trigram index than a typical name fragment.
const fragment = () => encodeURIComponent(`${GIVEN[n % 10]!.slice(1)}${(n++ % 9) + 1}`);
await p95(
  'GET /users?q[full_name_cont]=… (20,000 users)',
  () => `/api/v1/users?q[full_name_cont]=${fragment()}&per_page=25`,
  20,
);
await p95('GET /users/{id} (20,000 users)', () => `/api/v1/users/${ids[(n++ * 7919) % ids.length]}`, 10);
await p95(
  'GET /users/autocomplete (20,000 users)',
  () =>
    `/api/v1/users/autocomplete?q[given_name_or_family_name_or_unique_identifier_cont]=${fragment()}&q[active_true]=1&q[s]=given_name+asc`,
  50,
);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
