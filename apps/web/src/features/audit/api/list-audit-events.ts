import { queryOptions } from '@tanstack/react-query';
import { type TAuditEvent, api } from '@pdp/contract';
import {
  emptyListResponse,
  listExportUrl,
  type ListFilters,
  type ListParams,
  type ListStateOptions,
} from '../../../components/data-table/list-query';
import { call, urlOf } from '../../../lib/api-client';
import { instituteDayBounds } from '../../../lib/dates';

// Newest first is the server's order; the log is read, not sorted.
export const AUDIT_LIST_OPTIONS: ListStateOptions = { defaultFilters: {} };

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The screen's date filters name days (yyyy-MM-dd); the events carry times. "From" becomes the
 * start of that day and "To" its end, on the institute's clock, so both days are included.
 */
function withDayBounds(filters: ListFilters): ListFilters {
  const bound = (key: string, end: 'start' | 'end') => {
    const value = filters[key];
    return typeof value === 'string' && DAY_ONLY.test(value)
      ? { [key]: instituteDayBounds(value)[end].toISOString() }
      : {};
  };
  return {
    ...filters,
    ...bound('created_at_gteq', 'start'),
    ...bound('created_at_lteq', 'end'),
  };
}

const apiParams = (params: ListParams): ListParams => ({ ...params, q: withDayBounds(params.q) });

/** GET /api/v1/audit_events: the institute's audit log, newest first (admins). */
export const listAuditEventsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: ['audit_events', 'list', params],
    queryFn: ({ signal }) =>
      call(
        api.audit.list,
        { query: apiParams(params) },
        { signal, emptyResult: emptyListResponse<TAuditEvent>(params) },
      ),
  });

/** GET /api/v1/audit_events.csv with the log's filters: every matching event, so no page. */
export function auditEventsExportUrl(params: ListParams): string {
  return listExportUrl(urlOf(api.audit.exportCsv), apiParams(params));
}
