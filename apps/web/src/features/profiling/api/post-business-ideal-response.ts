import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TBusinessIdealResponseBody,
  TResponse,
  TResponseSummary,
  TResponseSummaryEntry,
} from '@pdp/contract';
import { apiSend } from '../../../lib/api-client';
import { responseSummaryQueryOptions, type ResponseSummaryTarget } from './get-response-summary';

export interface BusinessIdealAnswer {
  departmentId: number;
  employmentTypeId: number;
  /** The domain page the capability is on: whose response summary shows the answer. */
  domainId: number;
  capabilityId: number;
  value: number;
}

export interface BusinessIdealResponseResult {
  data: TResponse;
  meta: { business_ideal_completed_percent: number };
}

/**
 * POST /api/v1/business_ideal_responses: sets (or changes) the ideal answer to one capability for a
 * department and employment type; 201 with the response and the new completed percent.
 */
export function postBusinessIdealResponse(answer: BusinessIdealAnswer): Promise<BusinessIdealResponseResult> {
  const body: TBusinessIdealResponseBody = {
    business_ideal_response: {
      department_id: answer.departmentId,
      employment_type_id: answer.employmentTypeId,
      capability_id: answer.capabilityId,
      value: answer.value,
    },
  };
  return apiSend<BusinessIdealResponseResult>('/api/v1/business_ideal_responses', {
    method: 'POST',
    body,
    errorDisplay: 'message',
  });
}

const summaryKeyOf = (answer: BusinessIdealAnswer) =>
  responseSummaryQueryOptions({
    kind: 'business-ideal',
    departmentId: answer.departmentId,
    employmentTypeId: answer.employmentTypeId,
    domainId: answer.domainId,
  }).queryKey;

const EMPTY_ENTRY: TResponseSummaryEntry = {
  EducatorResponse: null,
  BusinessIdealResponse: null,
  SupervisorResponse: null,
};

/** The summary with one capability's business ideal answer (and, when known, the percent) replaced. */
export function withBusinessIdealAnswer(
  summary: TResponseSummary,
  response: TResponse,
  percent?: number,
): TResponseSummary {
  const key = String(response.capability_id);
  return {
    data: {
      ...summary.data,
      [key]: { ...(summary.data[key] ?? EMPTY_ENTRY), BusinessIdealResponse: response },
    },
    meta:
      percent === undefined ? summary.meta : { ...summary.meta, business_ideal_completed_percent: percent },
  };
}

const MUTATION_KEY = ['profiling', 'business-ideal', 'answer'] as const;

const isSamePair = (target: unknown, answer: BusinessIdealAnswer) => {
  const t = target as ResponseSummaryTarget | undefined;
  return (
    t?.kind === 'business-ideal' &&
    t.departmentId === answer.departmentId &&
    t.employmentTypeId === answer.employmentTypeId
  );
};

function setSummary(
  queryClient: QueryClient,
  answer: BusinessIdealAnswer,
  response: TResponse,
  percent?: number,
) {
  queryClient.setQueryData(summaryKeyOf(answer), (summary) =>
    summary ? withBusinessIdealAnswer(summary, response, percent) : summary,
  );
}

/**
 * Answers one capability. The radio moves at once (optimistically, undone if the server refuses);
 * the percent comes from the server's answer. Once the last of several quick answers settles, every
 * response summary is refreshed: the percent spans all domains, and the Educator Profiles tab shows
 * the business ideal beside each profile's answers.
 */
export function usePostBusinessIdealResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: postBusinessIdealResponse,
    onMutate: async (answer) => {
      const queryKey = summaryKeyOf(answer);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      setSummary(queryClient, answer, {
        capability_id: answer.capabilityId,
        type: 'BusinessIdealResponse',
        value: answer.value,
      });
      return { previous };
    },
    onError: (_error, answer, context) => {
      if (context?.previous) queryClient.setQueryData(summaryKeyOf(answer), context.previous);
    },
    onSuccess: (result, answer) => {
      const percent = result.meta.business_ideal_completed_percent;
      setSummary(queryClient, answer, result.data, percent);
      // The percent spans every domain: the pair's other (prefetched) domain pages show it too.
      queryClient.setQueriesData<TResponseSummary>(
        {
          queryKey: ['profiling', 'response-summary'],
          predicate: (query) => isSamePair(query.queryKey[2], answer),
        },
        (summary) =>
          summary && { ...summary, meta: { ...summary.meta, business_ideal_completed_percent: percent } },
      );
    },
    onSettled: () => {
      // This mutation still counts as pending while it settles.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: ['profiling', 'response-summary'] });
    },
  });
}
