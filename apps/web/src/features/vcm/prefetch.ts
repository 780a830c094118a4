// The VCM pages' first reads, started by the router beside their code (lib/route-prefetch.ts).
// Kept light: query options and URL parsing only, so this chunk arrives long before the pages'.
import { parseListState, toListParams } from '../../components/data-table/list-query';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { listVcmsQueryOptions } from './api/list-vcms';
import { VCM_LIST_OPTIONS } from './components/list/vcm-list-options';

/** Manage VCMs: the page of VCMs the address asks for (the table's own query). */
export const prefetch: RoutePrefetch = (client, { url }) => {
  const params = toListParams(parseListState(url.searchParams, VCM_LIST_OPTIONS));
  void client.prefetchQuery(listVcmsQueryOptions(params));
};
