// Manage Users' first reads, started by the router beside its code (lib/route-prefetch.ts).
// Kept light: query options and URL parsing only, so this chunk arrives long before the page's.
import { parseListState, toListParams } from '../../components/data-table/list-query';
import {
  departmentOptionsQueryOptions,
  divisionOptionsQueryOptions,
  employmentTypeOptionsQueryOptions,
} from '../../lib/options';
import type { RoutePrefetch } from '../../lib/route-prefetch';
import { USER_LIST_OPTIONS, listUsersQueryOptions } from './api/list-users';

/** The page of users the address asks for (the table's own query) and the filters' choices. */
export const prefetch: RoutePrefetch = (client, { me, url }) => {
  // Someone without the right sees the no-access panel, which reads nothing.
  if (!me.permissions.includes('users.view')) return;
  const state = parseListState(url.searchParams, USER_LIST_OPTIONS);
  void client.prefetchQuery(listUsersQueryOptions(toListParams(state)));
  void client.prefetchQuery(divisionOptionsQueryOptions());
  const divisionId = state.filters.division_id_eq;
  void client.prefetchQuery(departmentOptionsQueryOptions(typeof divisionId === 'string' ? divisionId : ''));
  void client.prefetchQuery(employmentTypeOptionsQueryOptions());
};
