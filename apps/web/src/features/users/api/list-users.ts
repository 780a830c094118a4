import { queryOptions } from '@tanstack/react-query';
import { api, type TUserListItem } from '@pdp/contract';
import {
  emptyListResponse,
  listExportUrl,
  type ListFilters,
  type ListParams,
  type ListStateOptions,
} from '../../../components/data-table/list-query';
import { call, urlOf } from '../../../lib/api-client';

/** Manage Users: a fresh visit, and Clear, show active users only. */
export const DEFAULT_USER_FILTERS: ListFilters = { active_true: '1' };

// The server's own order (family name, given name) until a column is sorted.
export const USER_LIST_OPTIONS: ListStateOptions = { defaultFilters: DEFAULT_USER_FILTERS };

/** GET /api/v1/users: Manage Users, paged by the server (a supervisor gets only their educators). */
export const listUsersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) =>
      call(
        api.users.list,
        { query: params },
        {
          signal,
          emptyResult: emptyListResponse<TUserListItem>(params),
        },
      ),
  });

/**
 * GET /api/v1/users.csv with the list's filters and sort. The export holds every matching user, so
 * the table's page is left out.
 */
export function usersExportUrl(params: ListParams): string {
  return listExportUrl(urlOf(api.users.exportCsv), params);
}
