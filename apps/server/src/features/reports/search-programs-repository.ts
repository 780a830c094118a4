import { sql, type SQL } from 'drizzle-orm';
import type { TGroupMode, TProgramGroupBy, TUserStatus } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/sql-rows.js';

/**
 * The program search reports' figures (programs_monthly, programs_employment, department_engagement;
 * issue 17): registrations of programs starting in the passport year, counted per group and column
 * with GROUPING SETS, so a block's and the report's unique registrants and completions are counted
 * once per person (never the sum of the rows). Registrations that were refused (incomplete) do not
 * count; super admins are nobody's staff.
 */

export interface SearchUserFilters {
  user_status: TUserStatus;
  division_id?: number;
  department_id?: number;
  employment_type_id?: number;
}

export interface YearWindow {
  from: string;
  to: string;
}

/** The registrant's conditions (aliases u: users, d: their department). */
export function userConditions(filters: SearchUserFilters): SQL {
  const parts: SQL[] = [sql`not u.is_super_admin`];
  if (filters.user_status !== 'all') parts.push(sql`u.active = ${filters.user_status === 'active'}`);
  if (filters.division_id !== undefined) parts.push(sql`d.division_id = ${filters.division_id}`);
  if (filters.department_id !== undefined) parts.push(sql`u.department_id = ${filters.department_id}`);
  if (filters.employment_type_id !== undefined)
    parts.push(sql`u.employment_type_id = ${filters.employment_type_id}`);
  return sql.join(parts, sql` and `);
}

/** The mode's figure over a set of registrations `r` (part 2 §9 group calculation modes). */
function modeFigure(mode: TGroupMode): SQL {
  if (mode === 'registrations') return sql`count(*)::int`;
  if (mode === 'registrants') return sql`count(distinct r.user_id)::int`;
  return sql`(count(distinct r.user_id) filter (where r.completed))::int`;
}

const GROUP_KEYS: Record<TProgramGroupBy, { key: SQL; label: SQL }> = {
  code: { key: sql`coalesce(p.code, '')`, label: sql`coalesce(p.code, '')` },
  name: { key: sql`coalesce(p.name, '')`, label: sql`coalesce(p.name, '')` },
  program_type: { key: sql`coalesce(p.program_type, '')`, label: sql`coalesce(p.program_type, '')` },
  domain_id: { key: sql`coalesce(p.domain_id::text, '')`, label: sql`dm.name` },
};

/** A figure of a group (null: every group) and a column (null: every column). */
export interface GroupedFigure {
  group_key: string | null;
  group_label: string | null;
  column_key: string | null;
  value: number;
}

/** The registrations in scope: joined to their program (in the year) and registrant (filtered). */
function registrationsInScope(instituteId: number, year: YearWindow, filters: SearchUserFilters) {
  return sql`from registrations r
    join programs p on p.institute_id = r.institute_id and p.id = r.program_id
    join users u on u.institute_id = r.institute_id and u.id = r.user_id
    left join departments d on d.institute_id = u.institute_id and d.id = u.department_id
    left join domains dm on dm.institute_id = p.institute_id and dm.id = p.domain_id
    where r.institute_id = ${instituteId} and r.status <> 'incomplete'
      and p.start_date between ${year.from} and ${year.to}
      and ${userConditions(filters)}`;
}

/**
 * The mode's figure per program group × column, per group, per column and in all. `column` is an
 * expression over r, p, u (the month index, the employment type); its null is a real value
 * ("no employment type"), told apart from "every column" by grouping().
 */
export async function programFigures(
  db: Executor,
  instituteId: number,
  spec: {
    year: YearWindow;
    filters: SearchUserFilters;
    mode: TGroupMode;
    groupBy: TProgramGroupBy;
    column: SQL;
  },
): Promise<GroupedFigure[]> {
  const group = GROUP_KEYS[spec.groupBy];
  const result = await db.execute(sql`
    select case when grouping(r.group_key) = 0 then r.group_key end as group_key,
      case when grouping(r.group_key) = 0 then min(r.group_label) end as group_label,
      case when grouping(r.column_key) = 0 then coalesce(r.column_key, 'none') end as column_key,
      ${modeFigure(spec.mode)} as value
    from (
      select r.user_id, r.completed, ${group.key} as group_key, ${group.label} as group_label,
        (${spec.column})::text as column_key
      ${registrationsInScope(instituteId, spec.year, spec.filters)}
    ) r
    group by grouping sets ((r.group_key, r.column_key), (r.group_key), (r.column_key), ())`);
  return rowsOf<GroupedFigure>(result);
}

/** Program Monthly's column: the month of the program's start, 1 = the passport year's first month. */
export function monthColumn(year: YearWindow): SQL {
  const [startYear, startMonth] = year.from.split('-').map(Number);
  const first = startYear! * 12 + startMonth!;
  return sql`(extract(year from p.start_date)::int * 12 + extract(month from p.start_date)::int - ${first} + 1)`;
}

export const EMPLOYMENT_TYPE_COLUMN = sql`u.employment_type_id`;

/** The institute's employment types, by name (Program (Employment)'s columns). */
export async function listEmploymentTypes(db: Executor, instituteId: number) {
  const result = await db.execute(sql`select id, name from employment_types
    where institute_id = ${instituteId} order by name, id`);
  return rowsOf<{ id: number; name: string }>(result);
}

/** Department Engagement's figures: per (division, department), per division and in all. */
export interface DepartmentFigure {
  division_id: number | null;
  department_id: number | null;
  /** 0: this division and department; 1: the division's; 3: everyone. */
  level: number;
  value: number;
}

const departmentGrouping = sql`group by grouping sets ((d.division_id, u.department_id), (d.division_id), ())`;
const departmentKeys = sql`d.division_id, u.department_id, grouping(d.division_id, u.department_id)::int as level`;

/** The staff in scope per department (whether or not they registered). */
export async function departmentStaff(db: Executor, instituteId: number, filters: SearchUserFilters) {
  const result = await db.execute(sql`
    select ${departmentKeys}, count(*)::int as value
    from users u
    left join departments d on d.institute_id = u.institute_id and d.id = u.department_id
    where u.institute_id = ${instituteId} and ${userConditions(filters)}
    ${departmentGrouping}`);
  return rowsOf<DepartmentFigure>(result);
}

/** The mode's figure per department over the year's registrations. */
export async function departmentRegistrations(
  db: Executor,
  instituteId: number,
  spec: { year: YearWindow; filters: SearchUserFilters; mode: TGroupMode },
) {
  const result = await db.execute(sql`
    select ${departmentKeys}, ${modeFigure(spec.mode)} as value
    ${registrationsInScope(instituteId, spec.year, spec.filters)}
    ${departmentGrouping}`);
  return rowsOf<DepartmentFigure>(result);
}

/** The institute's departments with their divisions (the filters narrow them). */
export async function listDepartments(db: Executor, instituteId: number, filters: SearchUserFilters) {
  const result = await db.execute(sql`
    select d.id, d.name, d.division_id, v.name as division_name
    from departments d join divisions v on v.institute_id = d.institute_id and v.id = d.division_id
    where d.institute_id = ${instituteId}
      ${filters.division_id !== undefined ? sql`and d.division_id = ${filters.division_id}` : sql``}
      ${filters.department_id !== undefined ? sql`and d.id = ${filters.department_id}` : sql``}`);
  return rowsOf<{ id: number; name: string; division_id: number; division_name: string }>(result);
}
