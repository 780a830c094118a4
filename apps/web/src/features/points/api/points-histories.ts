import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import {
  emptyListResponse,
  listExportUrl,
  type ListParams,
  type ListStateOptions,
} from '../../../components/data-table/list-query';
import { call, urlOf } from '../../../lib/api-client';
import { userDetailQueryKey } from '../../../lib/user-query-keys';

/** Every cached page of one user's points history, for invalidation after a change. */
export const pointsHistoriesKey = (userId: number) => ['points', 'histories', userId] as const;

/** Newest first (part 2 §9); its own keys in the URL, apart from the profile's other table. */
export const POINTS_HISTORY_LIST_OPTIONS: ListStateOptions = { prefix: 'history.', defaultSort: 'date desc' };

/** GET users/{id}/points_histories: one page, newest first unless sorted otherwise (part 2 §9). */
export const pointsHistoriesQueryOptions = (userId: number, params: ListParams) =>
  queryOptions({
    queryKey: [...pointsHistoriesKey(userId), params],
    queryFn: ({ signal }) =>
      call(
        api.points.histories,
        { params: { id: userId }, query: params },
        { signal, emptyResult: emptyListResponse(params) },
      ),
    placeholderData: (previous) => previous,
  });

export function usePointsHistories(userId: number, params: ListParams) {
  return useQuery(pointsHistoriesQueryOptions(userId, params));
}

/** The CSV and PDF exports: the table's filters and sort, every row. */
export const pointsHistoryExportUrls = (userId: number, params: ListParams) => ({
  csv: listExportUrl(urlOf(api.points.historiesCsv, { params: { id: userId } }), params),
  pdf: listExportUrl(urlOf(api.points.historiesPdf, { params: { id: userId } }), params),
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
      call(
        api.points.deleteHistory,
        { params: { id: userId, history_id: historyId } },
        { errorDisplay: 'modal' },
      ),
    onSuccess: refresh,
  });
}
