// My passport (issue 21): GET my/passport and GET my/points_histories.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

export function useMyPointsHistory(page: number, perPage: number) {
  return useQuery({
    queryKey: ['me', 'points_histories', page, perPage],
    queryFn: ({ signal }) =>
      apiGet<MyPointsHistoryPage>(`/api/v1/my/points_histories?page=${page}&per_page=${perPage}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
