import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type TForecastSummaryResponse,
  type TPassportSummaryResponse,
  type TPointRequestSummaryResponse,
  type TPointsHistorySummaryResponse,
  type TRegistrationSummaryResponse,
  api,
} from '@pdp/contract';
import type { ListParams } from '../../../components/data-table/list-query';
import { apiGet, urlOf } from '../../../lib/api-client';

/** The reports with a chart summary, and what each answers. */
interface ReportSummaries {
  passport: TPassportSummaryResponse;
  forecast: TForecastSummaryResponse;
  points_history: TPointsHistorySummaryResponse;
  point_request: TPointRequestSummaryResponse;
  registrations: TRegistrationSummaryResponse;
}
export type SummaryEndpoint = keyof ReportSummaries;

/** The report's filters only: its sort and page do not change what the summary counts. */
const filtersOf = ({ q }: ListParams) => {
  const { s: _sort, ...filters } = q;
  return filters;
};

/**
 * GET /api/v1/reports/{endpoint}/summary: a report's rows grouped for its chart, for the table's
 * filters (the Points History summary also serves User Points, whose filters it takes).
 */
export const reportSummaryQueryOptions = <E extends SummaryEndpoint>(endpoint: E, params: ListParams) => {
  const q = filtersOf(params);
  return queryOptions({
    queryKey: ['reports', endpoint, 'summary', q],
    queryFn: ({ signal }) =>
      apiGet<ReportSummaries[E]>(urlOf(api.reports[endpoint].summary), {
        params: { q },
        signal,
        emptyResult: { data: [], period: { from: '', to: '' } } as ReportSummaries[E],
      }),
  });
};

export function useReportSummary<E extends SummaryEndpoint>(endpoint: E, params: ListParams) {
  return useQuery({ ...reportSummaryQueryOptions(endpoint, params), placeholderData: keepPreviousData });
}
