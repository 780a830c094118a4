// My profile (issue 21): GET my/profile, PUT my/profile/responses, POST my/profile/submit,
// GET my/profile/comparison.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMyProfile, TMyProfileComparison } from '@pdp/contract';
import { apiGet, apiSend } from '../../../../lib/api-client';

const PROFILE_KEY = ['me', 'profile'] as const;

export function useMyProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: async ({ signal }) =>
      (await apiGet<{ data: TMyProfile }>('/api/v1/my/profile', { signal })).data,
  });
}

/** Saves answers as they are chosen; the answer shows at once and the progress follows the server. */
export function useSaveMyAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { capability_id: number; value: number }) =>
      (
        await apiSend<{ data: TMyProfile }>('/api/v1/my/profile/responses', {
          method: 'PUT',
          body: { profile: { responses: [answer] } },
          errorDisplay: 'message',
        })
      ).data,
    // The choice shows at once; the server's answer (with the new progress) replaces it.
    onMutate: ({ capability_id, value }) =>
      client.setQueryData<TMyProfile>(PROFILE_KEY, (profile) =>
        profile
          ? {
              ...profile,
              domains: profile.domains.map((domain) => ({
                ...domain,
                capabilities: domain.capabilities.map((c) => (c.id === capability_id ? { ...c, value } : c)),
              })),
            }
          : profile,
      ),
    onSuccess: (profile) => client.setQueryData(PROFILE_KEY, profile),
    onError: () => client.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export function useSubmitMyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiSend<{ data: TMyProfile }>('/api/v1/my/profile/submit', { errorDisplay: 'modal' })).data,
    onSuccess: (profile) => client.setQueryData(PROFILE_KEY, profile),
  });
}

export function useMyProfileComparison(isCompleted: boolean) {
  return useQuery({
    queryKey: ['me', 'profile', 'comparison'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ data: TMyProfileComparison }>('/api/v1/my/profile/comparison', { signal })).data,
    enabled: isCompleted,
  });
}
