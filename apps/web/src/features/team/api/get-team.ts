import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** Every read of the team console starts with this key (refreshed after a decision). */
export const TEAM_KEY = ['team'] as const;

/** GET /api/v1/team: the supervisor's educators and what waits for them (an admin may name one). */
export const teamQueryOptions = (supervisorId?: number) =>
  queryOptions({
    queryKey: [...TEAM_KEY, supervisorId ?? 'mine'],
    queryFn: ({ signal }) =>
      call(api.team.summary, { query: supervisorId ? { supervisor_id: supervisorId } : {} }, { signal }).then(
        (response) => response.data,
      ),
  });

export function useTeam(supervisorId?: number) {
  return useQuery(teamQueryOptions(supervisorId));
}
