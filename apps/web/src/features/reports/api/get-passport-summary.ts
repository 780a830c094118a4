import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPassportSummaryResponse } from '@pdp/contract';
import type { ListParams } from '../../../components/data-table/list-query';
import { apiGet } from '../../../lib/api-client';

/** The report's filters only: its sort and page do not change what the summary counts. */
const filtersOf = ({ q }: ListParams) => {
  const { s: _sort, ...filters } = q;
  return filters;
};

/**
 * GET /api/v1/reports/passport/summary: the Passports report's rows counted by department and
 * passport status (its chart), for the table's filters.
 */
export const passportSummaryQueryOptions = (params: ListParams) => {
  const q = filtersOf(params);
  return queryOptions({
    queryKey: ['reports', 'passport', 'summary', q],
    queryFn: ({ signal }) =>
      apiGet<TPassportSummaryResponse>('/api/v1/reports/passport/summary', {
        params: { q },
        signal,
        emptyResult: { data: [], period: { from: '', to: '' } },
      }),
  });
};

export function usePassportSummary(params: ListParams) {
  return useQuery({ ...passportSummaryQueryOptions(params), placeholderData: keepPreviousData });
}
