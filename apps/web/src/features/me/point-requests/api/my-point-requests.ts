// The educator's point requests (issue 21): GET/POST my/point_requests, GET/PUT my/point_requests/{id},
// the settings the form follows, and the vocational activities it offers (the intervals are the contract's).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCreateMyPointRequestInput,
  TMyPointRequest,
  TMyPointRequestSettings,
  TUpdateMyPointRequestBody,
  TVocationalActivityOption,
} from '@pdp/contract';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { RECORD_PROBLEM_STATUSES } from '../../../../lib/record-problem';

const key = ['me', 'point_requests'] as const;
type List = { data: TMyPointRequest[]; meta: { total: number } };
type One = { data: TMyPointRequest };

export const myPointRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...key, 'list'],
    queryFn: ({ signal }) => apiGet<List>('/api/v1/my/point_requests?per_page=100', { signal }),
  });
export const useMyPointRequests = () => useQuery(myPointRequestsQueryOptions());

export const useMyPointRequest = (id: number | null) =>
  useQuery({
    queryKey: [...key, 'one', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      // The page explains a request it cannot show (none, or someone else's).
      (
        await apiGet<One>(`/api/v1/my/point_requests/${id}`, {
          signal,
          unreportedStatuses: RECORD_PROBLEM_STATUSES,
        })
      ).data,
  });

export const useMyPointRequestSettings = () =>
  useQuery({
    queryKey: [...key, 'settings'],
    queryFn: async ({ signal }) =>
      (await apiGet<{ data: TMyPointRequestSettings }>('/api/v1/my/point_requests/settings', { signal }))
        .data,
  });

export const useVocationalActivityOptions = () =>
  useQuery({
    queryKey: ['options', 'vocational_activities'],
    queryFn: async ({ signal }) =>
      (
        await apiGet<{ data: TVocationalActivityOption[] }>('/api/v1/vocational_activities/options', {
          signal,
        })
      ).data,
  });

/** Submits a new request, or saves (and for an incomplete one resubmits) an existing one. */
export function useSaveMyPointRequest(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateMyPointRequestInput | TUpdateMyPointRequestBody) =>
      (
        await apiSend<One>(id === null ? '/api/v1/my/point_requests' : `/api/v1/my/point_requests/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
