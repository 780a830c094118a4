import { api } from '@pdp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface MetadataOption {
  value: string;
  label: string;
  description?: string;
}

/** The option lists of the institute form, keyed by field (multi-selects, ical_type, reminder days). */
export type InstituteOptionLists = Record<string, MetadataOption[]>;

/** GET /api/v1/metadata/institutes: server-supplied model metadata (part 1 §3). */
export async function getInstituteMetadata(signal?: AbortSignal): Promise<InstituteOptionLists> {
  const response = await call(api.institutes.metadata, undefined, { signal });
  return response.data.options;
}

export const instituteMetadataQueryOptions = () =>
  queryOptions({
    queryKey: ['metadata', 'institutes'],
    queryFn: ({ signal }) => getInstituteMetadata(signal),
    // The lists change only with a deploy.
    staleTime: Infinity,
  });

export function useInstituteMetadata() {
  return useQuery(instituteMetadataQueryOptions());
}
