import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TProfile, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { profileDomainsQueryOptions } from './get-profile-domains';
import { PROFILE_LISTS_KEY } from './list-profiles';
import { profilesCheckQueryOptions } from './use-profiles-check';

/** PUT /api/v1/profiles/{id} {profile:{supervisor_completed:true}}: the supervisor submits their rating. */
export async function submitProfile(profileId: number): Promise<TProfile> {
  const response = await call(
    api.profiling.update,
    { params: { id: profileId }, body: { profile: { supervisor_completed: true } } },
    {
      // 400 until every statement is rated: the server's message in Error!.
      errorDisplay: 'modal',
    },
  );
  return response.data;
}

/** Submit Profile: afterwards the list, the open count (and the red dot) and the form refresh. */
export function useSubmitProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProfile,
    onSuccess: (profile) => {
      void queryClient.invalidateQueries({ queryKey: PROFILE_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: profilesCheckQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: profileDomainsQueryOptions(profile.id).queryKey });
    },
  });
}
