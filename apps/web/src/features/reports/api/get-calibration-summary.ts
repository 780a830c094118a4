import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TCalibrationSummaryResponse } from '@pdp/contract';
import type { ListParams } from '../../../components/data-table/list-query';
import { apiGet, urlOf } from '../../../lib/api-client';

/**
 * GET /api/v1/reports/calibration/summary: the institute's distribution and the department views of
 * the Rating Calibration report, for the table's filters (its sort and page change nothing here).
 */
export function calibrationSummaryQueryOptions(params: ListParams) {
  const { s: _sort, ...q } = params.q;
  return queryOptions({
    queryKey: ['reports', 'calibration', 'summary', q],
    queryFn: ({ signal }) =>
      apiGet<TCalibrationSummaryResponse>(urlOf(api.reports.calibration.summary), { params: { q }, signal }),
  });
}

export const useCalibrationSummary = (params: ListParams) =>
  useQuery({ ...calibrationSummaryQueryOptions(params), placeholderData: keepPreviousData });
