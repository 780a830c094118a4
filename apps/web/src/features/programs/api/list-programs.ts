import { queryOptions } from '@tanstack/react-query';
import type { TProgramListRow, TProgramTab } from '@pdp/contract';
import {
  emptyListResponse,
  toListQueryString,
  type ListParams,
  type ListResponse,
} from '../../../components/data-table';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/v1/programs?tab=…: one tab of Manage Programs, paged and sorted by the server (live
 * ascending by the first workshop's start, draft and past descending, until a column is sorted).
 */
export const listProgramsQueryOptions = (tab: TProgramTab) => (params: ListParams) =>
  queryOptions({
    queryKey: ['programs', 'list', tab, params],
    queryFn: ({ signal }) =>
      apiGet<ListResponse<TProgramListRow>>('/api/v1/programs', {
        params: { ...params, tab },
        signal,
        emptyResult: emptyListResponse<TProgramListRow>(params),
      }),
  });

/** GET /api/v1/programs.csv: every program of the tab with the list's filters and sort (no page). */
export function programsExportUrl(tab: TProgramTab, params: ListParams): string {
  const query = toListQueryString(params)
    .split('&')
    .filter((part) => part !== '' && !/^(page|per_page)=/.test(part));
  return `/api/v1/programs.csv?${[`tab=${tab}`, ...query].join('&')}`;
}
