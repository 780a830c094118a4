// A page's first reads, started by the router beside the page's code instead of after it.
//
// On a first visit the browser fetches the page's chunks, then `me`, then renders the page, and only
// then does the page ask for its data: one round trip after everything else. A route given a
// `prefetch` module (app/router.tsx `page()`) asks for that data as soon as the route matches and
// `me` is known, so it is usually in the cache when the page first renders. The module is a small
// chunk of its own: it imports query options and URL parsing, never components.
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, Params } from 'react-router';
import { meQueryOptions, type Me } from './me';
import { appQueryClient } from './query-client';

/** Starts (does not await) the reads the page will make first, with the same query options. */
export type RoutePrefetch = (client: QueryClient, context: { me: Me; url: URL; params: Params }) => void;

export type RoutePrefetchModule = () => Promise<{ prefetch: RoutePrefetch }>;

/**
 * A route loader that starts the page's reads and returns at once (navigation never waits for it).
 * It waits for `me`: a visitor who is not signed in is sent to sign in by the shell, and their
 * page's reads would only fail. A failed prefetch is dropped; the page asks again and reports it.
 */
export function prefetchLoader(load: RoutePrefetchModule, getClient: () => QueryClient = appQueryClient) {
  return ({ request, params }: LoaderFunctionArgs): null => {
    const client = getClient();
    const url = new URL(request.url);
    void Promise.all([load(), client.ensureQueryData(meQueryOptions())])
      .then(([module, me]) => module.prefetch(client, { me, url, params }))
      .catch(() => undefined);
    return null;
  };
}
