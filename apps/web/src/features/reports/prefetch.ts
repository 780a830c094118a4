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
import { passportSummaryQueryOptions } from './api/get-passport-summary';
import { reportPeriodsQueryOptions } from './api/get-report-periods';
import { listReportQueryOptions } from './api/list-report';
import { reportListOptions } from './api/report-list-options';

const passportRows = listReportQueryOptions('passport');
const calibrationRows = listReportQueryOptions('calibration');

/**
 * The tabs whose first reads are started here: the rows and the chart's figures, which decide the
 * height of what sits above the table. Arriving with the page, they render in its first pass, and
 * the table does not move down once they come (Rating Calibration: CLS 0.072).
 */
const FIRST_READS: Partial<
  Record<TReportName, { hasUserFilters: boolean; start: (client: QueryClient, p: ListParams) => void }>
> = {
  passports: {
    hasUserFilters: true,
    start: (client, p) => {
      void client.prefetchQuery(passportRows(p));
      void client.prefetchQuery(passportSummaryQueryOptions(p));
    },
  },
  calibration: {
    hasUserFilters: false,
    start: (client, p) => {
      void client.prefetchQuery(calibrationRows(p));
      void client.prefetchQuery(calibrationSummaryQueryOptions(p));
    },
  },
};

/**
 * Every report: the passport periods and the organisation filters' choices. The Passports report
 * (the first tab, where Reports opens) and Rating Calibration: then their first page and their
 * chart's figures, for the filters the address asks for on top of the defaults of the current period.
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
