import { queryOptions, useQuery } from '@tanstack/react-query';
// Types only here: the schemas the forms need are imported by the forms themselves.
import { type TInstitute, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** GET /api/v1/institutes/{id}: every institute field (part 1 §3), for the settings sections. */
export async function getInstitute(id: number, signal?: AbortSignal): Promise<TInstitute> {
  const response = await call(api.institutes.get, { params: { id } }, { signal });
  return response.data;
}

export const instituteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['institutes', id],
    queryFn: ({ signal }) => getInstitute(id, signal),
    // A settings form starts from what the server holds now; one failure is enough to report.
    staleTime: 0,
    retry: false,
  });

export function useInstitute(id: number) {
  return useQuery(instituteQueryOptions(id));
}
