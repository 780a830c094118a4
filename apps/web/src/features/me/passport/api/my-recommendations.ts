// GET my/recommendations: under the programs' key, so registering (which refreshes it) takes the
// program out of the list.
import { useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../../lib/api-client';

export function useMyRecommendations(isEducator: boolean) {
  return useQuery({
    queryKey: ['me', 'programs', 'recommendations'],
    queryFn: async ({ signal }) => (await call(api.profiling.myRecommendations, undefined, { signal })).data,
    enabled: isEducator,
  });
}
