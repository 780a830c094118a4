import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { getOptions, OPTIONS_STALE_MS, type NamedOption } from './get-options';

/** GET /api/v1/divisions/options */
export const divisionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['divisions', 'options'],
    queryFn: ({ signal }) => getOptions<NamedOption>(api.settings.nameOptions.divisions, {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export function useDivisionOptions() {
  return useQuery(divisionOptionsQueryOptions());
}
