import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TDomainWithCapabilities, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** GET /api/v1/profiles/{id}/domains/{domainId}: one domain with its numbered capability statements. */
export async function getProfileDomain(
  profileId: number,
  domainId: number,
  signal?: AbortSignal,
): Promise<TDomainWithCapabilities> {
  const response = await call(
    api.profiling.domain,
    { params: { id: profileId, domain_id: domainId } },
    { signal },
  );
  return response.data;
}

export const profileDomainQueryOptions = (profileId: number, domainId: number) =>
  queryOptions({
    queryKey: ['profiling', 'profiles', 'domain', profileId, domainId],
    queryFn: ({ signal }) => getProfileDomain(profileId, domainId, signal),
    // Statements change only in the settings area; paging back and forth need not refetch them.
    staleTime: 5 * 60 * 1000,
  });

export function useProfileDomain(profileId: number | undefined, domainId: number | undefined) {
  return useQuery({
    ...profileDomainQueryOptions(profileId ?? 0, domainId ?? 0),
    enabled: profileId !== undefined && domainId !== undefined,
  });
}
