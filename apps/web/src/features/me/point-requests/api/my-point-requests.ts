// The educator's point requests (issue 21): GET/POST my/point_requests, GET/PUT my/point_requests/{id},
// the settings the form follows, and the vocational activities it offers (the intervals are the contract's).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TCreateMyPointRequestInput, type TUpdateMyPointRequestBody, api } from '@pdp/contract';
import { call } from '../../../../lib/api-client';
import { RECORD_PROBLEM_STATUSES } from '../../../../lib/record-problem';

const key = ['me', 'point_requests'] as const;

export const myPointRequestsQueryOptions = () =>
  queryOptions({
    queryKey: [...key, 'list'],
    queryFn: ({ signal }) => call(api.points.myRequests, { query: { per_page: 100 } }, { signal }),
  });
export const useMyPointRequests = () => useQuery(myPointRequestsQueryOptions());

export const useMyPointRequest = (id: number | null) =>
  useQuery({
    queryKey: [...key, 'one', id],
    enabled: id !== null,
    queryFn: async ({ signal }) =>
      // The page explains a request it cannot show (none, or someone else's).
      (
        await call(
          api.points.myRequest,
          { params: { id: id ?? 0 } },
          { signal, unreportedStatuses: RECORD_PROBLEM_STATUSES },
        )
      ).data,
  });

export const useMyPointRequestSettings = () =>
  useQuery({
    queryKey: [...key, 'settings'],
    queryFn: async ({ signal }) => (await call(api.points.myRequestSettings, undefined, { signal })).data,
  });

export const useVocationalActivityOptions = () =>
  useQuery({
    queryKey: ['options', 'vocational_activities'],
    queryFn: async ({ signal }) =>
      (await call(api.settings.vocationalActivityOptions, undefined, { signal })).data,
  });

/** Submits a new request, or saves (and for an incomplete one resubmits) an existing one. */
export function useSaveMyPointRequest(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateMyPointRequestInput | TUpdateMyPointRequestBody) =>
      (id === null
        ? await call(api.points.myCreateRequest, { body: body as TCreateMyPointRequestInput })
        : await call(api.points.myUpdateRequest, { params: { id }, body })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
