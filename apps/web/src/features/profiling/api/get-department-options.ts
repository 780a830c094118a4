import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** An option of GET /api/v1/departments/options. */
export interface DepartmentOption {
  id: number;
  name: string;
  /** The code and the name: "BUS - Business". */
  label: string;
  division_id: number;
}

/** GET /api/v1/departments/options: every department of the institute, by name. A 403 gives none. */
export async function getDepartmentOptions(signal?: AbortSignal): Promise<DepartmentOption[]> {
  const response = await apiGet<{ data: DepartmentOption[] }>('/api/v1/departments/options', {
    signal,
    emptyResult: { data: [] },
  });
  return response.data;
}

export const departmentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['profiling', 'departments', 'options'],
    queryFn: ({ signal }) => getDepartmentOptions(signal),
    staleTime: 60 * 1000,
  });

export function useDepartmentOptions() {
  return useQuery(departmentOptionsQueryOptions());
}
