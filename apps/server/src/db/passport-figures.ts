import { sql, type SQL } from 'drizzle-orm';

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
