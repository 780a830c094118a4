import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** GET /api/v1/institutes/report_periods: the year list (11 periods, newest first, one current). */
export const reportPeriodsQueryOptions = () =>
  queryOptions({
    queryKey: ['institutes', 'report_periods'],
    queryFn: async ({ signal }) => (await call(api.points.reportPeriods, undefined, { signal })).data,
    // Periods change once a year.
    staleTime: 10 * 60 * 1000,
  });

export function useReportPeriods() {
  return useQuery(reportPeriodsQueryOptions());
}
