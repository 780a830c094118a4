// A large programs institute for the programs benchmarks (bench/programs.ts; the registrations and
// attendance benchmarks reuse it): 2000 programs, 10,000 workshops and 50,000 registrations written
// with a few set-based INSERTs straight into the database, in a second or two.
import pg from 'pg';
import { vacuumWritten } from './_vacuum.js';

export interface ProgramsTenantOptions {
  instituteId: number;
  /** Programs to add (default 2000): 70% live, 15% past, 15% drafts. */
  programs?: number;
  /** Workshops per program (default 5). */
  workshopsPerProgram?: number;
  /** Registrations in all (default 50,000): `bigProgramRegistrations` on the first program, 25 on the others. */
  registrations?: number;
  /** Registrations of the first program, a live one (default 300). */
  bigProgramRegistrations?: number;
  /** Registrants to generate (default 3000 educators). */
  users?: number;
}

export interface ProgramsTenant {
  instituteId: number;
  programIds: number[];
  /** The live program with `bigProgramRegistrations` registrations. */
  bigProgramId: number;
  /** Its workshops, in order. */
  bigProgramWorkshopIds: number[];
  userIds: number[];
  locationIds: number[];
  domainIds: number[];
  counts: { programs: number; workshops: number; registrations: number };
}

/** A deterministic spread of `i` over `n` buckets (Knuth's multiplicative hash), 1-based. */
const pick = (column: string, n: number, salt = 0) =>
  `((((${column} + ${salt}) * 2654435761::bigint) % 4294967296) % ${n} + 1)::int`;

const TYPES = `(array['vocational_learning_journey','vocational_elective','elective','learning_journey'])`;
const WORDS = `(array['Assessment','Teaching','Digital','Industry','Safety','Literacy','Leadership','Coaching','Design','Wellbeing'])`;

/** Adds the programs, their workshops and registrations (and the registrants, locations and domains). */
export async function generateProgramsTenant(
  url: string,
  options: ProgramsTenantOptions,
): Promise<ProgramsTenant> {
  const id = options.instituteId;
  const programCount = options.programs ?? 2000;
  const perProgram = options.workshopsPerProgram ?? 5;
  const big = options.bigProgramRegistrations ?? 300;
  const total = options.registrations ?? 50_000;
  const userCount = Math.max(options.users ?? 3000, big, 25);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows as T[];
  try {
    await client.query('begin');
    // Consistent by construction: skip the audit and foreign key triggers (the bench measures reads).
    await client.query(`set local session_replication_role = replica`);
    const domainIds = (
      await rows<{ id: number }>(
        `insert into domains (institute_id, name, color, display_order)
         select $1, 'Bench domain ' || d, '#1f4e79', d from generate_series(1, 6) d returning id`,
        [id],
      )
    ).map((r) => r.id);
    const locationIds = (
      await rows<{ id: number }>(
        `insert into locations (institute_id, name)
         select $1, 'Bench campus ' || l from generate_series(1, 10) l returning id`,
        [id],
      )
    ).map((r) => r.id);
    await client.query(
      `insert into categories (institute_id, name) select $1, 'Bench category ' || c from generate_series(1, 4) c`,
      [id],
    );
    const userIds = (
      await rows<{ id: number }>(
        `insert into users (institute_id, email, given_name, family_name, unique_identifier, is_educator)
         select $1, 'pb' || i || '.i' || $1::int || '@bench.test', 'Given' || i, 'Family' || ${pick('i', 500)}, 'PB' || i, true
         from generate_series(1, ${userCount}) i returning id`,
        [id],
      )
    ).map((r) => r.id);
    // Program k: drafts every 7th (k % 7 = 3), past every 7th (k % 7 = 5), live otherwise; the
    // first is live. Live programs start 1–180 days ahead, past ones ended 10–370 days ago.
    const programIds = (
      await rows<{ id: number }>(
        `insert into programs (institute_id, name, code, program_type, domain_id, category_id,
           attendee_limit, registrations_open, published, published_at, description)
         select $1, ${WORDS}[${pick('k', 10)}] || ' program ' || k, 'BP-' || k, ${TYPES}[${pick('k', 4, 1)}],
           ($2::int[])[${pick('k', 6, 2)}],
           (select array_agg(id order by id) from categories where institute_id = $1)[${pick('k', 4, 3)}],
           case when k % 3 = 0 then null else 40 end, k % 11 <> 0, k % 7 <> 3,
           case when k % 7 <> 3 then now() end, 'A bench program'
         from generate_series(1, ${programCount}) k order by k returning id`,
        [id, domainIds],
      )
    ).map((r) => r.id);
    await client.query(
      `insert into workshops (institute_id, program_id, name, start_time, end_time, location_id, presenter, points)
       select $1, p.id, 'Workshop ' || w, s.start_time, s.start_time + interval '3 hours',
         ($3::int[])[${pick('p.k * 10 + w', 10, 4)}], 'Presenter ' || ${pick('p.k * 10 + w', 40, 5)},
         ${pick('p.k * 10 + w', 4, 6)}
       from unnest($2::int[]) with ordinality as p(id, k)
       cross join generate_series(1, ${perProgram}) w
       cross join lateral (select date_trunc('hour', now()) + make_interval(days =>
         case when p.k % 7 = 5 then -(10 + ${pick('p.k', 360, 7)}) - ${perProgram} * 7 + w * 7
              else ${pick('p.k', 180, 8)} + w * 7 end) + interval '9 hours' as start_time) s`,
      [id, programIds, locationIds],
    );
    await client.query(
      `update programs p set starts_at = w.starts_at, ends_at = w.ends_at,
         start_date = (w.starts_at at time zone i.timezone)::date,
         end_date = (w.ends_at at time zone i.timezone)::date,
         presenter_names = w.presenter_names, location_names = w.location_names, workshop_points = w.points
       from (select ws.program_id, min(ws.start_time) starts_at, max(ws.end_time) ends_at,
               coalesce(string_agg(distinct ws.presenter, ', ' order by ws.presenter), '') presenter_names,
               coalesce(string_agg(distinct l.name, ', ' order by l.name), '') location_names,
               coalesce(sum(ws.points), 0) points
             from workshops ws
             left join locations l on l.institute_id = ws.institute_id and l.id = ws.location_id
             where ws.institute_id = $1 group by ws.program_id) w, institutes i
       where i.id = p.institute_id and p.institute_id = $1 and p.id = w.program_id`,
      [id],
    );
    // 25 registrants per program after the first (fewer programs if the total says so).
    const rest = Math.max(0, total - big);
    await client.query(
      `insert into registrations (institute_id, program_id, user_id, status, completed, hurdle)
       select $1, p.id, ($3::int[])[1 + (p.k * 37 + j) % ${userCount}],
         case when j % 10 = 0 then 'pending' when j % 17 = 0 then 'incomplete' else 'approved' end,
         p.k % 7 = 5 and j % 3 = 0, j % 5 = 0
       from unnest($2::int[]) with ordinality as p(id, k)
       cross join lateral generate_series(1, case when p.k = 1 then ${big}
         when p.k - 1 <= ${Math.floor(rest / 25)} then 25 else 0 end) j`,
      [id, programIds, userIds],
    );
    const [counts] = await rows<ProgramsTenant['counts']>(
      `select (select count(*)::int from programs where institute_id = $1) programs,
              (select count(*)::int from workshops where institute_id = $1) workshops,
              (select count(*)::int from registrations where institute_id = $1) registrations`,
      [id],
    );
    const bigProgramWorkshopIds = (
      await rows<{ id: number }>(
        `select id from workshops where institute_id = $1 and program_id = $2 order by start_time`,
        [id, programIds[0]],
      )
    ).map((r) => r.id);
    await client.query('commit');
    await vacuumWritten(client, { ...counts!, users: userIds.length, locations: locationIds.length });
    return {
      instituteId: id,
      programIds,
      bigProgramId: programIds[0]!,
      bigProgramWorkshopIds,
      userIds,
      locationIds,
      domainIds,
      counts: counts!,
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}
