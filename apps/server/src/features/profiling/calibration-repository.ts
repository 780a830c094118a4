import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';
import { ratedCte, type RatingSelection } from './gaps-repository.js';

/**
 * How ratings compare (the Rating Calibration report), from the same rated rows as the gaps
 * (gaps-repository.ts). Every group says how many educators it holds: the service hides those under
 * the minimum, so no one can be worked out from a group.
 */

export interface SupervisorCalibrationRow {
  supervisor_id: number;
  supervisor_full_name: string;
  educators: number;
  ratings: number;
  mean_rating: number;
  /** The mean of the institute's mean rating of each statement this supervisor rated. */
  institute_mean: number;
  /** The mean of (this rating − the institute's mean for the same statement). */
  difference: number;
}

/** Each rater's ratings against the institute's for the same statements. */
export async function supervisorCalibration(db: Executor, selection: RatingSelection) {
  const result = await db.execute(sql`${ratedCte(selection)}, statement_means as (
      select capability_id, avg(supervisor_value) as mean
      from rated where supervisor_value is not null group by capability_id
    )
    select r.rated_by_id as supervisor_id,
      min(concat_ws(' ', su.given_name, su.family_name)) as supervisor_full_name,
      count(distinct r.user_id)::int as educators, count(*)::int as ratings,
      avg(r.supervisor_value)::float8 as mean_rating, avg(m.mean)::float8 as institute_mean,
      avg(r.supervisor_value - m.mean)::float8 as difference
    from rated r
    join statement_means m on m.capability_id = r.capability_id
    join users su on su.institute_id = ${selection.instituteId} and su.id = r.rated_by_id
    where r.supervisor_value is not null
    group by r.rated_by_id
    order by avg(r.supervisor_value - m.mean) desc, r.rated_by_id`);
  return rowsOf<SupervisorCalibrationRow>(result);
}

/** How often each rater (null: the institute) gave each value. */
export async function ratingDistribution(db: Executor, selection: RatingSelection) {
  const result = await db.execute(sql`${ratedCte(selection)}
    select rated_by_id as supervisor_id, supervisor_value as value, count(*)::int as count
    from rated where supervisor_value is not null
    group by grouping sets ((rated_by_id, supervisor_value), (supervisor_value))
    order by supervisor_value`);
  return rowsOf<{ supervisor_id: number | null; value: number; count: number }>(result);
}

export interface DepartmentDistanceRow {
  department_id: number | null;
  department_name: string | null;
  educators: number;
  /** The mean of |self − supervisor| over the statements both rated. */
  mean_distance: number;
  /** The mean of (self − supervisor): above 0, educators rate themselves higher. */
  mean_difference: number;
}

export async function selfSupervisorDistance(db: Executor, selection: RatingSelection) {
  const result = await db.execute(sql`${ratedCte(selection)}
    select r.department_id, min(dep.name) as department_name, count(distinct r.user_id)::int as educators,
      avg(abs(r.self_value - r.supervisor_value))::float8 as mean_distance,
      avg(r.self_value - r.supervisor_value)::float8 as mean_difference
    from rated r
    left join departments dep on dep.institute_id = ${selection.instituteId} and dep.id = r.department_id
    where r.self_value is not null and r.supervisor_value is not null
    group by r.department_id
    order by min(dep.name) nulls last, r.department_id`);
  return rowsOf<DepartmentDistanceRow>(result);
}

export interface DepartmentIdealRow {
  department_id: number | null;
  department_name: string | null;
  domain_id: number;
  domain_name: string;
  educators: number;
  mean_rating: number;
  mean_ideal: number;
}

/** Each department's mean rating against its mean business ideal, by domain. */
export async function departmentAgainstIdeal(db: Executor, selection: RatingSelection) {
  const result = await db.execute(sql`${ratedCte(selection)}
    select r.department_id, min(dep.name) as department_name, r.domain_id,
      min(r.domain_name) as domain_name, count(distinct r.user_id)::int as educators,
      avg(r.rating)::float8 as mean_rating, avg(r.ideal)::float8 as mean_ideal
    from rated r
    left join departments dep on dep.institute_id = ${selection.instituteId} and dep.id = r.department_id
    where r.rating is not null and r.ideal is not null
    group by r.department_id, r.domain_id
    order by min(dep.name) nulls last, r.department_id, min(r.domain_order), r.domain_id`);
  return rowsOf<DepartmentIdealRow>(result);
}
