import { api } from '@pdp/contract';
import { queryOptions } from '@tanstack/react-query';
import {
  emptyListResponse,
  listExportUrl,
  type ListParams,
  type ListResponse,
} from '../../../components/data-table/list-query';
import { apiGet, urlOf } from '../../../lib/api-client';

/** The paged-table reports' endpoints (part 2 §7 "Reports and users lists"). */
export type PagedReportEndpoint = Exclude<keyof typeof api.reports, 'search'>;

/**
 * GET /api/v1/reports/{endpoint}: one page of a report for the list query. Call it once per report
 * at module level, so the table gets the same factory on every render.
 */
export const listReportQueryOptions =
  <R>(endpoint: PagedReportEndpoint) =>
  (params: ListParams) =>
    queryOptions({
      queryKey: ['reports', endpoint, params],
      queryFn: ({ signal }) =>
        apiGet<ListResponse<R>>(urlOf(api.reports[endpoint].list), {
          params,
          signal,
          emptyResult: emptyListResponse<R>(params),
        }),
    });

/** GET /api/v1/reports/{endpoint}.csv with the table's filters and sort (every row, so no page). */
export const reportExportUrl = (endpoint: PagedReportEndpoint) => (params: ListParams) =>
  listExportUrl(urlOf(api.reports[endpoint].exportCsv), params);

/** GET /api/v1/reports/{endpoint}.pdf with the table's filters, sort and as-at day (Download PDF). */
export const reportPdfUrl =
  (endpoint: 'points_history' | 'passport' | 'user_points' | 'demand') => (params: ListParams) =>
    listExportUrl(urlOf(api.reports[endpoint].pdf), params);
