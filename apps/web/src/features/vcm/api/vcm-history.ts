import { queryOptions } from '@tanstack/react-query';
import type { TVcmHistoryLog } from '@pdp/contract';
import type { ListParams, ListResponse } from '../../../components/data-table';
import { getVcmBody, vcmKey } from './get-vcm';

/** GET /api/v1/vcms/{id}/history_logs: VCM History, paged by the server (latest first). */
export const vcmHistoryQueryOptions = (id: number | string) => (params: ListParams) =>
  queryOptions({
    queryKey: [...vcmKey(id), 'history', params],
    queryFn: ({ signal }) =>
      getVcmBody<ListResponse<TVcmHistoryLog>>(`/api/v1/vcms/${id}/history_logs`, { params, signal }),
  });
