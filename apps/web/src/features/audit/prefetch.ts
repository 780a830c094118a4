// The Audit Log's first read, started by the router beside its code (lib/route-prefetch.ts).
// Kept light: query options and URL parsing only, so this chunk arrives long before the page's.
import { parseListState, toListParams } from '../../components/data-table/list-query';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { AUDIT_LIST_OPTIONS, listAuditEventsQueryOptions } from './api/list-audit-events';

/** The page of events the address asks for (the table's own query). */
export const prefetch: RoutePrefetch = (client, { me, url }) => {
  // Someone without the right sees the no-access panel, which reads nothing.
  if (!me.permissions.includes('audit.view')) return;
  void client.prefetchQuery(
    listAuditEventsQueryOptions(toListParams(parseListState(url.searchParams, AUDIT_LIST_OPTIONS))),
  );
};
