// The reports' first reads, started by the router beside their code (lib/route-prefetch.ts).
// Kept light: query options and URL parsing only, so this chunk arrives long before the page's.
import { parseListState, toListParams } from '../../components/data-table/list-query';
import {
  departmentOptionsQueryOptions,
  divisionOptionsQueryOptions,
  employmentTypeOptionsQueryOptions,
} from '../../lib/options';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { passportSummaryQueryOptions } from './api/get-passport-summary';
import { reportPeriodsQueryOptions } from './api/get-report-periods';
import { listReportQueryOptions } from './api/list-report';
import { reportListOptions } from './api/report-list-options';

const passportRows = listReportQueryOptions('passport');

/**
 * Every report: the passport periods and the organisation filters' choices. The Passports report
 * (the first tab, where Reports opens): then its first page and its chart's counts, for the
 * filters the address asks for on top of the defaults of the current period.
 */
export const prefetch: RoutePrefetch = (client, { me, url, params }) => {
  // Someone without the right sees the no-access panel, which reads nothing.
  if (!me.permissions.includes('reports.view')) return;
  void client.prefetchQuery(divisionOptionsQueryOptions());
  void client.prefetchQuery(departmentOptionsQueryOptions(url.searchParams.get('q[division_id_eq]') ?? ''));
  void client.prefetchQuery(employmentTypeOptionsQueryOptions());
  const periods = client.fetchQuery(reportPeriodsQueryOptions());
  if (params.reportName !== 'passports') {
    void periods.catch(() => undefined);
    return;
  }
  void periods
    .then((list) => {
      const listParams = toListParams(parseListState(url.searchParams, reportListOptions(list)));
      void client.prefetchQuery(passportRows(listParams));
      void client.prefetchQuery(passportSummaryQueryOptions(listParams));
    })
    .catch(() => undefined);
};
