// My profile (issue 21): GET my/profile, PUT my/profile/responses, POST my/profile/submit,
// GET my/profile/comparison.
import {
  mutationOptions,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type TMyProfile, api } from '@pdp/contract';
import { call } from '../../../../lib/api-client';

export const PROFILE_KEY = ['me', 'profile'] as const;
const ANSWER_KEY = ['me', 'profile', 'answer'] as const;

export function useMyProfile({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: PROFILE_KEY,
    enabled,
    queryFn: async ({ signal }) => (await call(api.profiling.myProfile, undefined, { signal })).data,
  });
}

/**
 * Saves answers as they are chosen; the answer shows at once and the progress follows the server.
 * Saves run one after another (one scope), and only the last one's answer replaces the cached
 * profile: an earlier answer arriving while later choices are in flight would un-check them.
 */
export function useSaveMyAnswer() {
  return useMutation(saveMyAnswerOptions(useQueryClient()));
}

export function saveMyAnswerOptions(client: QueryClient) {
  return mutationOptions({
    mutationKey: ANSWER_KEY,
    scope: { id: 'me-profile-answer' },
    mutationFn: async (answer: { capability_id: number; value: number }) =>
      (
        await call(
          api.profiling.myResponses,
          { body: { profile: { responses: [answer] } } },
          { errorDisplay: 'message' },
        )
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
    onSuccess: (profile) => {
      // This save still counts as in flight here; more than one means later choices are waiting.
      if (client.isMutating({ mutationKey: ANSWER_KEY }) <= 1) client.setQueryData(PROFILE_KEY, profile);
    },
    onError: () => client.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

export function useSubmitMyProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(api.profiling.mySubmit, undefined, { errorDisplay: 'modal' })).data,
    onSuccess: (profile) => client.setQueryData(PROFILE_KEY, profile),
  });
}

export function useMyProfileComparison(isCompleted: boolean) {
  return useQuery({
    queryKey: ['me', 'profile', 'comparison'],
    queryFn: async ({ signal }) => (await call(api.profiling.myComparison, undefined, { signal })).data,
    enabled: isCompleted,
  });
}
