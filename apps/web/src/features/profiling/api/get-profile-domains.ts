import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TProfileDomain, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** GET /api/v1/profiles/{id}/domains.json: the active domains in display order, with answer counts. */
export async function getProfileDomains(profileId: number, signal?: AbortSignal): Promise<TProfileDomain[]> {
  const response = await call(api.profiling.domains, { params: { id: profileId } }, { signal });
  return response.data;
}

export const profileDomainsQueryOptions = (profileId: number) =>
  queryOptions({
    queryKey: ['profiling', 'profiles', 'domains', profileId],
    queryFn: ({ signal }) => getProfileDomains(profileId, signal),
  });

export function useProfileDomains(profileId: number | undefined) {
  return useQuery({ ...profileDomainsQueryOptions(profileId ?? 0), enabled: profileId !== undefined });
}
