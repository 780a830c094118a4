import { sql } from 'drizzle-orm';
import type { TCapabilityGroupBy } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { userConditions, type SearchUserFilters } from './search-programs-repository.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * The capability (profile) report's figures (issue 17): every capability answer of the period's
 * profiles (the educator's, the supervisor's) next to the business ideal of the educator's department
 * and employment type, averaged per block and row with GROUPING SETS. An answer counts when the
 * educator or the supervisor answered the capability.
 */

export interface ProfileFigure {
  /** The HEADER's key: the domain (capabilityStatement) or department (department; null: none). */
  outer_id: number | null;
  /** The SECTION's key: the capability or domain; null on a HEADER's or the TOTAL's row. */
  inner_id: number | null;
  /** 0: a SECTION; 1: a HEADER; 3: the TOTAL. */
  level: number;
  educator_average: number | null;
  supervisor_average: number | null;
  business_ideal_average: number | null;
  profiles: number;
}

const average = (column: string) => sql.raw(`round(avg(a.${column})::numeric, 2)::float8`);

export async function profileFigures(
  db: Executor,
  instituteId: number,
  spec: { periodStart: string; filters: SearchUserFilters; viewBy: TCapabilityGroupBy },
): Promise<ProfileFigure[]> {
  const [outer, inner] =
    spec.viewBy === 'capabilityStatement' ? ['domain_id', 'capability_id'] : ['department_id', 'domain_id'];
  const result = await db.execute(sql`
    select ${sql.raw(`a.${outer}`)} as outer_id, ${sql.raw(`a.${inner}`)} as inner_id,
      ${sql.raw(`grouping(a.${outer}, a.${inner})::int`)} as level,
      ${average('educator')} as educator_average,
      ${average('supervisor')} as supervisor_average,
      ${average('ideal')} as business_ideal_average,
      count(distinct a.profile_id)::int as profiles
    from (
      select pr.id as profile_id, u.department_id, c.id as capability_id, c.domain_id,
        e.value as educator, s.value as supervisor, bi.value as ideal
      from profiles pr
      join users u on u.institute_id = pr.institute_id and u.id = pr.user_id
      left join departments d on d.institute_id = u.institute_id and d.id = u.department_id
      join capabilities c on c.institute_id = pr.institute_id
      left join educator_responses e on e.institute_id = pr.institute_id and e.profile_id = pr.id
        and e.capability_id = c.id
      left join supervisor_responses s on s.institute_id = pr.institute_id and s.profile_id = pr.id
        and s.capability_id = c.id
      left join business_ideal_responses bi on bi.institute_id = u.institute_id
        and bi.department_id = u.department_id and bi.employment_type_id = u.employment_type_id
        and bi.capability_id = c.id
      where pr.institute_id = ${instituteId} and pr.period_start = ${spec.periodStart}
        and (e.value is not null or s.value is not null) and ${userConditions(spec.filters)}
    ) a
    group by grouping sets (${sql.raw(`(a.${outer}, a.${inner}), (a.${outer}), ()`)})`);
  return rowsOf<ProfileFigure>(result);
}

/** The institute's domains and capabilities in the profiling tool's order. */
export async function listCapabilities(db: Executor, instituteId: number) {
  const result = await db.execute(sql`
    select c.id, c.statement, c.domain_id, dm.name as domain_name
    from capabilities c join domains dm on dm.institute_id = c.institute_id and dm.id = c.domain_id
    where c.institute_id = ${instituteId}
    order by dm.display_order, dm.id, c.display_order, c.id`);
  return rowsOf<{ id: number; statement: string; domain_id: number; domain_name: string }>(result);
}

/** The institute's departments by id (the department view's headings). */
export async function listDepartmentNames(db: Executor, instituteId: number) {
  const result = await db.execute(sql`select id, name from departments where institute_id = ${instituteId}`);
  return rowsOf<{ id: number; name: string }>(result);
}
