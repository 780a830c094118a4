import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getOptions, OPTIONS_STALE_MS, type NamedOption } from './get-options';

export interface DepartmentOption extends NamedOption {
  /** "BUS - Business" */
  label: string;
  division_id: number;
}

/** GET /api/v1/departments/options: every department, or those of one division (`q[division_id_eq]`). */
export const departmentOptionsQueryOptions = (divisionId = '') =>
  queryOptions({
    queryKey: ['departments', 'options', divisionId],
    queryFn: ({ signal }) =>
      getOptions<DepartmentOption>(
        '/api/v1/departments/options',
        divisionId ? { division_id_eq: divisionId } : {},
        signal,
      ),
    staleTime: OPTIONS_STALE_MS,
  });

export function useDepartmentOptions(divisionId = '') {
  return useQuery({ ...departmentOptionsQueryOptions(divisionId), placeholderData: keepPreviousData });
}
