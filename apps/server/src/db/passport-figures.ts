import { sql, type SQL } from 'drizzle-orm';
import { sqlArray, type SqlArrayType } from './sql-rows.js';

/**
 * A passport's figures in SQL, written once for the stored passports (points/passports-repository.ts)
 * and the passports as at a day (the reports' as-at rows): what a user's points history and profile
 * count for within `window`, a passport period or its days up to an as-at day.
 */
export interface FiguresWindow {
  /** The period's first day (yyyy-MM-dd): whose profile counts. */
  start: string;
  /** The last day counted (yyyy-MM-dd), inclusive. */
  end: string;
  /** Only a profile completed before this instant counts (as at a day: the end of that day). */
  completedBefore?: Date;
}

/** The user a figures subquery is of, as its outer query names them. */
export interface FiguresOwner {
  instituteId: SQL;
  userId: SQL;
}

/**
 * The sums over the window's history rows, for a lateral join: professional_points,
 * vocational_points (numeric, null without rows), learning_journeys and vocational_learning_journeys.
 * Vocational = PointsVocational and vocational_* programs; professional = the rest; a learning
 * journey = a row with learning_journey_equivalent, counted by the same split (passports-rules.ts
 * isVocational and figuresOf are the reference).
 */
export function ledgerFigures(owner: FiguresOwner, window: FiguresWindow): SQL {
  return sql`(
    select sum(e.points) filter (where not e.vocational) as professional_points,
      sum(e.points) filter (where e.vocational) as vocational_points,
      count(*) filter (where e.learning_journey_equivalent and not e.vocational) as learning_journeys,
      count(*) filter (where e.learning_journey_equivalent and e.vocational) as vocational_learning_journeys
    from (
      select ph.points, ph.learning_journey_equivalent,
        ph.type = 'PointsVocational'
          or (ph.type = 'PointsProgram' and coalesce(pr.program_type like 'vocational\\_%', false)) as vocational
      from points_histories ph
      left join programs pr on pr.institute_id = ph.institute_id and pr.id = ph.program_id
      where ph.institute_id = ${owner.instituteId} and ph.user_id = ${owner.userId}
        and ph.date between ${window.start}::date and ${window.end}::date
    ) e
  )`;
}

/**
 * Whether the user's profile of the window's period counts: completed, and for an as-at window
 * completed before its end (a completion without a recorded time counts from the start).
 */
export function profileCompleted(owner: FiguresOwner, window: FiguresWindow): SQL {
  const before = window.completedBefore
    ? sql`and coalesce(pf.completed_at < ${window.completedBefore.toISOString()}::timestamptz, true)`
    : sql``;
  return sql`exists (
    select from profiles pf
    where pf.institute_id = ${owner.instituteId} and pf.user_id = ${owner.userId}
      and pf.period_start = ${window.start}::date and pf.completed ${before})`;
}

/** An employment type's requirements as a passport as at a day reads them (points/passport-as-at-service.ts). */
export interface RequirementsRow {
  id: number;
  professional_points: number;
  num_lj_required: number;
  vocational_points: number;
  num_vocational_lj_required: number;
  profiling_tool_required: boolean;
}

/**
 * A user's passport over `window` as one row (status, professional_points, vocational_points,
 * learning_journeys, vocational_learning_journeys), for a lateral join where the reports join the
 * stored passports: the rows can then be filtered and sorted by it. `requirements` are bound as
 * arrays, matched on the user's `employmentTypeId`. The status is passports-rules.ts passportStatus
 * in SQL (numeric points compare exactly, as the rules' hundredths do); the as-at report tests
 * check that the two agree.
 */
export function passportOverWindow(
  owner: FiguresOwner,
  window: FiguresWindow,
  employmentTypeId: SQL,
  requirements: RequirementsRow[],
): SQL {
  const column = <K extends keyof RequirementsRow>(key: K, type: SqlArrayType) =>
    sqlArray(
      requirements.map((row) => row[key]),
      type,
    );
  return sql`(
    select case
        when r.id is not null
          and coalesce(f.professional_points, 0) >= r.professional_points
          and coalesce(f.vocational_points, 0) >= r.vocational_points
          and f.learning_journeys >= r.num_lj_required
          and f.vocational_learning_journeys >= r.num_vocational_lj_required
          and (not r.profiling_tool_required or pc.completed) then 'COMPLETE'
        when coalesce(f.professional_points, 0) > 0 or coalesce(f.vocational_points, 0) > 0
          or f.learning_journeys > 0 or f.vocational_learning_journeys > 0
          or (coalesce(r.profiling_tool_required, false) and pc.completed) then 'IN_PROGRESS'
        else 'INCOMPLETE' end as status,
      f.professional_points, f.vocational_points, f.learning_journeys, f.vocational_learning_journeys
    from ${ledgerFigures(owner, window)} f
    cross join (select ${profileCompleted(owner, window)} as completed) pc
    left join unnest(${column('id', 'int')}, ${column('professional_points', 'numeric')},
      ${column('num_lj_required', 'int')}, ${column('vocational_points', 'numeric')},
      ${column('num_vocational_lj_required', 'int')}, ${column('profiling_tool_required', 'boolean')})
      as r(id, professional_points, num_lj_required, vocational_points, num_vocational_lj_required,
        profiling_tool_required)
      on r.id = ${employmentTypeId}
  )`;
}
