import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TUserDetail } from '@pdp/contract';
import { RECORD_PROBLEM_STATUSES } from '../../../lib/record-problem';
import { call } from '../../../lib/api-client';
import { userDetailQueryKey } from '../../../lib/user-query-keys';

/**
 * GET /api/v1/users/{id}: the user with the names the profile shows. A 404 or 403 rejects quietly:
 * the page says "No User" or "No access to User" itself.
 */
export async function getUser(id: number, signal?: AbortSignal): Promise<TUserDetail> {
  const response = await call(
    api.users.get,
    { params: { id } },
    {
      signal,
      unreportedStatuses: RECORD_PROBLEM_STATUSES,
    },
  );
  return response.data;
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userDetailQueryKey(id),
    queryFn: ({ signal }) => getUser(id, signal),
    // A 404 is an answer, not a hiccup to retry. (The app's staleTime of a few seconds lets the
    // router's prefetch serve the form's first render; a save invalidates the user.)
    retry: false,
  });

export function useUser(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...userQueryOptions(id), enabled: options.enabled ?? true });
}
