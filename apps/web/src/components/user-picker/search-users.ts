import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TRole } from '@pdp/contract';
import { call } from '../../lib/api-client';

/** Who a picker offers: users holding any of `roles`, optionally only active ones, in a sort order. */
export interface UserSearch {
  roles: readonly Exclude<TRole, 'super_admin'>[];
  activeOnly?: boolean;
  sort?: 'given_name' | 'family_name';
}

/**
 * GET /api/v1/users/autocomplete (part 1 §7): `q[is_a_or_is_b_true]=1`, optional `q[active_true]`,
 * the name-or-number text and the sort. A 403 offers nobody.
 */
export async function searchUsers(search: UserSearch, text: string, signal?: AbortSignal) {
  const q: Record<string, string> = {
    [`${search.roles.map((role) => `is_${role}`).join('_or_')}_true`]: '1',
    given_name_or_family_name_or_unique_identifier_cont: text.trim(),
    s: `${search.sort ?? 'given_name'} asc`,
  };
  if (search.activeOnly) q.active_true = '1';
  const response = await call(
    api.users.autocomplete,
    { query: { q } },
    {
      signal,
      emptyResult: { data: [] },
    },
  );
  return response.data;
}

export const userSearchQueryOptions = (search: UserSearch, text: string) =>
  queryOptions({
    queryKey: [
      'users',
      'autocomplete',
      search.roles.join(','),
      search.activeOnly ?? false,
      search.sort,
      text.trim(),
    ],
    queryFn: ({ signal }) => searchUsers(search, text, signal),
    staleTime: 30 * 1000,
  });

export function useUserSearch(search: UserSearch, text: string, enabled: boolean) {
  return useQuery({ ...userSearchQueryOptions(search, text), enabled, placeholderData: keepPreviousData });
}

/**
 * The picker's choice for a user id known without its name (a filter restored from the address):
 * GET /api/v1/users/{id}; "User #id" while it loads, or when the user cannot be read (another
 * institute's super admin, say).
 */
export function useUserChoiceById(id: number | null): { id: number; full_name: string } | null {
  const query = useQuery({
    queryKey: ['users', id, 'choice'],
    queryFn: ({ signal }) =>
      call(api.users.get, { params: { id: id ?? 0 } }, { signal, unreportedStatuses: [403, 404] }),
    enabled: id !== null,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  if (id === null) return null;
  return { id, full_name: query.data?.data.full_name ?? `User #${id}` };
}
