// The app's one TanStack Query cache. It lives in a module of its own, not in a component, so the
// router can start a page's first read (a route's `prefetch`) while the page's code still loads.
import { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from './me';

const JUST_READ_MS = 3_000;

function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // The API client has already told the user about a failed read ("Something went wrong");
        // a retry would tell them twice, and a 4xx will not change on retry anyway.
        retry: false,
        refetchOnWindowFocus: false,
        // What the router has just prefetched for a page (lib/route-prefetch.ts) is not read again
        // when the page mounts a moment later. A change made in the app invalidates what it touched,
        // and an invalidated query is read again whatever its age.
        staleTime: JUST_READ_MS,
      },
    },
  });
  // The shell needs `me` before it renders anything, but it mounts only once the first page's code
  // has loaded: asking now fetches both at once instead of one after the other.
  void client.prefetchQuery(meQueryOptions());
  return client;
}

let client: QueryClient | undefined;

/** The cache, created (and `me` asked for) on first use: in the browser, as the app starts. */
export function appQueryClient(): QueryClient {
  client ??= createQueryClient();
  return client;
}
