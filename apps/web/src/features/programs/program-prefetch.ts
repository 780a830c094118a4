// The program page's first reads, started by the router beside its code (lib/route-prefetch.ts).
// Kept light: query options only, so this chunk arrives long before the page's.
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { programQueryOptions } from './api/get-program';
import { programOptionsQueryOptions } from './api/program-options';

/** The program the address names and the choices of its form (domains, locations, categories). */
export const prefetch: RoutePrefetch = (client, { params }) => {
  const id = params.id ?? '';
  if (/^\d+$/.test(id)) void client.prefetchQuery(programQueryOptions(Number(id)));
  for (const list of ['domains', 'locations', 'categories'] as const) {
    void client.prefetchQuery(programOptionsQueryOptions(list));
  }
};
