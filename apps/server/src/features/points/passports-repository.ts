import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { institutes, passports, users } from '../../db/schema/index.js';
import type { PassportFigures, PassportRequirements } from './passports-rules.js';
import { rowsOf, sqlArray, type SqlArrayType } from '../../db/sql-rows.js';
import { ledgerFigures, profileCompleted } from '../../db/passport-figures.js';

export interface Period {
  start: string;
  end: string;
}

/** A user's employment type requirements (null without one) and their figures for a period. */
export interface PassportInput {
  user_id: number;
  employment_type_id: number | null;
  requirements: PassportRequirements | null;
  figures: PassportFigures;
}

interface InputRow extends PassportFigures {
  user_id: number;
  employment_type_id: number | null;
  has_employment_type: boolean;
  required_professional_points: number;
  num_lj_required: number;
  required_vocational_points: number;
  num_vocational_lj_required: number;
  profiling_tool_required: boolean;
}

/**
 * The figures of the given users of the institute for the period, in one statement: the period's
 * points history (db/passport-figures.ts), whether the period's profile is complete, and the
 * employment type's requirements. Unknown ids are left out. `asAt` narrows it to the history rows
 * dated on or before that day and a profile completed before its end (points/passport-as-at-service.ts).
 */
export async function passportInputs(
  db: Executor,
  instituteId: number,
  userIds: number[],
  period: Period,
  asAt?: { date: string; end: Date },
): Promise<PassportInput[]> {
  if (userIds.length === 0) return [];
  const owner = { instituteId: sql`u.institute_id`, userId: sql`u.id` };
  const window = asAt
    ? { start: period.start, end: asAt.date, completedBefore: asAt.end }
    : { start: period.start, end: period.end };
  const result = await db.execute(sql`
    select u.id as user_id, et.id as employment_type_id,
      et.id is not null as has_employment_type,
      coalesce(et.professional_points, 0)::float as required_professional_points,
      coalesce(et.num_lj_required, 0) as num_lj_required,
      coalesce(et.vocational_points, 0)::float as required_vocational_points,
      coalesce(et.num_vocational_lj_required, 0) as num_vocational_lj_required,
      coalesce(et.profiling_tool_required, false) as profiling_tool_required,
      coalesce(f.professional_points, 0)::float as professional_points,
      coalesce(f.vocational_points, 0)::float as vocational_points,
      coalesce(f.learning_journeys, 0)::int as learning_journeys,
      coalesce(f.vocational_learning_journeys, 0)::int as vocational_learning_journeys,
      ${profileCompleted(owner, window)} as profile_completed
    from users u
    left join employment_types et on et.institute_id = u.institute_id and et.id = u.employment_type_id
    left join lateral ${ledgerFigures(owner, window)} f on true
    where u.institute_id = ${instituteId} and u.id = any(${sqlArray(userIds, 'int')})`);
  return rowsOf<InputRow>(result).map((row) => ({
    user_id: row.user_id,
    employment_type_id: row.employment_type_id,
    requirements: row.has_employment_type
      ? {
          professional_points: row.required_professional_points,
          num_lj_required: row.num_lj_required,
          vocational_points: row.required_vocational_points,
          num_vocational_lj_required: row.num_vocational_lj_required,
          profiling_tool_required: row.profiling_tool_required,
        }
      : null,
    figures: {
      professional_points: row.professional_points,
      vocational_points: row.vocational_points,
      learning_journeys: row.learning_journeys,
      vocational_learning_journeys: row.vocational_learning_journeys,
      profile_completed: row.profile_completed,
    },
  }));
}

/**
 * Serialises recomputes of the same passports until the transaction ends (ids in order, so two
 * transactions never wait on each other crosswise). Without it, two transactions adding rows for
 * one user at once would each count only their own row, and the later upsert would win.
 */
export async function lockPassports(
  db: Executor,
  instituteId: number,
  userIds: number[],
  periodStart: string,
) {
  if (userIds.length === 0) return;
  await db.execute(sql`
    select pg_advisory_xact_lock(hashtext(${`passports:${instituteId}:${periodStart}`}), x.id)
    from (select unnest(${sqlArray(userIds, 'int')}) as id order by 1) x`);
}

export interface PassportWrite extends PassportFigures {
  user_id: number;
  status: string;
}

/**
 * Stores the passports of one period, all in one statement. `issued_at` is stamped when a passport
 * becomes COMPLETE, kept while it stays so, and cleared when it drops below. A passport whose
 * figures did not change is not written (no audit event, no new `updated_at`).
 */
export async function upsertPassports(
  db: Executor,
  instituteId: number,
  period: Period,
  rows: PassportWrite[],
): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (row: PassportWrite) => T, type: SqlArrayType) => sqlArray(rows.map(pick), type);
  await db.execute(sql`
    insert into passports as p (institute_id, user_id, period_start, period_end, status,
      professional_points, vocational_points, learning_journeys, vocational_learning_journeys,
      profile_completed, issued_at)
    select ${instituteId}, x.user_id, ${period.start}::date, ${period.end}::date, x.status,
      x.professional_points, x.vocational_points, x.learning_journeys, x.vocational_learning_journeys,
      x.profile_completed, case when x.status = 'COMPLETE' then now() end
    from unnest(${column((r) => r.user_id, 'int')}, ${column((r) => r.status, 'text')},
      ${column((r) => r.professional_points, 'numeric')}, ${column((r) => r.vocational_points, 'numeric')},
      ${column((r) => r.learning_journeys, 'int')}, ${column((r) => r.vocational_learning_journeys, 'int')},
      ${column((r) => r.profile_completed, 'boolean')})
      as x(user_id, status, professional_points, vocational_points, learning_journeys,
        vocational_learning_journeys, profile_completed)
    on conflict (institute_id, user_id, period_start) do update set
      period_end = excluded.period_end,
      status = excluded.status,
      professional_points = excluded.professional_points,
      vocational_points = excluded.vocational_points,
      learning_journeys = excluded.learning_journeys,
      vocational_learning_journeys = excluded.vocational_learning_journeys,
      profile_completed = excluded.profile_completed,
      issued_at = case when excluded.status = 'COMPLETE' then coalesce(p.issued_at, excluded.issued_at) end,
      updated_at = now()
    where (p.period_end, p.status, p.professional_points, p.vocational_points, p.learning_journeys,
        p.vocational_learning_journeys, p.profile_completed)
      is distinct from (excluded.period_end, excluded.status, excluded.professional_points,
        excluded.vocational_points, excluded.learning_journeys, excluded.vocational_learning_journeys,
        excluded.profile_completed)`);
}

/** The institute's anniversary month and today's date in its time zone, or undefined. */
export async function institutePeriodSettings(db: Executor, instituteId: number) {
  const [row] = await periodSettingsStatement(db).execute({ instituteId });
  return row;
}
// Prepared, as these two are read on every user profile (`GET /users/{id}`) and passport.
const periodSettingsStatement = preparedStatement((db) =>
  db
    .select({
      points_anniversary_month: institutes.points_anniversary_month,
      timezone: institutes.timezone,
    })
    .from(institutes)
    .where(eq(institutes.id, sql.placeholder('instituteId')))
    .prepare('institute_period_settings'),
);

/** A user's passport starting on `periodStart`, or undefined. */
export async function findPassport(db: Executor, instituteId: number, userId: number, periodStart: string) {
  const [row] = await passportStatement(db).execute({ instituteId, userId, periodStart });
  return row;
}
const passportStatement = preparedStatement((db) =>
  db
    .select()
    .from(passports)
    .where(
      and(
        eq(passports.institute_id, sql.placeholder('instituteId')),
        eq(passports.user_id, sql.placeholder('userId')),
        eq(passports.period_start, sql.placeholder('periodStart')),
      ),
    )
    .prepare('passport_of_user_in_period'),
);

/** The ids of the institute's users of an employment type. */
export async function usersOfEmploymentType(
  db: Executor,
  instituteId: number,
  employmentTypeId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.institute_id, instituteId), eq(users.employment_type_id, employmentTypeId)));
  return rows.map((row) => row.id);
}
