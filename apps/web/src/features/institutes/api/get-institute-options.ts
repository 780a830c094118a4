import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@pdp/contract';
import { apiGet } from '../../../lib/api-client';

export type InstituteOption = TOption & { id: number };

/** GET /api/v1/institutes/options: every institute, for the super admin's switcher and "copy from". */
export async function getInstituteOptions(signal?: AbortSignal): Promise<InstituteOption[]> {
  const response = await apiGet<{ data: InstituteOption[] }>('/api/v1/institutes/options', {
    signal,
    emptyResult: { data: [] },
  });
  return response.data;
}

export const instituteOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['institutes', 'options'],
    queryFn: ({ signal }) => getInstituteOptions(signal),
    staleTime: 60 * 1000,
  });

/** Only a super admin may list institutes: pass `enabled: false` for anyone else. */
export function useInstituteOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...instituteOptionsQueryOptions(), enabled });
}
