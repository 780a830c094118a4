import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@pdp/contract';
import { apiGet } from '../../../lib/api-client';

export type EmploymentTypeOption = TOption & { id: number };

/** GET /api/v1/employment_types/options: `{id, name}` by name. A 403 gives none. */
export async function getEmploymentTypeOptions(signal?: AbortSignal): Promise<EmploymentTypeOption[]> {
  const response = await apiGet<{ data: EmploymentTypeOption[] }>('/api/v1/employment_types/options', {
    signal,
    emptyResult: { data: [] },
  });
  return response.data;
}

export const employmentTypeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['profiling', 'employment-types', 'options'],
    queryFn: ({ signal }) => getEmploymentTypeOptions(signal),
    staleTime: 60 * 1000,
  });

export function useEmploymentTypeOptions() {
  return useQuery(employmentTypeOptionsQueryOptions());
}
