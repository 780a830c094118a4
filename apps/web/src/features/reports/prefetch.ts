// The reports' first reads, started by the router beside their code (lib/route-prefetch.ts).
// Kept light: query options and URL parsing only, so this chunk arrives long before the page's.
import { reportPermission, type TReportName } from '@pdp/contract';
import type { QueryClient } from '@tanstack/react-query';
import { parseListState, toListParams, type ListParams } from '../../components/data-table/list-query';
import {
  departmentOptionsQueryOptions,
  divisionOptionsQueryOptions,
  employmentTypeOptionsQueryOptions,
} from '../../lib/options';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { calibrationSummaryQueryOptions } from './api/get-calibration-summary';
import { reportPeriodsQueryOptions } from './api/get-report-periods';
import { reportSummaryQueryOptions, type SummaryEndpoint } from './api/get-report-summary';
import { listReportQueryOptions, type PagedReportEndpoint } from './api/list-report';
import { reportListOptions } from './api/report-list-options';

/** A tab's first page, and the summary its chart counts (when it has one). */
function firstReads(rows: PagedReportEndpoint, summary?: SummaryEndpoint, hasUserFilters = true) {
  const rowsQuery = listReportQueryOptions(rows);
  return {
    hasUserFilters,
    start: (client: QueryClient, params: ListParams) => {
      void client.prefetchQuery(rowsQuery(params));
      if (summary) void client.prefetchQuery(reportSummaryQueryOptions(summary, params));
    },
  };
}

/**
 * The paged tabs whose first reads are started here, with the same queries as their screens: the
 * rows then render in the page's first pass instead of a second one, and what sits above the table
 * (a chart, Rating Calibration's department views) has its height before the table is painted
 * (Rating Calibration's table moved 600 px down otherwise: CLS 0.072).
 */
const FIRST_READS: Partial<
  Record<TReportName, { hasUserFilters: boolean; start: (client: QueryClient, p: ListParams) => void }>
> = {
  passports: firstReads('passport', 'passport'),
  user_points: firstReads('user_points'),
  points_history: firstReads('points_history'),
  point_request: firstReads('point_request', 'point_request'),
  program_registration: firstReads('registrations', 'registrations'),
  notification: firstReads('notification_logs', undefined, false),
  forecast: firstReads('forecast', 'forecast'),
  demand: firstReads('demand', undefined, false),
  calibration: {
    hasUserFilters: false,
    start: (client, params) => {
      firstReads('calibration', undefined, false).start(client, params);
      void client.prefetchQuery(calibrationSummaryQueryOptions(params));
    },
  },
};

/**
 * Every report: the passport periods and the organisation filters' choices. Then, for the paged tabs
 * above, their first page and their chart's figures, for the filters the address asks for on top of
 * the defaults of the current period.
 */
export const prefetch: RoutePrefetch = (client, { me, url, params }) => {
  // Someone without the right sees the no-access panel, which reads nothing.
  if (!me.permissions.includes('reports.view')) return;
  void client.prefetchQuery(divisionOptionsQueryOptions());
  void client.prefetchQuery(departmentOptionsQueryOptions(url.searchParams.get('q[division_id_eq]') ?? ''));
  void client.prefetchQuery(employmentTypeOptionsQueryOptions());
  const periods = client.fetchQuery(reportPeriodsQueryOptions());
  const name = params.reportName as TReportName;
  const first = me.permissions.includes(reportPermission(name)) ? FIRST_READS[name] : undefined;
  if (!first) {
    void periods.catch(() => undefined);
    return;
  }
  void periods
    .then((list) => {
      const listOptions = reportListOptions(list, first.hasUserFilters);
      first.start(client, toListParams(parseListState(url.searchParams, listOptions)));
    })
    .catch(() => undefined);
};
