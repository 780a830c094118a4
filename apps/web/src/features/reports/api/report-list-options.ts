import type { TReportPeriod } from '@pdp/contract';
import type { ListStateOptions } from '../../../components/data-table/list-query';

/**
 * A paged-table report's list state defaults (part 2 §9): active users (for the reports with user
 * filters) and the current passport period. The table and the router's prefetch both start here.
 */
export function reportListOptions(
  periods: readonly TReportPeriod[],
  hasUserFilters = true,
): ListStateOptions {
  const current = periods.find((period) => period.current) ?? periods[0];
  return {
    defaultFilters: {
      ...(hasUserFilters && { user_status_eq: 'active' }),
      date_from_eq: current?.from ?? '',
      date_to_eq: current?.to ?? '',
    },
  };
}
