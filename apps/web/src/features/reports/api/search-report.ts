import { api, type TSearchReport, type TSearchReportBody, type TSearchReportResponse } from '@pdp/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListFilters } from '../../../components/data-table';
import { filterText } from '../../../components/filter-panel';
import { apiSend, urlOf } from '../../../lib/api-client';

/** What a search report is asked for, as the page keeps it (the URL's filter values). */
export interface SearchReportChoices {
  filters: Record<string, string>;
  params: { year: string; mode: string; view_by: string };
  sorting: string;
}

/**
 * The page's applied filters (the URL's `q[...]`: year, mode, view_by and sorting beside the user
 * filters) as the report's choices.
 */
export function searchChoicesOf(filters: ListFilters): SearchReportChoices {
  const { year, mode, view_by: viewBy, sorting, ...rest } = filters;
  return {
    params: { year: filterText(year), mode: filterText(mode), view_by: filterText(viewBy) },
    sorting: filterText(sorting) || 'asc',
    filters: Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, filterText(value)])),
  };
}

const blankless = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));

/**
 * POST /api/v1/reports/{name} (part 2 §7 "Search calls"): `{filters, params: {year, mode, view_by},
 * pagination: null, sorting}`; the answer's `data` is the table's rows. A failure is logged and
 * loading ends (part 2 §8: no message).
 */
export const searchReportQueryOptions = (name: TSearchReport, choices: SearchReportChoices) =>
  queryOptions({
    queryKey: ['reports', 'search', name, choices],
    queryFn: async ({ signal }) => {
      const body: TSearchReportBody = {
        filters: blankless(choices.filters),
        params: blankless(choices.params),
        pagination: null,
        sorting: choices.sorting === 'desc' ? 'desc' : 'asc',
      };
      try {
        return await apiSend<TSearchReportResponse>(urlOf(api.reports.search[name].run), { body, signal });
      } catch (error) {
        console.error(`The ${name} report failed to load`, error);
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET /api/v1/reports/{name}.csv: the same choices as a query string (year, mode, view_by, sorting, q[...]). */
export function searchReportExportUrl(name: TSearchReport, choices: SearchReportChoices): string {
  const query = new URLSearchParams(blankless({ ...choices.params, sorting: choices.sorting }));
  for (const [key, value] of Object.entries(blankless(choices.filters))) query.set(`q[${key}]`, value);
  const text = query.toString();
  const path = urlOf(api.reports.search[name].exportCsv);
  return text ? `${path}?${text}` : path;
}
