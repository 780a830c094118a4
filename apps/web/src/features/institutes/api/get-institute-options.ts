import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TOption, api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

export type InstituteOption = TOption & { id: number };

/** GET /api/v1/institutes/options: every institute, for the super admin's switcher and "copy from". */
export async function getInstituteOptions(signal?: AbortSignal): Promise<InstituteOption[]> {
  const response = await call(api.institutes.options, undefined, { signal, emptyResult: { data: [] } });
  // The contract's option id is a number or a string; institute ids are numbers.
  return response.data as InstituteOption[];
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
