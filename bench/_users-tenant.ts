// A large institute for the query benchmarks (bench/users.ts in-process, bench/load.ts against the real
// server): thousands of users written with a few set-based INSERTs straight into the database, so
// generating 20,000 users takes a second or two rather than the minutes an API import would.
import { passportPeriod, USER_IMPORT_COLUMNS } from '@pdp/contract';
import pg from 'pg';
import { todayIn } from '../apps/server/src/lib/today.js';
import { vacuumWritten } from './_vacuum.js';

// Name pools with shared fragments ("an", "son", "ell"), so a search matches a realistic share of users.
export const GIVEN_NAMES = [
  'Ava', 'Noah', 'Mia', 'Liam', 'Zoe', 'Ethan', 'Isla', 'Lucas', 'Ruby', 'Oscar', 'Grace', 'Henry',
  'Chloe', 'Jack', 'Amelia', 'Leo', 'Harper', 'Mason', 'Ella', 'Samuel', 'Lily', 'Daniel', 'Sophie',
  'Andrew', 'Hannah', 'Joshua', 'Emily', 'Thomas', 'Charlotte', 'William', 'Olivia', 'James', 'Anna',
  'Benjamin', 'Isabella', 'Alexander', 'Evelyn', 'Sebastian', 'Matilda', 'Nathan', 'Priya', 'Arjun',
  'Mei', 'Wei', 'Aisha', 'Omar', 'Fatima', 'Yusuf', 'Siobhan', 'Declan', 'Maria', 'Jose', 'Lucia',
  'Mateo', 'Ingrid', 'Lars', 'Annika', 'Kenji', 'Yuki', 'Tane',
]; // prettier-ignore
export const FAMILY_NAMES = [
  'Nguyen', 'Smith', 'Patel', 'Williams', 'Brown', 'Jones', 'Taylor', 'Wilson', 'Singh', 'Martin',
  'Anderson', 'Thompson', 'White', 'Harris', 'Walker', 'Robinson', 'Kelly', 'King', 'Campbell',
  'Mitchell', 'Roberts', 'Young', 'Lee', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Hall',
  'Turner', 'Murphy', 'Cooper', 'Ryan', 'Ward', 'Clarke', 'Morris', 'Hughes', 'Stewart', 'Edwards',
  'Russell', 'Chen', 'Wang', 'Kumar', 'Sharma', 'Ali', 'Khan', 'Hassan', "O'Brien", 'Byrne',
  'Gallagher', 'Rossi', 'Ferrari', 'Garcia', 'Lopez', 'Hernandez', 'Johansson', 'Larsen', 'Tanaka',
  'Sato', 'Ngata', 'Parata', 'Fitzgerald', 'McDonald', 'MacKenzie', 'Sullivan', 'Donnelly',
  'Henderson', 'Richardson', 'Fletcher', 'Sanderson',
]; // prettier-ignore

export interface UsersTenant {
  instituteId: number;
  /** How many users the institute has after the call (the generated ones and any it had). */
  userCount: number;
  /** Ids of generated supervisors; every generated educator reports to one of them. */
  supervisorIds: number[];
}

export interface UsersTenantOptions {
  instituteId: number;
  count: number;
  /** Share of the generated educators with a profile in the current period (half of them open). */
  profileShare?: number;
}

/** A deterministic spread of `i` over `n` buckets (Knuth's multiplicative hash). */
const pick = (column: string, n: number, salt = 0) =>
  `((((${column} + ${salt}) * 2654435761::bigint) % 4294967296) % ${n} + 1)::int`;

/**
 * Adds `count` users to the institute: 1 in 100 a supervisor, the rest educators under them, spread over
 * 5 divisions, 20 departments and 4 employment types, 1 in 17 inactive; profiles for the current
 * passport period with answers to every capability (half of them open: educator done, supervisor not).
 */
export async function generateUsersTenant(url: string, options: UsersTenantOptions): Promise<UsersTenant> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const id = options.instituteId;
    const one = async <T>(text: string, values: unknown[] = []) =>
      (await client.query(text, values)).rows[0] as T;

    await client.query(
      `insert into divisions (institute_id, name)
       select $1, 'Bench division ' || d from generate_series(1, 5) d on conflict do nothing`,
      [id],
    );
    await client.query(
      `insert into departments (institute_id, division_id, code, name)
       select $1, (select array_agg(id order by id) from divisions
                   where institute_id = $1 and name like 'Bench division %')[1 + d % 5],
              'BD' || d, 'Bench department ' || d
       from generate_series(1, 20) d on conflict do nothing`,
      [id],
    );
    await client.query(
      `insert into employment_types (institute_id, name, profiling_tool_required)
       select $1, 'Bench employment ' || e, true from generate_series(1, 4) e on conflict do nothing`,
      [id],
    );
    const { capabilityCount } = await one<{ capabilityCount: number }>(
      `select count(*)::int as "capabilityCount" from capabilities where institute_id = $1`,
      [id],
    );
    if (capabilityCount === 0) {
      await client.query(
        `insert into domains (institute_id, name, display_order)
         select $1, 'Bench domain ' || d, d from generate_series(1, 3) d`,
        [id],
      );
      await client.query(
        `insert into capabilities (institute_id, domain_id, statement, display_order)
         select $1, d.id, 'Bench capability ' || c, c
         from domains d, generate_series(1, 8) c where d.institute_id = $1`,
        [id],
      );
    }
    const { first } = await one<{ first: number }>(`select coalesce(max(id), 0) + 1 as first from users`);
    const given = `(array[${GIVEN_NAMES.map((n) => `'${n}'`).join(',')}])`;
    const family = `(array[${FAMILY_NAMES.map((n) => `'${n.replace("'", "''")}'`).join(',')}])`;
    const supervisorCount = Math.max(1, Math.floor(options.count / 100));
    const insertUsers = (from: number, to: number, supervisors: boolean) =>
      client.query(
        `with d as (select array_agg(id order by id) ids from departments
                    where institute_id = $1 and code like 'BD%'),
              e as (select array_agg(id order by id) ids from employment_types
                    where institute_id = $1 and name like 'Bench employment %'),
              s as (select array_agg(id order by id) ids from users
                    where institute_id = $1 and is_supervisor and email like 'bench.%')
         insert into users (institute_id, email, given_name, family_name, unique_identifier,
                            department_id, employment_type_id, supervisor_id, custom_1,
                            active, is_supervisor, is_educator)
         select $1, 'bench.user' || ($4 + i) || '@bench.test',
                ${given}[${pick('i', GIVEN_NAMES.length, 1)}],
                ${family}[${pick('i', FAMILY_NAMES.length, 7)}],
                'E' || lpad(($4 + i)::text, 6, '0'),
                d.ids[${pick('i', 20, 3)}], e.ids[${pick('i', 4, 5)}],
                ${supervisors ? 'null' : `s.ids[${pick('i', supervisorCount, 11)}]`},
                'Campus ' || ${pick('i', 7)},
                i % 17 <> 0, $5, not $5
         from generate_series($2::int, $3::int) i, d, e, s`,
        [id, from, to, first, supervisors],
      );
    await insertUsers(1, supervisorCount, true);
    await insertUsers(supervisorCount + 1, options.count, false);

    const supervisorIds = (
      await client.query(
        `select id from users where institute_id = $1 and is_supervisor and email like 'bench.%' order by id`,
        [id],
      )
    ).rows.map((r: { id: number }) => r.id);

    // Profiles of the current period, with every capability answered (by the educator; by the
    // supervisor as well for the completed half).
    const institute = await one<{ month: number; timezone: string }>(
      `select points_anniversary_month as month, timezone from institutes where id = $1`,
      [id],
    );
    const period = passportPeriod(institute.month, todayIn(institute.timezone));
    const share = options.profileShare ?? 0.2;
    await client.query(
      `insert into profiles (institute_id, user_id, period_start, period_end, educator_completed,
                             educator_completed_at, supervisor_completed, supervisor_completed_at,
                             completed, completed_at)
       select $1, u.id, $2, $3, true, now(), u.id % 2 = 0, case when u.id % 2 = 0 then now() end,
              u.id % 2 = 0, case when u.id % 2 = 0 then now() end
       from users u
       where u.institute_id = $1 and u.is_educator and u.email like 'bench.%'
         and u.id % 1000 < $4
       on conflict do nothing`,
      [id, period.start, period.end, Math.round(share * 1000)],
    );
    for (const table of ['educator_responses', 'supervisor_responses']) {
      await client.query(
        `insert into ${table} (institute_id, profile_id, capability_id, value)
         select p.institute_id, p.id, c.id, 1 + (p.id + c.id) % 4
         from profiles p join users u on u.institute_id = p.institute_id and u.id = p.user_id
         join capabilities c on c.institute_id = p.institute_id
         where p.institute_id = $1 and u.email like 'bench.%'
           and (${table === 'educator_responses'} or p.completed)
         on conflict do nothing`,
        [id],
      );
    }
    await client.query('commit');
    const { n } = await one<{ n: number }>(`select count(*)::int as n from users where institute_id = $1`, [
      id,
    ]);
    const written = { divisions: 5, departments: 20, employment_types: 4, users: options.count };
    const profiles = Math.round(options.count * share);
    await vacuumWritten(client, {
      ...written,
      profiles,
      educator_responses: profiles,
      supervisor_responses: profiles,
    });
    return { instituteId: id, userCount: n, supervisorIds };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** A user import file of `count` new educators (`{prefix}{n}` employee numbers), as the multipart request. */
export async function userImportRequest(
  count: number,
  options: { prefix: string; departmentCode: string; employmentType: string; supervisorUid: string },
): Promise<{ body: Buffer; contentType: string }> {
  const header = Object.values(USER_IMPORT_COLUMNS).join(',');
  const lines = Array.from({ length: count }, (_, i) =>
    [
      `${options.prefix}${i + 1}`,
      GIVEN_NAMES[i % GIVEN_NAMES.length],
      FAMILY_NAMES[(i * 7) % FAMILY_NAMES.length]!.replace("'", ''),
      `${options.prefix.toLowerCase()}.${i + 1}@import.test`,
      options.departmentCode,
      options.employmentType,
      options.supervisorUid,
      'Y',
      'N',
      ...Array(6).fill(''),
    ].join(','),
  );
  const form = new FormData();
  form.append('file', new Blob([[header, ...lines].join('\n')]), 'users.csv');
  const request = new Request('http://localhost', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
