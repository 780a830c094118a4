import { api } from '@pdp/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { PROFILE_LISTS_KEY } from './list-profiles';
import { profilesCheckQueryOptions } from './use-profiles-check';

/** DELETE /api/v1/profiles/{id} (admins, not completed): a refusal's message opens Error! (part 1 §8). */
export async function deleteProfile(profileId: number): Promise<void> {
  await call(api.profiling.delete, { params: { id: profileId } }, { errorDisplay: 'modal' });
}

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROFILE_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: profilesCheckQueryOptions().queryKey });
    },
  });
}
