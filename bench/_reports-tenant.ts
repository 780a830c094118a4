// A large institute for the reports benchmark (bench/reports.ts, issue 17): 20,000 users, 2000 programs
// with 10,000 workshops and 50,000 registrations, 1,000,000 points history rows and the passports
// they make, over 3 passport years. Written with set-based SQL (generate_series) straight into the
// database, reusing the users and programs tenants, so it takes well under a few minutes.
import { passportPeriodOfYear, passportYearOf, type PassportPeriod } from '@pdp/contract';
import pg from 'pg';
import { todayIn } from '../apps/server/src/lib/today.js';
import { vacuumWritten } from './_vacuum.js';
import { generateProgramsTenant, type ProgramsTenant } from './_programs-tenant.js';
import { generateUsersTenant } from './_users-tenant.js';

export interface ReportsTenantOptions {
  instituteId: number;
  /** Users in all (default 20,000): the programs tenant's registrants among them. */
  users?: number;
  /** Points history rows in all (default 1,000,000), program completions among them. */
  historyRows?: number;
  programs?: number;
  registrations?: number;
  /** Passport years, the current one last (default 3). */
  years?: number;
}

export interface ReportsTenant {
  instituteId: number;
  /** The passport periods, oldest first; the last is the current one. */
  periods: PassportPeriod[];
  programs: ProgramsTenant;
  counts: {
    users: number;
    programs: number;
    registrations: number;
    historyRows: number;
    passports: number;
  };
  /** Milliseconds each step took. */
  timings: Record<string, number>;
}

/** A deterministic spread of `i` over `n` buckets (Knuth's multiplicative hash), 1-based. */
const pick = (column: string, n: number, salt = 0) =>
  `((((${column} + ${salt}) * 2654435761::bigint) % 4294967296) % ${n} + 1)::int`;

const REGISTRANTS = 3000;

/**
 * Fills the institute. `recomputePassports(userIds, periodStart)` is the application's own set-based
 * recompute (passports-service), so the stored passports are exactly what the app would store.
 */
export async function generateReportsTenant(
  url: string,
  options: ReportsTenantOptions,
  recomputePassports: (userIds: number[], periodStart: string) => Promise<void>,
): Promise<ReportsTenant> {
  const id = options.instituteId;
  const years = options.years ?? 3;
  const historyRows = options.historyRows ?? 1_000_000;
  const timings: Record<string, number> = {};
  const step = async <T>(name: string, run: () => Promise<T>) => {
    const started = performance.now();
    const result = await run();
    timings[name] = Math.round(performance.now() - started);
    return result;
  };

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows as T[];
  try {
    const [institute] = await rows<{ month: number; timezone: string }>(
      `select points_anniversary_month as month, timezone from institutes where id = $1`,
      [id],
    );
    const currentYear = passportYearOf(institute!.month, todayIn(institute!.timezone));
    const periods = Array.from({ length: years }, (_, i) =>
      passportPeriodOfYear(institute!.month, currentYear - years + 1 + i),
    );
    const [{ existing }] = (await rows<{ existing: number }>(
      `select count(*)::int as existing from users where institute_id = $1`,
      [id],
    )) as [{ existing: number }];
    const userTotal = options.users ?? 20_000;

    await step('users', () =>
      generateUsersTenant(url, { instituteId: id, count: userTotal - REGISTRANTS - existing }),
    );
    const programs = await step('programs', () =>
      generateProgramsTenant(url, {
        instituteId: id,
        users: REGISTRANTS,
        programs: options.programs,
        registrations: options.registrations,
      }),
    );

    await step('spread', async () => {
      await client.query('begin');
      await client.query(`set local session_replication_role = replica`);
      // The programs tenant's registrants join the staff: a department, employment type and supervisor.
      await client.query(
        `with d as (select array_agg(id order by id) ids from departments where institute_id = $1 and code like 'BD%'),
              e as (select array_agg(id order by id) ids from employment_types
                    where institute_id = $1 and name like 'Bench employment %'),
              s as (select array_agg(id order by id) ids from users
                    where institute_id = $1 and is_supervisor and email like 'bench.%')
         update users u set department_id = d.ids[${pick('u.id', 20, 3)}],
           employment_type_id = e.ids[${pick('u.id', 4, 5)}],
           supervisor_id = s.ids[${pick('u.id', 200, 11)}]
         from d, e, s where u.institute_id = $1 and u.email like 'pb%@bench.test'`,
        [id],
      );
      // Passport requirements per employment type, so every status occurs.
      await client.query(
        `update employment_types et set professional_points = r.p, vocational_points = r.v,
           num_lj_required = r.lj, profiling_tool_required = r.profile
         from (values ('Bench employment 1', 15, 5, 0, false), ('Bench employment 2', 20, 8, 1, false),
                      ('Bench employment 3', 30, 10, 1, false), ('Bench employment 4', 10, 0, 0, true))
              r(name, p, v, lj, profile)
         where et.institute_id = $1 and et.name = r.name`,
        [id],
      );
      // Programs over the passport years: every third program a year earlier, every third two.
      await client.query(
        `with k as (select id, row_number() over (order by id) k from programs where institute_id = $1)
         update workshops w set start_time = w.start_time - make_interval(years => (k.k % ${years})::int),
           end_time = w.end_time - make_interval(years => (k.k % ${years})::int)
         from k where w.institute_id = $1 and w.program_id = k.id`,
        [id],
      );
      await client.query(
        `update programs p set starts_at = w.starts_at, ends_at = w.ends_at,
           start_date = (w.starts_at at time zone i.timezone)::date,
           end_date = (w.ends_at at time zone i.timezone)::date
         from (select program_id, min(start_time) starts_at, max(end_time) ends_at from workshops
               where institute_id = $1 group by program_id) w, institutes i
         where i.id = p.institute_id and p.institute_id = $1 and p.id = w.program_id`,
        [id],
      );
      // Two in three approved registrations of a finished program are completed.
      await client.query(
        `update registrations r set completed = r.id % 3 <> 0
         from programs p where r.institute_id = $1 and p.institute_id = r.institute_id
           and p.id = r.program_id and r.status = 'approved' and p.ends_at < now()`,
        [id],
      );
      await client.query('commit');
    });

    await step('history', async () => {
      await client.query('begin');
      // Consistent by construction: skip the audit and foreign key triggers (the bench measures reads).
      await client.query(`set local session_replication_role = replica`);
      // A program completion's row: the program's points on its last day.
      await client.query(
        `insert into points_histories (institute_id, user_id, type, date, points, program_id,
           registration_id, domain_id, learning_journey_equivalent)
         select r.institute_id, r.user_id, 'PointsProgram', p.end_date,
           greatest((select sum(w.points) from workshops w where w.institute_id = p.institute_id
                     and w.program_id = p.id), 1),
           p.id, r.id, p.domain_id, p.program_type like '%learning_journey'
         from registrations r join programs p on p.institute_id = r.institute_id and p.id = r.program_id
         where r.institute_id = $1 and r.completed and p.end_date >= $2::date`,
        [id, periods[0]!.start],
      );
      const [{ n: programRows }] = (await rows<{ n: number }>(
        `select count(*)::int n from points_histories where institute_id = $1`,
        [id],
      )) as [{ n: number }];
      // The rest: vocational activities (3 in 5) and external professional activities, on days
      // spread over the years up to today, for every user but the admins.
      await client.query(
        `with u as (select array_agg(id order by id) ids, count(*)::int n from users
                    where institute_id = $1 and not is_institute_admin and not is_super_admin),
              a as (select array_agg(name order by id) names, count(*)::int n from vocational_activities
                    where institute_id = $1)
         insert into points_histories (institute_id, user_id, type, date, points, activity_name,
           learning_journey_equivalent, activity_date, activity_duration, activity_interval)
         select $1, u.ids[1 + (i % u.n)],
           case when i % 5 < 3 then 'PointsVocational' else 'PointsRea' end,
           d.day, (1 + ${pick('i', 12, 13)}) * 0.25,
           coalesce(a.names[1 + i % greatest(a.n, 1)], 'Bench activity ' || ${pick('i', 30, 17)}),
           i % 97 = 0, d.day, 1 + i % 8, 'hours'
         from generate_series(1, $4::int) i, u, a,
           lateral (select $2::date + ${pick('i', 1_000_000, 19)} % ($3::date - $2::date + 1) as day) d`,
        [id, periods[0]!.start, todayIn(institute!.timezone), Math.max(0, historyRows - programRows)],
      );
      await client.query('commit');
      await vacuumWritten(client, { points_histories: historyRows });
    });

    const userIds = (
      await rows<{ id: number }>(
        `select id from users where institute_id = $1 and not is_super_admin order by id`,
        [id],
      )
    ).map((r) => r.id);
    await step('passports', async () => {
      for (const period of periods) await recomputePassports(userIds, period.start);
    });
    await vacuumWritten(client, { passports: userIds.length * periods.length });

    const [counts] = await rows<ReportsTenant['counts']>(
      `select (select count(*)::int from users where institute_id = $1) users,
              (select count(*)::int from programs where institute_id = $1) programs,
              (select count(*)::int from registrations where institute_id = $1) registrations,
              (select count(*)::int from points_histories where institute_id = $1) "historyRows",
              (select count(*)::int from passports where institute_id = $1) passports`,
      [id],
    );
    return { instituteId: id, periods, programs, counts: counts!, timings };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
