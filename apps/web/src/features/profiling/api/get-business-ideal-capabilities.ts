import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type capabilitiesResource } from '@pdp/contract';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type BusinessIdealCapability = z.infer<typeof capabilitiesResource.item>;

/** GET /api/v1/domains/{id}/capabilities (the nested settings list): a domain's active statements. */
export async function getBusinessIdealCapabilities(
  domainId: number,
  signal?: AbortSignal,
): Promise<BusinessIdealCapability[]> {
  const response = await call(
    api.settings.resources.capabilities.list,
    { params: { parentId: domainId }, query: { q: { active_true: '1' }, per_page: '1000' } },
    { signal },
  );
  return response.data as BusinessIdealCapability[];
}

export const businessIdealCapabilitiesQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: ['profiling', 'business-ideal', 'capabilities', domainId],
    queryFn: ({ signal }) => getBusinessIdealCapabilities(domainId, signal),
    staleTime: 60 * 1000,
  });

export function useBusinessIdealCapabilities(domainId: number) {
  return useQuery(businessIdealCapabilitiesQueryOptions(domainId));
}
