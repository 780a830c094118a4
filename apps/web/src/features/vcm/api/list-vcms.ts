import { queryOptions } from '@tanstack/react-query';
import { type TVcmListRow, api } from '@pdp/contract';
import { emptyListResponse, listExportUrl, type ListParams } from '../../../components/data-table/list-query';
import { call, urlOf } from '../../../lib/api-client';

/** Every VCM query starts with this key, so a decision refreshes the list, the detail and the history. */
export const VCM_KEY = ['vcm'] as const;

/** GET /api/v1/vcms: Manage VCMs, filtered and paged by the server (default status in_review). */
export const listVcmsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...VCM_KEY, 'list', params],
    queryFn: ({ signal }) =>
      call(api.vcm.list, { query: params }, { signal, emptyResult: emptyListResponse<TVcmListRow>(params) }),
  });

/** GET /api/v1/vcms.csv with the list's filters and sort (every matching VCM, so no page). */
export function vcmsExportUrl(params: ListParams): string {
  return listExportUrl(urlOf(api.vcm.exportCsv), params);
}
