import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { getOptions, OPTIONS_STALE_MS, type NamedOption } from './get-options';

/** GET /api/v1/employment_types/options */
export const employmentTypeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['employment_types', 'options'],
    queryFn: ({ signal }) => getOptions<NamedOption>(api.settings.nameOptions.employment_types, {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export function useEmploymentTypeOptions() {
  return useQuery(employmentTypeOptionsQueryOptions());
}
