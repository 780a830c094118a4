import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TDepartmentOption } from '@pdp/contract';
import { getOptions, OPTIONS_STALE_MS, type NamedOption } from './get-options';

/** A department with its "BUS - Business" label (the contract's, with a numeric id). */
export type DepartmentOption = TDepartmentOption & NamedOption;

/** GET /api/v1/departments/options: every department, or those of one division (`q[division_id_eq]`). */
export const departmentOptionsQueryOptions = (divisionId = '') =>
  queryOptions({
    queryKey: ['departments', 'options', divisionId],
    queryFn: ({ signal }) =>
      getOptions<DepartmentOption>(
        api.settings.departmentOptions,
        divisionId ? { division_id_eq: divisionId } : {},
        signal,
      ),
    staleTime: OPTIONS_STALE_MS,
  });

export function useDepartmentOptions(divisionId = '') {
  return useQuery({ ...departmentOptionsQueryOptions(divisionId), placeholderData: keepPreviousData });
}
