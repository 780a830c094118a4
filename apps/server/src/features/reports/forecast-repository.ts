import { asc, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { departments, employment_types, users } from '../../db/schema/index.js';
import { rowsOf, sqlArray } from '../../db/sql-rows.js';
import type { ListField, ListResource } from '../../lib/list-query.js';
import { userFullName } from '../../db/schema/users.js';
import { userFields, usersInScope } from './repository.js';
import type { UserScope } from '../../db/user-scope.js';

/**
 * The currency forecast's rows (contract reports/forecast-report.ts): each user in scope with their
 * stored passport figures of the current period, what is on the way (pending point requests dated in
 * the period; approved, uncompleted registrations of programs that end in the period, each counted
 * once with its workshops' points; a profile awaiting its supervisor), their claimed VCM units whose
 * currency runs out before the period ends, and the forecast those give (forecast-rules.ts is
 * the same rule, and the reference the tests hold this query to). One statement; the pending sets
 * are read grouped once for the institute, not per row.
 */

export interface ForecastContext {
  instituteId: number;
  period: { start: string; end: string };
  today: string;
  timezone: string;
  /** The institute's VCM currency in months; null with VCM off or without a count: nothing expires. */
  vcmValidMonths: number | null;
}

export interface ForecastPage {
  where: SQL | undefined;
  scope: UserScope;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
}

const fullName = userFullName(users);
const num = (expression: string) => sql.raw(`coalesce(${expression}, 0)::float8`);
const int = (expression: string) => sql.raw(`coalesce(${expression}, 0)::int`);

// Requirements met by the figures given (a, the achieved); points compared in hundredths.
const meets = (a: { prof: string; voc: string; lj: string; vlj: string; profile: string }) =>
  sql.raw(`(employment_types.id is not null
    and round((${a.prof}) * 100) >= round(coalesce(employment_types.professional_points, 0) * 100)
    and round((${a.voc}) * 100) >= round(coalesce(employment_types.vocational_points, 0) * 100)
    and (${a.lj}) >= coalesce(employment_types.num_lj_required, 0)
    and (${a.vlj}) >= coalesce(employment_types.num_vocational_lj_required, 0)
    and (not coalesce(employment_types.profiling_tool_required, false) or ${a.profile}))`);

const now = {
  prof: 'coalesce(ps.professional_points, 0)',
  voc: 'coalesce(ps.vocational_points, 0)',
  lj: 'coalesce(ps.learning_journeys, 0)',
  vlj: 'coalesce(ps.vocational_learning_journeys, 0)',
  profile: 'coalesce(pf.completed, false)',
};
const later = {
  prof: `${now.prof} + coalesce(pr.professional_points, 0) + coalesce(rg.professional_points, 0)`,
  voc: `${now.voc} + coalesce(pr.vocational_points, 0) + coalesce(rg.vocational_points, 0)`,
  lj: `${now.lj} + coalesce(pr.learning_journeys, 0) + coalesce(rg.learning_journeys, 0)`,
  vlj: `${now.vlj} + coalesce(rg.vocational_learning_journeys, 0)`,
  profile: `(${now.profile} or coalesce(pf.educator_completed, false))`,
};

/** The forecast of the joined row: the rule of forecast-rules.ts `forecastStatus`. */
const forecast = sql<string>`(case when employment_types.id is null then 'no_requirements'
  when ${meets(now)} then case when coalesce(vx.units, 0) > 0 then 'at_risk' else 'on_track' end
  when ${meets(later)} then 'at_risk' else 'will_lapse' end)`;

const column = (expression: SQL, type: ListField['type'] = 'number'): ListField => ({
  expression,
  type,
  filterable: false,
});

export const forecastReportResource: ListResource = {
  name: 'reports/forecast',
  fields: {
    ...userFields,
    forecast: { expression: forecast, type: 'text', sortable: true },
    professional_points: column(num('ps.professional_points')),
    vocational_points: column(num('ps.vocational_points')),
    pending_requests: column(int('pr.requests')),
    registered_programs: column(int('rg.programs')),
    expiring_units: column(int('vx.units')),
  },
  defaultSort: [asc(users.family_name), asc(users.given_name)],
};

const columns = sql`${users.id} as user_id,
  ${fullName} as user_full_name,
  ${departments.name} as department_name, ${employment_types.name} as employment_type_name,
  nullif(concat_ws(' ', sup.given_name, sup.family_name), '') as supervisor_full_name,
  ${forecast} as forecast,
  ${num('ps.professional_points')} as professional_points,
  ${num('employment_types.professional_points')} as required_professional_points,
  ${num('ps.vocational_points')} as vocational_points,
  ${num('employment_types.vocational_points')} as required_vocational_points,
  ${int('ps.learning_journeys')} as learning_journeys,
  ${int('employment_types.num_lj_required')} as required_learning_journeys,
  ${int('ps.vocational_learning_journeys')} as vocational_learning_journeys,
  ${int('employment_types.num_vocational_lj_required')} as required_vocational_learning_journeys,
  ${sql.raw('(coalesce(pr.professional_points, 0) + coalesce(rg.professional_points, 0))::float8')}
    as pending_professional_points,
  ${sql.raw('(coalesce(pr.vocational_points, 0) + coalesce(rg.vocational_points, 0))::float8')}
    as pending_vocational_points,
  ${int('pr.requests')} as pending_requests,
  ${int('rg.programs')} as registered_programs,
  ${int('vx.units')} as expiring_units,
  coalesce(ps.status, 'INCOMPLETE') as passport_status,
  (coalesce(${employment_types.profiling_tool_required}, false) and not coalesce(pf.completed, false))
    as profile_missing`;

/** The users, their organisation, passport, profile, and the grouped pending sets (ctx's period). */
function fromForecast(ctx: ForecastContext): SQL {
  const { instituteId: id, period } = ctx;
  const vcm =
    ctx.vcmValidMonths && ctx.vcmValidMonths > 0
      ? sql`left join (
          select owner, count(*)::int as units from (
            select v.owner_user_id as owner from vcm_unit_responses ur
            join vcms v on v.institute_id = ur.institute_id and v.id = ur.vcm_id
            join units un on un.institute_id = ur.institute_id and un.id = ur.unit_id
            where ur.institute_id = ${id} and not ur.removed and ur.approved_at is not null
            group by v.owner_user_id, un.code
            having max(ur.approved_at) + make_interval(months => ${ctx.vcmValidMonths}::int)
              < (${period.end}::date + 1)::timestamp at time zone ${ctx.timezone}
          ) expiring group by owner
        ) vx on vx.owner = ${users.id}`
      : sql`left join (select null::int as owner, 0 as units) vx on false`;
  return sql`from ${users}
    left join ${departments} on ${departments.institute_id} = ${users.institute_id}
      and ${departments.id} = ${users.department_id}
    left join ${employment_types} on ${employment_types.institute_id} = ${users.institute_id}
      and ${employment_types.id} = ${users.employment_type_id}
    left join users sup on sup.institute_id = ${users.institute_id} and sup.id = ${users.supervisor_id}
    left join passports ps on ps.institute_id = ${users.institute_id} and ps.user_id = ${users.id}
      and ps.period_start = ${period.start}::date
    left join profiles pf on pf.institute_id = ${users.institute_id} and pf.user_id = ${users.id}
      and pf.period_start = ${period.start}::date
    left join (
      select q.user_id,
        sum(q.points) filter (where q.type = 'ReaPointRequest') as professional_points,
        sum(q.points) filter (where q.type = 'VocationalPointRequest') as vocational_points,
        count(*) filter (where q.type = 'ReaPointRequest' and q.learning_journey_equivalent) as learning_journeys,
        count(*) as requests
      from point_requests q
      where q.institute_id = ${id} and q.status = 0
        and q.activity_date between ${period.start}::date and ${period.end}::date
      group by q.user_id
    ) pr on pr.user_id = ${users.id}
    left join (
      select r.user_id,
        sum(p.workshop_points) filter (where not p.vocational) as professional_points,
        sum(p.workshop_points) filter (where p.vocational) as vocational_points,
        count(*) filter (where r.is_learning_journey and not p.vocational) as learning_journeys,
        count(*) filter (where r.is_learning_journey and p.vocational) as vocational_learning_journeys,
        count(*) as programs
      from registrations r
      join (
        select pg.institute_id, pg.id, pg.workshop_points,
          coalesce(pg.program_type like 'vocational\\_%', false) as vocational
        from programs pg where pg.institute_id = ${id}
          -- It ends in the period (its end_date, else the day of its ends_at). Two ranges, not one
          -- coalesce: the planner estimates them from the columns' statistics (it guessed 10 of 600
          -- programs for the coalesce and read their registrations program by program).
          and (pg.end_date between ${period.start}::date and ${period.end}::date
            or (pg.end_date is null
              and (pg.ends_at at time zone ${ctx.timezone})::date between ${period.start}::date and ${period.end}::date))
      ) p on p.institute_id = r.institute_id and p.id = r.program_id
      where r.institute_id = ${id} and r.status = 'approved' and not r.completed
      group by r.user_id
    ) rg on rg.user_id = ${users.id}
    ${vcm}`;
}

export interface ForecastRow {
  user_id: number;
  user_full_name: string;
  department_name: string | null;
  employment_type_name: string | null;
  supervisor_full_name: string | null;
  forecast: string;
  professional_points: number;
  required_professional_points: number;
  vocational_points: number;
  required_vocational_points: number;
  learning_journeys: number;
  required_learning_journeys: number;
  vocational_learning_journeys: number;
  required_vocational_learning_journeys: number;
  pending_professional_points: number;
  pending_vocational_points: number;
  pending_requests: number;
  registered_programs: number;
  expiring_units: number;
  /** The stored passport's status for the period (INCOMPLETE before anything counts). */
  passport_status: string;
  /** The employment type asks for a completed profile, and the period's is not. */
  profile_missing: boolean;
}

const whereOf = (ctx: ForecastContext, page: Pick<ForecastPage, 'where' | 'scope'>) => {
  const conditions = [usersInScope(ctx.instituteId, page.scope), page.where].filter(Boolean) as SQL[];
  return sql.join(conditions, sql` and `);
};

/** The statement of a page of forecast rows (or every row, without limit), in the page's order. */
export function forecastRowsQuery(ctx: ForecastContext, page: ForecastPage): SQL {
  const orderBy = sql.join([...page.orderBy, asc(users.id)], sql`, `);
  const limit = page.limit === undefined ? sql`` : sql`limit ${page.limit} offset ${page.offset ?? 0}`;
  return sql`select ${columns} ${fromForecast(ctx)} where ${whereOf(ctx, page)} order by ${orderBy} ${limit}`;
}

export async function listForecastRows(db: Executor, ctx: ForecastContext, page: ForecastPage) {
  return rowsOf<ForecastRow>(await db.execute(forecastRowsQuery(ctx, page)));
}

/** These users' forecast rows (the export's batches, my/forecast), in the order of `ids`. */
export async function listForecastRowsOf(db: Executor, ctx: ForecastContext, ids: number[]) {
  const result = await db.execute(
    sql`select ${columns} ${fromForecast(ctx)}
      where ${users.institute_id} = ${ctx.instituteId} and ${users.id} = any(${sqlArray(ids, 'int')})`,
  );
  const byId = new Map(rowsOf<ForecastRow>(result).map((row) => [row.user_id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every matching user's id in the page's order (the export's first pass). */
export async function listForecastIds(db: Executor, ctx: ForecastContext, page: ForecastPage) {
  const orderBy = sql.join([...page.orderBy, asc(users.id)], sql`, `);
  const result = await db.execute(
    sql`select ${users.id} as id ${fromForecast(ctx)} where ${whereOf(ctx, page)} order by ${orderBy}`,
  );
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

export async function countForecastRows(db: Executor, ctx: ForecastContext, page: ForecastPage) {
  const result = await db.execute(
    sql`select count(*)::int as n ${fromForecast(ctx)} where ${whereOf(ctx, page)}`,
  );
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The rows counted by department and forecast (the chart); users without requirements left out. */
export async function summarizeForecastByDepartment(db: Executor, ctx: ForecastContext, page: ForecastPage) {
  const counted = (status: string) => sql`(count(*) filter (where ${forecast} = ${status}))::int`;
  const result = await db.execute(sql`
    select ${users.department_id} as department_id, ${departments.name} as department_name,
      ${counted('on_track')} as on_track, ${counted('at_risk')} as at_risk,
      ${counted('will_lapse')} as will_lapse
    ${fromForecast(ctx)}
    where ${whereOf(ctx, page)} and employment_types.id is not null
    group by ${users.department_id}, ${departments.name}
    order by ${departments.name} asc nulls last, ${users.department_id} asc`);
  return rowsOf<{
    department_id: number | null;
    department_name: string | null;
    on_track: number;
    at_risk: number;
    will_lapse: number;
  }>(result);
}

/**
 * The institute's active educators whose forecast is at risk or will lapse (the at-risk reminder),
 * each with whom the email goes to: their own address and their active supervisor's, when they have one.
 */
export async function listLapsingEducators(db: Executor, ctx: ForecastContext) {
  const result = await db.execute(
    sql`select ${columns}, ${users.email} as email, ${users.given_name} as given_name,
        ${users.family_name} as family_name,
        (case when sup.active and sup.is_supervisor then sup.id end) as supervisor_id,
        sup.email as supervisor_email, sup.given_name as supervisor_given_name,
        sup.family_name as supervisor_family_name
      ${fromForecast(ctx)}
      where ${users.institute_id} = ${ctx.instituteId} and ${users.active} and ${users.is_educator}
        and not ${users.is_super_admin} and ${forecast} in ('at_risk', 'will_lapse')
      order by ${users.family_name}, ${users.given_name}, ${users.id}`,
  );
  return rowsOf<LapsingEducator>(result);
}

export interface LapsingEducator extends ForecastRow {
  email: string;
  given_name: string;
  family_name: string;
  /** Their supervisor, when active and still a supervisor (else null: nobody to tell). */
  supervisor_id: number | null;
  supervisor_email: string | null;
  supervisor_given_name: string | null;
  supervisor_family_name: string | null;
}
