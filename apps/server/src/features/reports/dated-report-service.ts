import type { TListQuery, TReportName } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/client.js';
import type { InstituteRow } from '../../db/schema/index.js';
import { compileListQuery, listMeta, type ListResource } from '../../lib/list-query.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { reportScope } from './policies.js';
import type { PagedReportService } from './paged-report-routes.js';
import type { DatedReportPage } from './dated-report-repository.js';
import { EXPORT_BATCH_SIZE, reportQuery } from './service.js';

/**
 * The paged-table reports over dated records (points history, point request, registrations,
 * notification log; issue 17): the records dated within the filters' period, in the actor's scope.
 * The table and its CSV export run the same compiled query, so the export holds exactly the table's
 * rows for the same filters and sort (docs/using-reports.md).
 */
export interface DatedReport<Row extends { total: number }, T> {
  name: TReportName;
  resource: ListResource;
  /** Takes the user filters, with active users by default (part 2 §9); the notification log does not. */
  hasUserFilters: boolean;
  rows: (db: Executor, instituteId: number, page: DatedReportPage) => Promise<Row[]>;
  count: (db: Executor, instituteId: number, page: DatedReportPage) => Promise<number>;
  present: (row: Row, institute: InstituteRow) => T;
}

async function compile<Row extends { total: number }, T>(
  deps: AppDeps,
  auth: ResolvedSession,
  report: DatedReport<Row, T>,
  query: TListQuery,
) {
  const prepared = await reportQuery(deps, auth, query, { userStatus: report.hasUserFilters });
  const compiled = compileListQuery(report.resource, prepared.query);
  const page: DatedReportPage = {
    ...compiled,
    scope: reportScope(auth.user, report.name),
    from: prepared.range.from,
    to: prepared.range.to,
    timeZone: prepared.institute.timezone,
  };
  return { compiled, page, institute: prepared.institute };
}

/** One page of the report, its total and the dates it covers. */
export async function listDatedReport<Row extends { total: number }, T>(
  deps: AppDeps,
  auth: ResolvedSession,
  report: DatedReport<Row, T>,
  query: TListQuery,
) {
  const { compiled, page, institute } = await compile(deps, auth, report, query);
  const rows = await report.rows(deps.db, auth.instituteId, page);
  const total =
    rows[0]?.total ?? (compiled.offset > 0 ? await report.count(deps.db, auth.instituteId, page) : 0);
  return {
    data: rows.map((row) => report.present(row, institute)),
    meta: listMeta(compiled, total),
    period: { from: page.from, to: page.to },
  };
}

/**
 * Every row of the table's query, filters and sort, read in batches so a large institute never sits
 * in memory (at most `max` rows when given). Compiled before the first byte, so a bad filter answers
 * 400, not a cut file.
 */
export async function exportDatedReport<Row extends { total: number }, T>(
  deps: AppDeps,
  auth: ResolvedSession,
  report: DatedReport<Row, T>,
  query: TListQuery,
  max = Number.POSITIVE_INFINITY,
) {
  const { page, institute } = await compile(deps, auth, report, query);
  async function* rows(): AsyncGenerator<T> {
    for (let offset = 0; offset < max; offset += EXPORT_BATCH_SIZE) {
      const limit = Math.min(EXPORT_BATCH_SIZE, max - offset);
      const batch = await report.rows(deps.db, auth.instituteId, { ...page, limit, offset });
      yield* batch.map((row) => report.present(row, institute));
      if (batch.length < limit) return;
    }
  }
  return { rows: rows(), institute, period: { from: page.from, to: page.to } };
}

/** A dated report as a paged-table report's routes take it. */
export const pagedDatedReport = <Row extends { total: number }, T>(
  report: DatedReport<Row, T>,
): PagedReportService<T> => ({
  name: report.name,
  list: (deps, auth, query) => listDatedReport(deps, auth, report, query),
  exportRows: (deps, auth, query) => exportDatedReport(deps, auth, report, query),
});

/**
 * A dated report's chart figures: the table's compiled filters, scope and period (its sort and page
 * change nothing), grouped by the report's `summarize`, so the chart counts exactly the table's rows.
 */
export async function summarizeDatedReport<Row extends { total: number }, T, S>(
  deps: AppDeps,
  auth: ResolvedSession,
  report: DatedReport<Row, T>,
  query: TListQuery,
  summarize: (db: Executor, instituteId: number, page: DatedReportPage) => Promise<S[]>,
) {
  const { page } = await compile(deps, auth, report, query);
  const data = await summarize(deps.db, auth.instituteId, page);
  return { data, period: { from: page.from, to: page.to } };
}
