import { queryOptions } from '@tanstack/react-query';
import type { TPassportReportRow } from '@pdp/contract';
import {
  emptyListResponse,
  listExportUrl,
  type ListParams,
  type ListResponse,
} from '../../../components/data-table';
import { apiGet } from '../../../lib/api-client';

/** GET /api/v1/reports/passport: each user's passport, points and profile status for a period. */
export const listPassportReportQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['reports', 'passport', params],
    queryFn: ({ signal }) =>
      apiGet<ListResponse<TPassportReportRow>>('/api/v1/reports/passport', {
        params,
        signal,
        emptyResult: emptyListResponse<TPassportReportRow>(params),
      }),
  });

/** GET /api/v1/reports/passport.csv with the table's filters and sort (every row, so no page). */
export function passportReportExportUrl(params: ListParams): string {
  return listExportUrl('/api/v1/reports/passport.csv', params);
}
