import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TCreateDelegation } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { TEAM_KEY } from './get-team';

/** Under the team's key: a decision or a delegation refreshes the console and the Away panel together. */
const delegationsKey = (supervisorId?: number) =>
  [...TEAM_KEY, 'delegations', supervisorId ?? 'mine'] as const;

/** GET /api/v1/team/delegations: the supervisor's delegations, whom they may name, whom the caller acts for. */
export const delegationsQueryOptions = (supervisorId?: number) =>
  queryOptions({
    queryKey: delegationsKey(supervisorId),
    queryFn: ({ signal }) =>
      call(api.team.delegations, { query: supervisorId ? { supervisor_id: supervisorId } : {} }, { signal }),
  });

export function useDelegations(supervisorId?: number, enabled = true) {
  return useQuery({ ...delegationsQueryOptions(supervisorId), enabled });
}

const useRefreshTeam = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TEAM_KEY });
};

/** POST /api/v1/team/delegations; a refusal (422 per field) is the dialog's to show. */
export function useCreateDelegation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: TCreateDelegation) => call(api.team.createDelegation, { body }).then((r) => r.data),
    onSuccess: refresh,
  });
}

/** POST /api/v1/team/delegations/{id}/end: ends it now, or cancels one to come. */
export function useEndDelegation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (id: number) =>
      call(api.team.endDelegation, { params: { id } }, { errorDisplay: 'modal' }).then((r) => r.data),
    onSettled: refresh,
  });
}
