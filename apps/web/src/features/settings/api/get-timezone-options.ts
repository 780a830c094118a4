import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface TimezoneOption {
  id: string;
  name: string;
}

/** GET /api/v1/timezones/options: the IANA zones the server accepts, `{id, name}`. */
export async function getTimezoneOptions(signal?: AbortSignal): Promise<TimezoneOption[]> {
  const response = await apiGet<{ data: TimezoneOption[] }>('/api/v1/timezones/options', { signal });
  return response.data;
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
