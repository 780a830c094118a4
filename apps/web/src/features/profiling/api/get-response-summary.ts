import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** Whose answers to read: a profile's (educator, supervisor and the matching business ideal), or a business ideal's. */
export type ResponseSummaryTarget =
  | { kind: 'profile'; profileId: number; domainId: number }
  | { kind: 'business-ideal'; departmentId: number; employmentTypeId: number; domainId: number };

function paramsOf(target: ResponseSummaryTarget): Record<string, string> {
  return target.kind === 'profile'
    ? { profile_id: String(target.profileId), domain_id: String(target.domainId) }
    : {
        mode: 'bi',
        department_id: String(target.departmentId),
        employment_type_id: String(target.employmentTypeId),
        domain_id: String(target.domainId),
      };
}

/** GET /api/v1/response_summary: entries keyed by capability id, plus the percent meta. */
export function getResponseSummary(target: ResponseSummaryTarget, signal?: AbortSignal) {
  return call(api.profiling.responseSummary, { query: paramsOf(target) }, { signal });
}

/** Every response summary, of profiles and of business ideals. */
export const RESPONSE_SUMMARIES_KEY = ['profiling', 'response-summary'] as const;

export const responseSummaryQueryOptions = (target: ResponseSummaryTarget) =>
  queryOptions({
    queryKey: [...RESPONSE_SUMMARIES_KEY, target],
    queryFn: ({ signal }) => getResponseSummary(target, signal),
    placeholderData: keepPreviousData,
  });

export function useResponseSummary(target: ResponseSummaryTarget | undefined) {
  return useQuery({
    ...responseSummaryQueryOptions(target ?? { kind: 'profile', profileId: 0, domainId: 0 }),
    enabled: target !== undefined,
  });
}
