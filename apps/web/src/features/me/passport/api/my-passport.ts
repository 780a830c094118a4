// My passport (issue 21): GET my/passport and GET my/points_histories.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../../lib/api-client';

export function useMyPassport() {
  return useQuery({
    queryKey: ['me', 'passport'],
    queryFn: async ({ signal }) => (await call(api.points.myPassport, undefined, { signal })).data,
  });
}

/** A page of the points history, 10 rows (the page starts the first one beside the passport). */
export const HISTORY_PER_PAGE = 10;

export const myPointsHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: ['me', 'points_histories', page, HISTORY_PER_PAGE],
    queryFn: ({ signal }) =>
      call(api.points.myHistories, { query: { page, per_page: HISTORY_PER_PAGE } }, { signal }),
    placeholderData: keepPreviousData,
  });

export function useMyPointsHistory(page: number) {
  return useQuery(myPointsHistoryQuery(page));
}

/** GET my/forecast: where my passport will stand at the period's end, and programs that would close a gap. */
export const myForecastQuery = () =>
  queryOptions({
    queryKey: ['me', 'forecast'],
    queryFn: async ({ signal }) => (await call(api.points.myForecast, undefined, { signal })).data,
  });

export function useMyForecast() {
  return useQuery(myForecastQuery());
}
