import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type TPointRequest, api } from '@pdp/contract';
import {
  emptyListResponse,
  type ListParams,
  type ListStateOptions,
} from '../../../components/data-table/list-query';
import { call } from '../../../lib/api-client';

/**
 * Every query of a user's point requests starts with this key: after an action the section
 * refreshes them all (point-requests-actions.ts).
 */
export const pointRequestsKey = (userId: number) => ['points', 'point-requests', userId] as const;

/** Newest first (part 2 §9); the server filters to pending by default. */
export const PENDING_LIST_OPTIONS: ListStateOptions = {
  prefix: 'pending.',
  defaultFilters: {},
  defaultSort: 'updated_at desc',
  defaultPerPage: 25,
};

/**
 * GET /api/v1/users/{id}/point_requests: Activities Submitted for Approval (part 2 §2). The server
 * filters to pending and sorts by updated_at, newest first (part 2 §9), and each row says which
 * actions the caller may take (part 2 §6). A 403 is the spec's empty result.
 */
export const pointRequestsQueryOptions = (userId: number) => (params: ListParams) =>
  queryOptions({
    queryKey: [...pointRequestsKey(userId), 'list', params],
    queryFn: ({ signal }) =>
      call(
        api.points.listRequests,
        { params: { id: userId }, query: params },
        { signal, emptyResult: emptyListResponse<TPointRequest>(params) },
      ),
  });

/** The same page the table reads (one request): the section shows an empty state from its total. */
export function usePointRequests(userId: number, params: ListParams) {
  return useQuery({ ...pointRequestsQueryOptions(userId)(params), placeholderData: keepPreviousData });
}
