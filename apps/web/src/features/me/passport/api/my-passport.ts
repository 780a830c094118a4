// My passport (issue 21): GET my/passport and GET my/points_histories.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyPassport, TPointsHistory } from '@pdp/contract';
import { apiGet } from '../../../../lib/api-client';

export function useMyPassport() {
  return useQuery({
    queryKey: ['me', 'passport'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ data: TMyPassport }>('/api/v1/my/passport', { signal })).data,
  });
}

export interface MyPointsHistoryPage {
  data: TPointsHistory[];
  meta: { total: number; page: number; per_page: number };
}

/** A page of the points history, 10 rows (the page starts the first one beside the passport). */
export const HISTORY_PER_PAGE = 10;

export const myPointsHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: ['me', 'points_histories', page, HISTORY_PER_PAGE],
    queryFn: ({ signal }) =>
      apiGet<MyPointsHistoryPage>(`/api/v1/my/points_histories?page=${page}&per_page=${HISTORY_PER_PAGE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useMyPointsHistory(page: number) {
  return useQuery(myPointsHistoryQuery(page));
}
