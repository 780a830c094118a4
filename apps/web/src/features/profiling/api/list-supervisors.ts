import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TUserListItem } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** GET /api/v1/users: every active supervisor of the institute (part 1 §7, §9: one page of 1000). */
export async function getSupervisors(signal?: AbortSignal): Promise<TUserListItem[]> {
  const response = await call(
    api.users.list,
    { query: { page: 1, per_page: 1000, q: { is_supervisor_true: '1', active_true: '1' } } },
    { signal, emptyResult: { data: [], meta: { total: 0, page: 1, per_page: 1000 } } },
  );
  return response.data;
}

export const supervisorsQueryOptions = () =>
  queryOptions({
    queryKey: ['profiling', 'supervisors'],
    queryFn: ({ signal }) => getSupervisors(signal),
    staleTime: 60 * 1000,
  });

/** Only admins pick a supervisor; everyone else never asks for the list. */
export function useSupervisors({ enabled }: { enabled: boolean }) {
  return useQuery({ ...supervisorsQueryOptions(), enabled });
}
