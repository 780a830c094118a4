import { queryOptions } from '@tanstack/react-query';
import { type TVcmHistoryLog, api } from '@pdp/contract';
import type { ListParams, ListResponse } from '../../../components/data-table';
import { urlOf } from '../../../lib/api-client';
import { getVcmBody, vcmKey } from './get-vcm';

/** GET /api/v1/vcms/{id}/history_logs: VCM History, paged by the server (latest first). */
export const vcmHistoryQueryOptions = (id: number | string) => (params: ListParams) =>
  queryOptions({
    queryKey: [...vcmKey(id), 'history', params],
    queryFn: ({ signal }) =>
      getVcmBody<ListResponse<TVcmHistoryLog>>(urlOf(api.vcm.history, { params: { id } }), {
        params,
        signal,
      }),
  });
