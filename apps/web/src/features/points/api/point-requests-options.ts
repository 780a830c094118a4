import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInstitute, TVocationalActivityOption } from '@pdp/contract';
import { apiGet } from '../../../lib/api-client';
import { OPTIONS_STALE_MS, getOptions } from '../../../lib/options';

/** GET /api/v1/vocational_activities/options: the activities a vocational request picks from, with their points. */
export const vocationalActivityOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['points', 'vocational-activities', 'options'],
    queryFn: ({ signal }) =>
      getOptions<TVocationalActivityOption>('/api/v1/vocational_activities/options', {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export function useVocationalActivityOptions() {
  return useQuery(vocationalActivityOptionsQueryOptions());
}

/** What a point request form needs of the institute: whether vocational requests carry unit codes. */
export type PointRequestSettings = Pick<TInstitute, 'vocational_currency_uses_units'>;

/** GET /api/v1/institutes/{id}: read for `vocational_currency_uses_units` (part 2 §3). */
export function usePointRequestSettings(instituteId: number) {
  return useQuery({
    queryKey: ['points', 'institute-settings', instituteId],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ data: PointRequestSettings }>(`/api/v1/institutes/${instituteId}`, {
          signal,
          unreportedStatuses: [403, 404],
        })
      ).data,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
