import { useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { PROFILE_LISTS_KEY } from './list-profiles';

/**
 * GET /api/v1/profiles/{id}/recommendations: programs for the gaps of the educator's latest
 * completed profile. Under the lists' key, so submitting a rating refreshes it.
 */
export function useProfileRecommendations(profileId: number) {
  return useQuery({
    queryKey: [...PROFILE_LISTS_KEY, 'recommendations', profileId],
    queryFn: async ({ signal }) =>
      (await call(api.profiling.recommendations, { params: { id: profileId } }, { signal })).data,
  });
}
