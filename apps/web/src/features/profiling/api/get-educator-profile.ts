import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TProfile, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { PROFILE_LISTS_KEY } from './list-profiles';

/**
 * The current period's profile of one educator, for `/profiling/{educatorId}` (issue 12 §10): the
 * list call narrowed to that educator, so the server's own visibility rule applies (a supervisor
 * sees only their educators). Null when there is none the user may see.
 */
export async function getEducatorProfile(educatorId: number, signal?: AbortSignal): Promise<TProfile | null> {
  const response = await call(
    api.profiling.list,
    { query: { q: { user_id_eq: educatorId }, per_page: 1 } },
    { signal },
  );
  return response.data[0] ?? null;
}

// Under the lists' key, so what refreshes the lists (a submit) refreshes this one too.
export const educatorProfileQueryOptions = (educatorId: number) =>
  queryOptions({
    queryKey: [...PROFILE_LISTS_KEY, 'educator', educatorId],
    queryFn: ({ signal }) => getEducatorProfile(educatorId, signal),
  });

/** Disabled (no request) without an educator id. */
export function useEducatorProfile(educatorId: number | undefined) {
  return useQuery({ ...educatorProfileQueryOptions(educatorId ?? 0), enabled: educatorId !== undefined });
}
