import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOptions, OPTIONS_STALE_MS, type NamedOption } from './get-options';

/** GET /api/v1/divisions/options */
export const divisionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['divisions', 'options'],
    queryFn: ({ signal }) => getOptions<NamedOption>('/api/v1/divisions/options', {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export function useDivisionOptions() {
  return useQuery(divisionOptionsQueryOptions());
}
