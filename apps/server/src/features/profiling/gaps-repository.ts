import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * Every rating a planning view reads, and the gaps, in SQL written once (docs/using-planning.md):
 * `rated` is one row per chosen profile and capability that counts (active, in an active domain) with
 * the educator's and the supervisor's answers and the business ideal of the educator's department
 * and employment type; `domain_gaps` is, per educator and domain, the largest shortfall of the rating
 * (the supervisor's, or the educator's own where no supervisor rates) below the ideal. The educator's
 * recommendations, the Demand report and the Rating Calibration report all read these two.
 */

export interface RatingSelection {
  instituteId: number;
  /** Each educator's latest completed profile, or the completed profiles of one passport period. */
  profiles: { kind: 'latest' } | { kind: 'period'; periodStart: string };
  userId?: number;
  isActiveOnly?: boolean;
  divisionId?: number;
  departmentId?: number;
  employmentTypeId?: number;
}

const condition = (part: SQL | false | undefined) => (part ? sql` and ${part}` : sql``);

/** `with chosen as (…), rated as (…), domain_gaps as (…)`: the start of every statement here. */
export function ratedCte(s: RatingSelection): SQL {
  const i = s.instituteId;
  return sql`with chosen as (
    select distinct on (p.user_id) p.id as profile_id, p.user_id, p.period_start, p.period_end,
      u.department_id, u.employment_type_id
    from profiles p
    join users u on u.institute_id = p.institute_id and u.id = p.user_id
    left join departments dep on dep.institute_id = u.institute_id and dep.id = u.department_id
    where p.institute_id = ${i} and p.completed
      ${condition(s.profiles.kind === 'period' && sql`p.period_start = ${s.profiles.kind === 'period' ? s.profiles.periodStart : ''}`)}
      ${condition(s.userId !== undefined && sql`p.user_id = ${s.userId}`)}
      ${condition(s.isActiveOnly && sql`u.active`)}
      ${condition(s.divisionId !== undefined && sql`dep.division_id = ${s.divisionId}`)}
      ${condition(s.departmentId !== undefined && sql`u.department_id = ${s.departmentId}`)}
      ${condition(s.employmentTypeId !== undefined && sql`u.employment_type_id = ${s.employmentTypeId}`)}
    order by p.user_id, p.period_start desc
  ), rated as (
    select c.profile_id, c.user_id, c.period_start, c.period_end, c.department_id, c.employment_type_id,
      d.id as domain_id, d.name as domain_name, d.color as domain_color, d.display_order as domain_order,
      cap.id as capability_id, cap.statement, cap.display_order as capability_order,
      e.value as self_value, s.value as supervisor_value, s.responded_by_id as rated_by_id,
      coalesce(s.value, e.value) as rating, b.value as ideal
    from chosen c
    join capabilities cap on cap.institute_id = ${i} and cap.active
    join domains d on d.institute_id = cap.institute_id and d.id = cap.domain_id and d.active
    left join educator_responses e on e.institute_id = ${i} and e.profile_id = c.profile_id
      and e.capability_id = cap.id
    left join supervisor_responses s on s.institute_id = ${i} and s.profile_id = c.profile_id
      and s.capability_id = cap.id
    left join business_ideal_responses b on b.institute_id = ${i} and b.department_id = c.department_id
      and b.employment_type_id = c.employment_type_id and b.capability_id = cap.id
  ), domain_gaps as (
    select distinct on (user_id, domain_id) user_id, domain_id, domain_name, domain_color, domain_order,
      capability_id, statement, rating, ideal, ideal - rating as size,
      case when supervisor_value is null then 'self' else 'supervisor' end as rater
    from rated
    where ideal > rating
    order by user_id, domain_id, ideal - rating desc, capability_order, capability_id
  )`;
}

export interface DomainGapRow {
  domain_id: number;
  domain_name: string;
  domain_color: string;
  domain_order: number;
  capability_id: number;
  statement: string;
  rater: 'supervisor' | 'self';
  rating: number;
  ideal: number;
  size: number;
}

/**
 * One educator's latest completed profile (its period; none: no row), how many of its ratings have
 * an ideal to compare with, and its domain gaps ranked: largest first, then in the domains' order.
 */
export async function educatorGaps(db: Executor, instituteId: number, userId: number) {
  const cte = ratedCte({ instituteId, userId, profiles: { kind: 'latest' } });
  const [facts, gaps] = await Promise.all([
    db.execute(sql`${cte}
      select c.period_start::text as period_start, c.period_end::text as period_end,
        (select count(*) from rated where ideal is not null)::int as ideal_count
      from chosen c`),
    db.execute(sql`${cte}
      select domain_id, domain_name, domain_color, domain_order, capability_id, statement, rater,
        rating, ideal, size
      from domain_gaps
      order by size desc, domain_order, domain_id`),
  ]);
  const [profile] = rowsOf<{ period_start: string; period_end: string; ideal_count: number }>(facts);
  return { profile, gaps: rowsOf<DomainGapRow>(gaps) };
}

export interface DomainDemandRow {
  domain_id: number;
  domain_name: string;
  educators: number;
  mean_size: number;
}

/** Per domain with a gap: how many educators have one there, and its mean size. */
export async function gapsByDomain(db: Executor, selection: RatingSelection) {
  const result = await db.execute(sql`${ratedCte(selection)}
    select domain_id, min(domain_name) as domain_name, count(*)::int as educators,
      avg(size)::float8 as mean_size
    from domain_gaps
    group by domain_id`);
  return rowsOf<DomainDemandRow>(result);
}
