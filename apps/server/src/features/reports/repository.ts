import { and, asc, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { USER_STATUSES, type TUserStatus } from '@pdp/contract';
import type { Executor } from '../../db/client.js';
import {
  departments,
  divisions,
  employment_types,
  passports,
  profiles,
  users,
} from '../../db/schema/index.js';
import { userFullName, userFullNameSearch } from '../../db/schema/users.js';
import { AppError } from '../../lib/errors.js';
import type { ListField, ListResource } from '../../lib/list-query.js';
import type { ReportScope } from './policies.js';

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

export interface ReportPage {
  where: SQL | undefined;
  scope: ReportScope;
  /** The passport period's first day (yyyy-MM-dd): whose passports and profiles the rows read. */
  periodStart: string;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export function scopeCondition(scope: ReportScope): SQL | undefined {
  if (scope.kind === 'none') return sql`false`;
  return scope.kind === 'supervisedBy' ? eq(users.supervisor_id, scope.supervisorId) : undefined;
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

function reportJoins<T extends PgSelect>(query: T, periodStart: string) {
  const ofUserInPeriod = (table: typeof passports | typeof profiles) =>
    and(
      eq(table.institute_id, users.institute_id),
      eq(table.user_id, users.id),
      eq(table.period_start, periodStart),
    );
  return userJoins(
    query.leftJoin(passports, ofUserInPeriod(passports)).leftJoin(profiles, ofUserInPeriod(profiles)),
  );
}

/** The institute's users in the actor's scope (super admins are no one's staff: never a row). */
export const usersInScope = (instituteId: number, scope: ReportScope) =>
  and(eq(users.institute_id, instituteId), eq(users.is_super_admin, false), scopeCondition(scope));

const ofInstitute = (instituteId: number, page: Pick<ReportPage, 'where' | 'scope'>) =>
  and(usersInScope(instituteId, page.scope), page.where);

/** One page of report rows (both reports' columns), each with the total of rows matching. */
export function listReportRows(db: Executor, instituteId: number, page: ReportPage) {
  return reportJoins(
    db
      .select({
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
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(users)
      .$dynamic(),
    page.periodStart,
  )
    .where(ofInstitute(instituteId, page))
    .orderBy(...page.orderBy, asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type ReportRow = Awaited<ReturnType<typeof listReportRows>>[number];

/** The rows matching (for a page past the end, where no row carries the total). */
export async function countReportRows(db: Executor, instituteId: number, page: ReportPage) {
  const [row] = await reportJoins(db.select({ n: count() }).from(users).$dynamic(), page.periodStart).where(
    ofInstitute(instituteId, page),
  );
  return row?.n ?? 0;
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
  page: Pick<ReportPage, 'where' | 'scope' | 'periodStart'>,
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
    page.periodStart,
  )
    .where(ofInstitute(instituteId, page))
    .groupBy(users.department_id, departments.name)
    .orderBy(sql`${departments.name} asc nulls last`, asc(users.department_id));
}
