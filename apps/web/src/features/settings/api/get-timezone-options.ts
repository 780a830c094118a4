import { api } from '@pdp/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export interface TimezoneOption {
  id: string;
  name: string;
}

/** GET /api/v1/timezones/options: the IANA zones the server accepts, `{id, name}`. */
export async function getTimezoneOptions(signal?: AbortSignal): Promise<TimezoneOption[]> {
  const response = await call(api.institutes.timezones, undefined, { signal });
  // The contract's option id is a number or a string; zone ids are names.
  return response.data as TimezoneOption[];
}

export const timezoneOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['timezones', 'options'],
    queryFn: ({ signal }) => getTimezoneOptions(signal),
    staleTime: Infinity,
  });

export function useTimezoneOptions() {
  return useQuery(timezoneOptionsQueryOptions());
}
