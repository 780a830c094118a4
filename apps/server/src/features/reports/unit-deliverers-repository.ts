import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { course_units, courses, units, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/sql-rows.js';
import type { UserScope } from '../../db/user-scope.js';
import { listReportRows, usersInScope, type ReportPage } from './repository.js';

/**
 * Who claims a unit and how their claim stood at the end of a day (the "who may deliver" search).
 * A claim is a unit response for the code in one of the owner's VCMs (any year's catalogue), answered
 * (not unsubmitted) and not removed. Its approval as at the day comes from two records that agree:
 * an approval standing today (`approved_at` by then: an approval is cleared when the unit is sent
 * back or re-answered, so a standing one was unbroken since), and the VCM history's review lines on
 * the unit up to then (vcm/vcm-history.ts: approved, needs attention, re-answered), which keep an
 * approval that was withdrawn after the day.
 */

/** The unit's code and title (its latest catalogue year), or undefined when no catalogue has it. */
export async function findUnitByCode(db: Executor, instituteId: number, code: string) {
  const [row] = await db
    .select({ code: units.code, title: units.title })
    .from(units)
    .where(and(eq(units.institute_id, instituteId), eq(units.code, code)))
    .orderBy(desc(units.year))
    .limit(1);
  return row;
}

/**
 * A qualification (a course code) with the units of its latest catalogue year, in code order, or
 * undefined when no catalogue of the institute has it.
 */
export async function findQualificationByCode(db: Executor, instituteId: number, code: string) {
  const [course] = await db
    .select({ id: courses.id, code: courses.code, title: courses.title })
    .from(courses)
    .where(and(eq(courses.institute_id, instituteId), eq(courses.code, code)))
    .orderBy(desc(courses.year))
    .limit(1);
  if (!course) return undefined;
  const rows = await db
    .select({ code: units.code, title: units.title })
    .from(course_units)
    .innerJoin(
      units,
      and(eq(units.institute_id, course_units.institute_id), eq(units.id, course_units.unit_id)),
    )
    .where(and(eq(course_units.institute_id, instituteId), eq(course_units.course_id, course.id)))
    .orderBy(asc(units.code));
  return { qualification: { code: course.code, title: course.title }, units: rows };
}

export interface UnitClaim {
  user_id: number;
  /** The unit's code. */
  code: string;
  /** The claim was approved at the day's end. */
  approved: boolean;
  /** The last approval of the unit by then, in any of the owner's VCMs (the currency's start). */
  last_approval: Date | null;
}

// The VCM history's review lines on a unit start "Unit <code> " (vcm-history.ts VCM_EVENTS).
const REVIEW_EVENTS = sql.raw(`('unitApproved', 'unitNeedsAttention', 'unitAnswered')`);

/** The active claimants of any of `codes` in the actor's scope, a claim per claimant and unit, as at `end`. */
export async function listUnitClaims(
  db: Executor,
  instituteId: number,
  codes: string[],
  end: Date,
  scope: UserScope,
): Promise<UnitClaim[]> {
  if (codes.length === 0) return [];
  const endAt = end.toISOString();
  const result = await db.execute(sql`
    with responses as (
      select v.owner_user_id as user_id, un.code, ur.vcm_id, ur.status, ur.removed,
        case when ur.approved_at < ${endAt}::timestamptz then ur.approved_at end as approved_at
      from vcm_unit_responses ur
      join vcms v on v.institute_id = ur.institute_id and v.id = ur.vcm_id
      join units un on un.institute_id = ur.institute_id and un.id = ur.unit_id
      where ur.institute_id = ${instituteId} and un.code in ${codes}
    ), reviews as (
      select distinct on (h.vcm_id, r.code) r.user_id, r.code, h.vcm_id, h.event, h.created_at,
        max(h.created_at) filter (where h.event = 'unitApproved')
          over (partition by h.vcm_id, r.code) as approved_at
      from vcm_history_logs h
      join (select distinct user_id, vcm_id, code from responses) r on r.vcm_id = h.vcm_id
      where h.institute_id = ${instituteId} and h.created_at < ${endAt}::timestamptz
        and h.event in ${REVIEW_EVENTS}
        and left(h.description, length(r.code) + 6) = 'Unit ' || r.code || ' '
      order by h.vcm_id, r.code, h.created_at desc, h.id desc
    ), claims as (
      select user_id, code,
        bool_or(approved) as approved,
        max(approved_at) as last_approval,
        bool_or(claimed) as claimed
      from (
        select user_id, code, not removed and approved_at is not null as approved, approved_at,
          not removed and status <> 'unsubmitted' as claimed
        from responses
        union all
        select user_id, code, event = 'unitApproved', approved_at, event = 'unitApproved' from reviews
      ) c
      group by user_id, code
    )
    select claims.user_id, claims.code, claims.approved, claims.last_approval
    from claims join ${users} on ${users.institute_id} = ${instituteId} and ${users.id} = claims.user_id
    where claims.claimed and ${users.active} and ${usersInScope(instituteId, scope)}`);
  return rowsOf<{ user_id: number; code: string; approved: boolean; last_approval: string | Date | null }>(
    result,
  ).map((row) => ({
    user_id: row.user_id,
    code: row.code,
    approved: row.approved,
    last_approval: row.last_approval === null ? null : new Date(row.last_approval),
  }));
}

/** The claimants' rows of the Passports report (their passports as at the day), by name. */
export async function listClaimantPassports(
  db: Executor,
  instituteId: number,
  ids: number[],
  page: Pick<ReportPage, 'scope' | 'periodStart' | 'asAt'>,
) {
  if (ids.length === 0) return [];
  return listReportRows(db, instituteId, {
    ...page,
    where: inArray(users.id, ids),
    orderBy: [asc(users.family_name), asc(users.given_name)],
    limit: ids.length,
    offset: 0,
  });
}

/** Every unit code of the institute's catalogues (its latest title) and the courses that hold it. */
export async function listCatalogueUnits(db: Executor, instituteId: number) {
  const result = await db.execute(sql`
    select u.code, (array_agg(u.title order by u.year desc))[1] as title,
      coalesce(array_agg(distinct c.code) filter (where c.code is not null), '{}') as qualification_codes
    from units u
    left join course_units cu on cu.institute_id = u.institute_id and cu.unit_id = u.id
    left join courses c on c.institute_id = cu.institute_id and c.id = cu.course_id
    where u.institute_id = ${instituteId}
    group by u.code order by u.code`);
  const courses = await db.execute(sql`
    select distinct on (c.code) c.code, c.title from courses c
    where c.institute_id = ${instituteId} order by c.code, c.year desc`);
  return {
    units: rowsOf<{ code: string; title: string; qualification_codes: string[] }>(result),
    qualifications: rowsOf<{ code: string; title: string }>(courses),
  };
}
