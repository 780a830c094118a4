import { queryOptions } from '@tanstack/react-query';
import { PROGRAM_TABS, type TProgramListRow, type TProgramTab, api } from '@pdp/contract';
import {
  emptyListResponse,
  toListQueryString,
  type ListParams,
  type ListStateOptions,
} from '../../../components/data-table/list-query';
import { call, urlOf } from '../../../lib/api-client';
import type { To } from 'react-router';
import { searchWith } from '../../../lib/search-params';

/** The server's default order per tab (live by first workshop ascending, the others descending). */
export const PROGRAM_LIST_OPTIONS: ListStateOptions = {};

/** The tab in the address (`?tab=draft`), so reload and Back keep it; Live when absent or unknown. */
export function readTab(search: URLSearchParams): TProgramTab {
  const tab = search.get('tab');
  return (PROGRAM_TABS as readonly string[]).includes(tab ?? '') ? (tab as TProgramTab) : 'live';
}

/**
 * Where a tab's link goes: another tab is another list, so its own first page and its own default
 * order; the filters stay. Live is the address without `tab`.
 */
export function programTabLink(current: URLSearchParams, tab: TProgramTab): To {
  return searchWith(current, { page: null, 'q[s]': null, tab: tab === 'live' ? null : tab });
}

/**
 * GET /api/v1/programs?tab=…: one tab of Manage Programs, paged and sorted by the server (live
 * ascending by the first workshop's start, draft and past descending, until a column is sorted).
 */
export const listProgramsQueryOptions = (tab: TProgramTab) => (params: ListParams) =>
  queryOptions({
    queryKey: ['programs', 'list', tab, params],
    queryFn: ({ signal }) =>
      call(
        api.programs.list,
        { query: { ...params, tab } },
        {
          signal,
          emptyResult: emptyListResponse<TProgramListRow>(params),
        },
      ),
  });

/** GET /api/v1/programs.csv: every program of the tab with the list's filters and sort (no page). */
export function programsExportUrl(tab: TProgramTab, params: ListParams): string {
  const query = toListQueryString(params)
    .split('&')
    .filter((part) => part !== '' && !/^(page|per_page)=/.test(part));
  return `${urlOf(api.programs.exportCsv)}?${[`tab=${tab}`, ...query].join('&')}`;
}
