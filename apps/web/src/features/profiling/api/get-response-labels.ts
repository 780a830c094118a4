import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type responseLabelsResource } from '@pdp/contract';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';

export type ResponseLabel = z.infer<typeof responseLabelsResource.item>;

/** GET /api/v1/response_labels: the institute's answer scale (text and value), lowest value first. */
export async function getResponseLabels(signal?: AbortSignal): Promise<ResponseLabel[]> {
  const response = await call(
    api.settings.resources.response_labels.list,
    { params: {}, query: { per_page: '100' } },
    { signal },
  );
  return response.data as ResponseLabel[];
}

export const responseLabelsQueryOptions = () =>
  queryOptions({
    queryKey: ['profiling', 'response-labels'],
    queryFn: ({ signal }) => getResponseLabels(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useResponseLabels() {
  return useQuery(responseLabelsQueryOptions());
}
