import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { USER_STATUSES, type TUserStatus } from '@pdp/contract';
import type { Database, Executor } from '../../db/client.js';
import { selectPlainRows } from '../../db/plain-rows.js';
import {
  departments,
  divisions,
  employment_types,
  institutes,
  passports,
  profiles,
  users,
  vcms,
} from '../../db/schema/index.js';
import { userFullName, userFullNameSearch } from '../../db/schema/users.js';
import { AppError } from '../../lib/errors.js';
import type { ListField, ListResource } from '../../lib/list-query.js';
import { userScopeCondition, type UserScope } from '../../db/user-scope.js';
import { sqlArray } from '../../db/sql-rows.js';
import { passportOverWindow, type RequirementsRow } from '../../db/passport-figures.js';

/**
 * The passport-based reports (passport, user_points; issue 17): one row per user of the institute in
 * scope, joined with the user's stored passport and profile of one passport period (none: INCOMPLETE
 * with zeros) and their department, division and employment type. Super admins are no one's staff
 * and have no passport, so they are never a row.
 */

const fullName = userFullName(users);
const passportStatus = sql<string>`coalesce(${passports.status}, 'INCOMPLETE')`;
const profileStatus = sql<string>`case when ${profiles.completed} then 'COMPLETE'
  when ${profiles.educator_completed} then 'EDUCATOR_COMPLETE' else 'INCOMPLETE' end`;
const points = (column: SQLWrapper) => sql<number>`coalesce(${column}, 0)::float8`;
const whole = (column: SQLWrapper) => sql<number>`coalesce(${column}, 0)::int`;
const figures = {
  professional_points: points(passports.professional_points),
  vocational_points: points(passports.vocational_points),
  learning_journeys: whole(passports.learning_journeys),
  vocational_learning_journeys: whole(passports.vocational_learning_journeys),
};

function userStatusCondition(value: unknown): SQL {
  const status = String(value) as TUserStatus;
  if (!USER_STATUSES.includes(status))
    throw AppError.badRequest(`Invalid user status "${String(value)}": use ${USER_STATUSES.join(', ')}.`);
  if (status === 'all') return sql`true`;
  return eq(users.active, status === 'active');
}

const text = (expression: ListField['expression'], sortable = true): ListField => ({
  expression,
  type: 'text',
  sortable,
});
const id = (expression: ListField['expression']): ListField => ({
  expression,
  type: 'number',
  sortable: false,
});
const number = (expression: ListField['expression']): ListField => ({
  expression,
  type: 'number',
  filterable: false,
});

/** The filters and sorts every user report shares (contract reports/filters.ts). */
export const userFields: Record<string, ListField> = {
  user_status: { ...text(users.active, false), matches: userStatusCondition },
  division_id: id(departments.division_id),
  department_id: id(users.department_id),
  employment_type_id: id(users.employment_type_id),
  supervisor_id: id(users.supervisor_id),
  user_full_name: { ...text(fullName), lowered: userFullNameSearch(users) },
  user_family_name: { ...text(users.family_name), filterable: false },
  department_name: { ...text(departments.name), filterable: false },
  employment_type_name: { ...text(employment_types.name), filterable: false },
  custom_1: text(users.custom_1),
  custom_2: text(users.custom_2),
};
const defaultSort = [asc(users.family_name), asc(users.given_name)];

export const passportReportResource: ListResource = {
  name: 'reports/passport',
  fields: {
    ...userFields,
    passport_status: text(passportStatus),
    profile_status: text(profileStatus),
    professional_points_combined: number(figures.professional_points),
    vocational_points_combined: number(figures.vocational_points),
    learning_journeys_combined: number(figures.learning_journeys),
    vocational_learning_journeys_combined: number(figures.vocational_learning_journeys),
  },
  defaultSort,
};

export const userPointsReportResource: ListResource = {
  name: 'reports/user_points',
  fields: {
    ...userFields,
    division_name: { ...text(divisions.name), filterable: false },
    professional_points: number(figures.professional_points),
    vocational_points: number(figures.vocational_points),
  },
  defaultSort,
};

/** The passports as at a day (points/passport-as-at-service.ts), in place of the stored ones. */
export interface AsAtPassports {
  /** The day (yyyy-MM-dd): history rows dated by then count. */
  date: string;
  /** The instant it ends: a profile completed before it counts. */
  end: Date;
  /** The employment types' requirements in force then. */
  requirements: RequirementsRow[];
}

/** Whose passports the rows read: the stored ones of a period, or those as at a day in it. */
export interface PassportSource {
  /** The passport period's first day (yyyy-MM-dd): whose passports and profiles the rows read. */
  periodStart: string;
  asAt?: AsAtPassports;
}

export interface ReportPage extends PassportSource {
  where: SQL | undefined;
  scope: UserScope;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

/** A user's department, division and employment type (the user filters' and columns' joins). */
export function userJoins<T extends PgSelect>(query: T) {
  return query
    .leftJoin(
      departments,
      and(eq(departments.institute_id, users.institute_id), eq(departments.id, users.department_id)),
    )
    .leftJoin(
      divisions,
      and(eq(divisions.institute_id, departments.institute_id), eq(divisions.id, departments.division_id)),
    )
    .leftJoin(
      employment_types,
      and(
        eq(employment_types.institute_id, users.institute_id),
        eq(employment_types.id, users.employment_type_id),
      ),
    );
}

/**
 * The user's passport (stored, or as at a day under the name `passports`, so the columns, filters
 * and sorts read it alike) and profile of the period, and the user joins.
 */
function reportJoins<T extends PgSelect>(query: T, { periodStart, asAt }: PassportSource) {
  const ofUserInPeriod = (table: typeof passports | typeof profiles) =>
    and(
      eq(table.institute_id, users.institute_id),
      eq(table.user_id, users.id),
      eq(table.period_start, periodStart),
    );
  const owner = { instituteId: sql`${users.institute_id}`, userId: sql`${users.id}` };
  // Either join leaves the query's selection as it was (its fields are chosen up front).
  const withPassports = (asAt
    ? query.leftJoinLateral(
        sql`${passportOverWindow(
          owner,
          { start: periodStart, end: asAt.date, completedBefore: asAt.end },
          sql`${users.employment_type_id}`,
          asAt.requirements,
        )} as ${passports}`,
        sql`true`,
      )
    : query.leftJoin(passports, ofUserInPeriod(passports))) as unknown as T;
  return userJoins(withPassports.leftJoin(profiles, ofUserInPeriod(profiles)));
}

/** The institute's users in the actor's scope (super admins are no one's staff: never a row). */
export const usersInScope = (instituteId: number, scope: UserScope) =>
  and(eq(users.institute_id, instituteId), eq(users.is_super_admin, false), userScopeCondition(scope));

const ofInstitute = (instituteId: number, page: Pick<ReportPage, 'where' | 'scope'>) =>
  and(usersInScope(instituteId, page.scope), page.where);

const reportColumns = {
  user_id: users.id,
  user_full_name: sql<string>`${fullName}`,
  passport_status: passportStatus,
  profile_status: profileStatus,
  division_name: divisions.name,
  department_name: departments.name,
  employment_type_name: employment_types.name,
  custom_1: users.custom_1,
  custom_2: users.custom_2,
  ...figures,
};

/**
 * The user's VCM status in the period's year (the calendar year the passport period starts in): the
 * latest revision's status, null without one or while the institute has VCM off. One index probe
 * per row (vcms' unique institute, owner, year, revision).
 */
const vcmStatusIn = (periodStart: string) => sql<string | null>`(
  select ${vcms.status} from ${vcms}
  join ${institutes} on ${institutes.id} = ${vcms.institute_id} and ${institutes.vcm_enabled}
  where ${vcms.institute_id} = ${users.institute_id} and ${vcms.owner_user_id} = ${users.id}
    and ${vcms.year} = ${Number(periodStart.slice(0, 4))}
  order by ${vcms.revision} desc limit 1)`;

const reportColumnsIn = (periodStart: string) => ({
  ...reportColumns,
  vcm_status: vcmStatusIn(periodStart),
});

/**
 * One page of report rows (both reports' columns). No total in the same statement: a window count
 * makes PostgreSQL join and sort every matching user before it can stop at the page, while alone
 * the default order walks the users' (institute, family name, given name, id) index and joins only
 * the page's rows (docs/performance.md, "Reports"). The count is `countReportRows`.
 */
export function listReportRows(db: Executor, instituteId: number, page: ReportPage) {
  return reportJoins(db.select(reportColumnsIn(page.periodStart)).from(users).$dynamic(), page)
    .where(ofInstitute(instituteId, page))
    .orderBy(...page.orderBy, asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type ReportRow = Awaited<ReturnType<typeof listReportRows>>[number];

/** One page of report rows, read as plain values (without Drizzle's per-cell mapping). */
export function readReportRows(db: Database, instituteId: number, page: ReportPage) {
  return selectPlainRows<ReportRow>(
    db,
    listReportRows(db, instituteId, page),
    Object.keys(reportColumnsIn(page.periodStart)) as (keyof ReportRow)[],
    { prepared: true },
  );
}

/**
 * The rows matching. The joins it does not read (passports and profiles unless a filter names their
 * status) are left out by PostgreSQL itself: each joins on a unique key.
 */
export function reportCountQuery(
  db: Executor,
  instituteId: number,
  page: Pick<ReportPage, 'where' | 'scope' | 'periodStart' | 'asAt'>,
) {
  return reportJoins(db.select({ n: count() }).from(users).$dynamic(), page).where(
    ofInstitute(instituteId, page),
  );
}

export async function countReportRows(
  db: Executor,
  instituteId: number,
  page: Pick<ReportPage, 'where' | 'scope' | 'periodStart' | 'asAt'>,
) {
  const [row] = await reportCountQuery(db, instituteId, page);
  return row?.n ?? 0;
}

/** Every matching user's id in the report's order (the export's first pass: 20,000 ids are 80 KB). */
export function reportIdsQuery(
  db: Executor,
  instituteId: number,
  page: Pick<ReportPage, 'where' | 'scope' | 'periodStart' | 'asAt' | 'orderBy'>,
) {
  return reportJoins(db.select({ id: users.id }).from(users).$dynamic(), page)
    .where(ofInstitute(instituteId, page))
    .orderBy(...page.orderBy, asc(users.id));
}

/** These users' report rows (the export's batches), in no particular order. */
export function reportRowsOfQuery(db: Executor, instituteId: number, source: PassportSource, ids: number[]) {
  return reportJoins(db.select(reportColumnsIn(source.periodStart)).from(users).$dynamic(), source).where(
    // One array parameter: an IN list of 1000 parameters costs Drizzle ~50 ms to build.
    and(eq(users.institute_id, instituteId), sql`${users.id} = any(${sqlArray(ids, 'int')})`),
  );
}

export async function listReportIds(
  db: Database,
  instituteId: number,
  page: Pick<ReportPage, 'where' | 'scope' | 'periodStart' | 'asAt' | 'orderBy'>,
) {
  const rows = await selectPlainRows<{ id: number }>(db, reportIdsQuery(db, instituteId, page), ['id']);
  return rows.map((row) => row.id);
}

/** These users' report rows, in the order of `ids` (plain values: read without Drizzle's mapping). */
export async function listReportRowsOf(
  db: Database,
  instituteId: number,
  source: PassportSource,
  ids: number[],
) {
  const rows = await selectPlainRows<ReportRow>(
    db,
    reportRowsOfQuery(db, instituteId, source, ids),
    Object.keys(reportColumnsIn(source.periodStart)) as (keyof ReportRow)[],
    { prepared: true },
  );
  const byId = new Map(rows.map((row) => [row.user_id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const withStatus = (status: string) =>
  sql<number>`(count(*) filter (where ${passportStatus} = ${status}))::int`;

/**
 * The report's rows counted by department and passport status (the chart): the same joins and
 * conditions as the table, grouped; departments by name, no department last.
 */
export function summarizeReportByDepartment(
  db: Executor,
  instituteId: number,
  page: Pick<ReportPage, 'where' | 'scope' | 'periodStart' | 'asAt'>,
) {
  return reportJoins(
    db
      .select({
        department_id: users.department_id,
        department_name: departments.name,
        complete: withStatus('COMPLETE'),
        in_progress: withStatus('IN_PROGRESS'),
        incomplete: withStatus('INCOMPLETE'),
      })
      .from(users)
      .$dynamic(),
    page,
  )
    .where(ofInstitute(instituteId, page))
    .groupBy(users.department_id, departments.name)
    .orderBy(sql`${departments.name} asc nulls last`, asc(users.department_id));
}
