// Manage Programs' first reads, started by the router beside its code (lib/route-prefetch.ts).
// Kept light: query options and URL parsing only, so this chunk arrives long before the page's.
import { parseListState, toListParams } from '../../components/data-table/list-query';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { programSummaryQueryOptions } from './api/get-program-summary';
import { PROGRAM_LIST_OPTIONS, listProgramsQueryOptions, readTab } from './api/list-programs';

/** The tab's page of programs the address asks for (the table's own query) and the tabs' counts. */
export const prefetch: RoutePrefetch = (client, { url }) => {
  const params = toListParams(parseListState(url.searchParams, PROGRAM_LIST_OPTIONS));
  void client.prefetchQuery(listProgramsQueryOptions(readTab(url.searchParams))(params));
  void client.prefetchQuery(programSummaryQueryOptions());
};
