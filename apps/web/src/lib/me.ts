// The signed-in user, their institute and permissions (GET /api/v1/me). It lives in lib/ because the
// shell and every feature read it, and features never import each other.
import { queryOptions, useQuery } from '@tanstack/react-query';
// Types only: the zod schemas stay out of the browser bundle.
import { type TMe, api } from '@pdp/contract';
import { call } from './api-client';

export type Me = TMe['data'];

export async function getMe(signal?: AbortSignal): Promise<Me> {
  // The first call of every visit: a 401 here means "not signed in", so no "no longer" alert.
  const response = await call(api.users.me, undefined, { signal, isSessionCheck: true });
  return response.data;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => getMe(signal),
    // Who is signed in rarely changes within a visit.
    staleTime: 5 * 60 * 1000,
    // Fetched at start-up (providers.tsx): when that failed, the shell shows "Try again" instead of
    // asking again on mount, which would report the same failure twice.
    retryOnMount: false,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** For pages inside the app shell, which renders them only once `me` has loaded. */
export function useSignedInMe(): Me {
  const { data } = useMe();
  if (!data) throw new Error('useSignedInMe() is for pages rendered inside the app shell');
  return data;
}
