import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { activeFilters, type ListFilters } from '../../../components/data-table';
import { call } from '../../../lib/api-client';
import { REGISTRATION_APPROVALS_KEY } from './list-registration-approvals';

/**
 * GET /api/v2/registrations/statistics: the figures for a period (q[created_at_gteq|lteq], the
 * passport year when absent; the answer says which) and the queue's other filters.
 */
export const registrationStatisticsQueryOptions = (filters: ListFilters) =>
  queryOptions({
    queryKey: [...REGISTRATION_APPROVALS_KEY, 'statistics', activeFilters(filters)],
    queryFn: ({ signal }) =>
      call(api.registrations.statistics, { query: { q: activeFilters(filters) } }, { signal }).then(
        (response) => response.data,
      ),
  });

export function useRegistrationStatistics(filters: ListFilters) {
  return useQuery({ ...registrationStatisticsQueryOptions(filters), placeholderData: keepPreviousData });
}
