import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { REGISTRATION_STATUSES, type TRegistrationApproval, api } from '@pdp/contract';
import {
  emptyListResponse,
  isBlankFilter,
  listExportUrl,
  type ListParams,
} from '../../../components/data-table';
import { call, urlOf } from '../../../lib/api-client';

/** Every query of the approval queue and its statistics starts with this key (refreshed after a decision). */
export const REGISTRATION_APPROVALS_KEY = ['registrations', 'approvals'] as const;

/**
 * The server reads a missing status as "pending" (its default), so the Status filter's "All"
 * (an explicit blank) asks for every status by name.
 */
export function approvalListParams(params: ListParams): ListParams {
  const { status_eq: status, status_in: statuses } = params.q;
  if (!isBlankFilter(status) || !isBlankFilter(statuses)) return params;
  return { ...params, q: { ...params.q, status_in: [...REGISTRATION_STATUSES] } };
}

/**
 * GET /api/v2/registrations: the approval queue (part 2 §2), paged and sorted by the server. A
 * supervisor gets their own educators' registrations, an admin the institute's.
 */
export const listRegistrationApprovalsQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: [...REGISTRATION_APPROVALS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      call(
        api.registrations.list,
        { query: approvalListParams(params) },
        { signal, emptyResult: emptyListResponse<TRegistrationApproval>(params) },
      ),
  });

/** The queue's page, read by the screen itself to show an empty state instead of an empty grid. */
export function useRegistrationApprovals(params: ListParams) {
  return useQuery({ ...listRegistrationApprovalsQueryOptions(params), placeholderData: keepPreviousData });
}

/** GET /api/v2/registrations.csv: every registration matching the queue's filters, in its order. */
export const registrationApprovalsExportUrl = (params: ListParams) =>
  listExportUrl(urlOf(api.registrations.exportCsv), approvalListParams(params));
