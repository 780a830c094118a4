import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TProfile, type TProfileNamedFilter, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

export interface ProfileListParams {
  filter: TProfileNamedFilter;
  supervisorId: number;
}

export interface ProfileList {
  data: TProfile[];
  meta: { total: number; page: number; per_page: number };
}

/** The spec's list call (part 1 §7, §9): one page of 100, most recently completed first. */
export function getProfiles({ filter, supervisorId }: ProfileListParams, signal?: AbortSignal) {
  return call(
    api.profiling.list,
    {
      query: {
        named_filter: filter,
        q: { user_supervisor_id_eq: supervisorId, s: 'completed_at desc' },
        per_page: 100,
      },
    },
    { signal, emptyResult: { data: [], meta: { total: 0, page: 1, per_page: 100 } } },
  );
}

/** Every profile list, whatever the filter or supervisor: what a rating or a submit invalidates. */
export const PROFILE_LISTS_KEY = ['profiling', 'profiles', 'list'] as const;

export const profilesQueryOptions = (params: ProfileListParams) =>
  queryOptions({
    queryKey: [...PROFILE_LISTS_KEY, params],
    queryFn: ({ signal }) => getProfiles(params, signal),
  });

/** GET /api/v1/profiles for one supervisor's educators; disabled until a supervisor is known. */
export function useProfiles(params: ProfileListParams | undefined) {
  return useQuery({
    ...profilesQueryOptions(params ?? { filter: 'open', supervisorId: 0 }),
    enabled: params !== undefined,
    // Switching filter keeps the old items on screen (dimmed) rather than flashing "Loading...";
    // another supervisor's educators are never shown under this one's heading.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[3] as ProfileListParams | undefined)?.supervisorId === params?.supervisorId
        ? keepPreviousData(previous)
        : undefined,
  });
}
