import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type domainsResource } from '@pdp/contract';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type BusinessIdealDomain = z.infer<typeof domainsResource.item>;

/**
 * GET /api/v1/domains (the settings list): the active domains, which are the business ideal's pages.
 * The server lists active rows first, in display order; the tab still picks and orders them itself.
 */
export async function getBusinessIdealDomains(signal?: AbortSignal): Promise<BusinessIdealDomain[]> {
  const response = await call(
    api.settings.resources.domains.list,
    { params: {}, query: { q: { active_true: '1' }, per_page: '1000' } },
    { signal },
  );
  return response.data as BusinessIdealDomain[];
}

export const businessIdealDomainsQueryOptions = () =>
  queryOptions({
    queryKey: ['profiling', 'business-ideal', 'domains'],
    queryFn: ({ signal }) => getBusinessIdealDomains(signal),
    staleTime: 60 * 1000,
  });

export function useBusinessIdealDomains() {
  return useQuery(businessIdealDomainsQueryOptions());
}
