import { queryOptions } from '@tanstack/react-query';
import type { TUserListItem } from '@pdp/contract';
import {
  emptyListResponse,
  listExportUrl,
  type ListParams,
  type ListResponse,
} from '../../../components/data-table';
import { apiGet } from '../../../lib/api-client';

/** GET /api/v1/users: Manage Users, paged by the server (a supervisor gets only their educators). */
export const listUsersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['users', 'list', params],
    queryFn: ({ signal }) =>
      apiGet<ListResponse<TUserListItem>>('/api/v1/users', {
        params,
        signal,
        emptyResult: emptyListResponse<TUserListItem>(params),
      }),
  });

/**
 * GET /api/v1/users.csv with the list's filters and sort. The export holds every matching user, so
 * the table's page is left out.
 */
export function usersExportUrl(params: ListParams): string {
  return listExportUrl('/api/v1/users.csv', params);
}
