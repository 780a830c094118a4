import { and, gte, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ListField } from '../../lib/list-query.js';
import type { UserScope } from '../../db/user-scope.js';

/** A page (or an export batch) of a dated report: the compiled filters and sort, scope and period. */
export interface DatedReportPage {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
  scope: UserScope;
  /** The period's first and last day (yyyy-MM-dd, both included). */
  from: string;
  to: string;
  /** The institute's time zone: whose calendar days a timestamp's period is counted in. */
  timeZone: string;
}

/** A date column within the period. */
export const dateWithin = (column: SQLWrapper, page: DatedReportPage) =>
  and(gte(column, page.from), lte(column, page.to));

/**
 * A timestamp within the period's days in the institute's time zone: from the first day's midnight
 * to the midnight after the last, so an index on the column finds the rows.
 */
export const instantWithin = (column: SQLWrapper, page: DatedReportPage) =>
  and(
    gte(column, sql`(${page.from}::date)::timestamp at time zone ${page.timeZone}`),
    lt(column, sql`(${page.to}::date + 1)::timestamp at time zone ${page.timeZone}`),
  );

/** The window total every page row carries (one statement for the page and its count). */
export const windowTotal = sql<number>`(count(*) over ())::int`;

export const field = (expression: ListField['expression'], type: ListField['type'], filterable = true) => ({
  expression,
  type,
  filterable,
});
