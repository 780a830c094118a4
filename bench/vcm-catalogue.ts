// Figures for the VCM catalogue imports (issue 18: "importing a catalogue of 2,000 rows takes ≤ 1 s"):
// a 2000-row course/unit file (100 courses of 20 units, with 200 units shared by two courses) into an
// empty year, the same file again (nothing changes), a file that renames a fifth of the titles and
// moves units between courses, and a 2000-row professional qualification file. In-process
// (app.inject) on the embedded PostgreSQL, multipart exactly as the screen sends it.
import { fmt, inProcessApp, mark, ms } from './_measure.js';

const ROWS = 2000;
const GOAL_MS = 1000;
const year = new Date().getFullYear();

const { app, client, one, close } = await inProcessApp('vcm-catalogue');
const { id: instituteId } = await one(
  `insert into institutes (name, vcm_enabled, timezone) values ('Bench Institute', true, 'UTC') returning id`,
);
const admin = await one(
  `insert into users (institute_id, email, given_name, family_name, unique_identifier, is_institute_admin)
   values ($1, 'admin@bench.test', 'Ada', 'Admin', 'A0', true) returning id`,
  [instituteId],
);
const adminRow = (await app.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, admin.id) }))!;
const token = await app.deps.sessions.start(adminRow, { ip: '127.0.0.1' });
const headers = { cookie: `pdp_session=${token}`, 'x-client-app': 'webapp' };

const csv = (header: string, rows: string[]) => [header, ...rows].join('\n');
const COURSE_HEADER = 'Course Code,Course Title,Unit Code,Unit Title';

/** 100 courses × 20 units; every tenth row lists a unit of the previous course (shared units). */
function courseRows(renamed: (i: number) => boolean, shift = 0): string[] {
  return Array.from({ length: ROWS }, (_, i) => {
    const course = Math.floor(i / 20);
    const unit = i % 10 === 9 && course > 0 ? (course - 1) * 20 + ((i + shift) % 20) : i;
    const title = renamed(course) ? `Course ${course} (revised)` : `Course ${course}`;
    return `C${course},${title},U${unit},"Unit ${unit}, a title with a comma"`;
  });
}

async function importFile(path: string, text: string, effectiveYear = year) {
  const form = new FormData();
  form.append('import[year]', String(effectiveYear));
  form.append('import[file]', new Blob([text]), 'catalogue.csv');
  const request = new Request('http://localhost', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const t0 = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/${path}/import`,
    payload,
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
  });
  const took = ms(t0);
  if (response.statusCode !== 200 || response.json().data.messages.length)
    throw new Error(`import failed: ${response.statusCode} ${response.body.slice(0, 500)}`);
  return { took, stats: JSON.stringify(response.json().data.stats) };
}

const runs: [string, Awaited<ReturnType<typeof importFile>>][] = [];
const first = csv(
  COURSE_HEADER,
  courseRows(() => false),
);
// One untimed import into next year first: the parser's and the queries' first run (JIT, plans) is
// the process warming up, not the import; the figures below are a warm server's.
const warmUp = await importFile('course_units', first, year + 1);
console.log(`(warm-up: the same file into ${year + 1}, not a figure: ${fmt(warmUp.took)})`);
runs.push(['course/units: new year', await importFile('course_units', first)]);
runs.push(['course/units: the same file again', await importFile('course_units', first)]);
runs.push([
  'course/units: a fifth renamed, units moved',
  await importFile(
    'course_units',
    csv(
      COURSE_HEADER,
      courseRows((c) => c % 5 === 0, 3),
    ),
  ),
]);
const qualifications = Array.from({ length: ROWS }, (_, i) => `Q${i},Qualification ${i}`);
runs.push([
  'qualifications: new year',
  await importFile(
    'professional_qualifications',
    csv('Qualification Code,Qualification Title', qualifications),
  ),
]);

// The floor: the same new-year rows written by hand-written SQL (plain INSERTs from unnest, the
// tables' own triggers, foreign keys and audit included), so the ratio shows what the import adds.
const rawYear = year - 1;
const rawRows = courseRows(() => false).map((line) => line.match(/^(C\d+),([^,]+),(U\d+),"(.*)"$/)!.slice(1));
const t0 = performance.now();
await client.query('begin');
await client.query(
  `insert into courses (institute_id, year, code, title)
   select distinct $1::int, $2::int, c, t from unnest($3::text[], $4::text[]) as x(c, t)`,
  [instituteId, rawYear, rawRows.map((r) => r[0]), rawRows.map((r) => r[1])],
);
await client.query(
  `insert into units (institute_id, year, code, title)
   select distinct $1::int, $2::int, c, t from unnest($3::text[], $4::text[]) as x(c, t)`,
  [instituteId, rawYear, rawRows.map((r) => r[2]), rawRows.map((r) => r[3])],
);
await client.query(
  `insert into course_units (institute_id, course_id, unit_id)
   select distinct $1::int, c.id, u.id from unnest($3::text[], $4::text[]) as x(cc, uc)
   join courses c on c.institute_id = $1 and c.year = $2 and c.code = x.cc
   join units u on u.institute_id = $1 and u.year = $2 and u.code = x.uc`,
  [instituteId, rawYear, rawRows.map((r) => r[0]), rawRows.map((r) => r[2])],
);
await client.query('commit');
const raw = ms(t0);

for (const [name, run] of runs) {
  console.log(
    `${`import ${ROWS} rows, ${name}`.padEnd(58)} ${fmt(run.took).padStart(10)} │ raw INSERTs of a new year ${fmt(raw)}, ratio ${(run.took / raw).toFixed(1)}× │ goal ≤ ${GOAL_MS} ms ${mark(run.took, GOAL_MS)}  ${run.stats}`,
  );
}
await close();
