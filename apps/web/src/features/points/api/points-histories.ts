import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPointsHistory } from '@pdp/contract';
import {
  emptyListResponse,
  listExportUrl,
  type ListParams,
  type ListResponse,
  type ListStateOptions,
} from '../../../components/data-table/list-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { userDetailQueryKey } from '../../../lib/user-query-keys';

const historyPath = (userId: number) => `/api/v1/users/${userId}/points_histories`;

/** Every cached page of one user's points history, for invalidation after a change. */
export const pointsHistoriesKey = (userId: number) => ['points', 'histories', userId] as const;

/** Newest first (part 2 §9); its own keys in the URL, apart from the profile's other table. */
export const POINTS_HISTORY_LIST_OPTIONS: ListStateOptions = { prefix: 'history.', defaultSort: 'date desc' };

/** GET users/{id}/points_histories: one page, newest first unless sorted otherwise (part 2 §9). */
export const pointsHistoriesQueryOptions = (userId: number, params: ListParams) =>
  queryOptions({
    queryKey: [...pointsHistoriesKey(userId), params],
    queryFn: ({ signal }) =>
      apiGet<ListResponse<TPointsHistory>>(historyPath(userId), {
        params,
        signal,
        emptyResult: emptyListResponse(params),
      }),
    placeholderData: (previous) => previous,
  });

export function usePointsHistories(userId: number, params: ListParams) {
  return useQuery(pointsHistoriesQueryOptions(userId, params));
}

/** The CSV and PDF exports: the table's filters and sort, every row. */
export const pointsHistoryExportUrls = (userId: number, params: ListParams) => ({
  csv: listExportUrl(`${historyPath(userId)}.csv`, params),
  pdf: listExportUrl(`${historyPath(userId)}.pdf`, params),
});

/**
 * After a change to a user's points: their history, and the profile header's Passport Obtained
 * date (the users feature's query, through lib/).
 */
export function useRefreshUserPoints(userId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pointsHistoriesKey(userId) }),
      queryClient.invalidateQueries({ queryKey: userDetailQueryKey(userId) }),
    ]);
}

/** DELETE users/{id}/points_histories/{history_id}: a vocational or rea row (204); failures in the Error! modal. */
export function useDeletePointsHistory(userId: number) {
  const refresh = useRefreshUserPoints(userId);
  return useMutation({
    mutationFn: (historyId: number) =>
      apiSend<void>(`${historyPath(userId)}/${historyId}`, { method: 'DELETE', errorDisplay: 'modal' }),
    onSuccess: refresh,
  });
}
