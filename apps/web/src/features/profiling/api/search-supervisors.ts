import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserAutocompleteItem } from '@pdp/contract';
import { apiGet } from '../../../lib/api-client';

/** GET /api/v1/users/autocomplete for the Select Supervisor modal: active supervisors
 * by family name. */
export async function searchSupervisors(
  text: string,
  signal?: AbortSignal,
): Promise<TUserAutocompleteItem[]> {
  const response = await apiGet<{ data: TUserAutocompleteItem[] }>('/api/v1/users/autocomplete', {
    params: {
      q: {
        is_supervisor_true: '1',
        // Only supervisors the page can restore later (its list holds active ones).
        active_true: '1',
        given_name_or_family_name_or_unique_identifier_cont: text.trim(),
        s: 'family_name asc',
      },
    },
    signal,
    emptyResult: { data: [] },
  });
  return response.data;
}

export const supervisorSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['profiling', 'supervisor-search', text.trim()],
    queryFn: ({ signal }) => searchSupervisors(text, signal),
    staleTime: 30 * 1000,
  });

export function useSupervisorSearch(text: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...supervisorSearchQueryOptions(text), enabled, placeholderData: keepPreviousData });
}
