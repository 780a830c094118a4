import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import {
  joinPointsHistoryRow,
  pointsHistoryDetail as detail,
  pointsHistoryEvidenceAttached,
  pointsHistoryTypeLabel,
  selectPointsHistoryRows,
} from '../../db/points-history-row.js';
import { points_histories, users } from '../../db/schema/index.js';
import type { ListResource } from '../../lib/list-query.js';
import { dateWithin, field, windowTotal, type DatedReportPage } from './dated-report-repository.js';
import { userFields, userJoins, usersInScope } from './repository.js';

/**
 * `reports/points_history` (issue 17): the points history rows of the institute's users in scope,
 * dated within the period: the rows of db/points-history-row.ts (the user's Points History reads the
 * same), with the user's department and the like for the user filters.
 */

export const pointsHistoryReportResource: ListResource = {
  name: 'reports/points_history',
  fields: {
    ...userFields,
    user_given_name: field(users.given_name, 'text', false),
    date: field(points_histories.date, 'date'),
    detail: field(detail, 'text'),
    points: field(points_histories.points, 'number'),
    type: field(points_histories.type, 'text'),
    type_label: field(pointsHistoryTypeLabel, 'text', false),
    approval_reason: field(points_histories.approval_reason, 'text'),
    program_id: { ...field(points_histories.program_id, 'number'), sortable: false },
    evidence_attached: { ...field(pointsHistoryEvidenceAttached, 'boolean'), sortable: false },
  },
  defaultSort: [desc(points_histories.date), desc(points_histories.id)],
};

const joins = <T extends PgSelect>(query: T) => userJoins(joinPointsHistoryRow(query));

const conditions = (instituteId: number, page: DatedReportPage): SQL | undefined =>
  and(
    eq(points_histories.institute_id, instituteId),
    usersInScope(instituteId, page.scope),
    dateWithin(points_histories.date, page),
    page.where,
  );

/**
 * A page (or an export batch) of report rows with their columns; their files and workshops come
 * after, over just these rows (as subqueries here, the window count would have them computed for
 * every row of the period).
 */
export function listPointsHistoryReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  return userJoins(selectPointsHistoryRows(db, { total: windowTotal }))
    .where(conditions(instituteId, page))
    .orderBy(...page.orderBy, asc(points_histories.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type PointsHistoryReportRow = Awaited<ReturnType<typeof listPointsHistoryReportRows>>[number];

export async function countPointsHistoryReportRows(db: Executor, instituteId: number, page: DatedReportPage) {
  const [row] = await joins(db.select({ n: count() }).from(points_histories).$dynamic()).where(
    conditions(instituteId, page),
  );
  return row?.n ?? 0;
}

/** The chart's figures: the report's points per month of their date and type, months in order. */
export function summarizePointsHistoryReport(db: Executor, instituteId: number, page: DatedReportPage) {
  const month = sql<string>`to_char(${points_histories.date}, 'YYYY-MM')`;
  return joins(
    db
      .select({
        month,
        type: points_histories.type,
        points: sql<number>`coalesce(sum(${points_histories.points}), 0)::float8`,
      })
      .from(points_histories)
      .$dynamic(),
  )
    .where(conditions(instituteId, page))
    .groupBy(month, points_histories.type)
    .orderBy(month, points_histories.type);
}
