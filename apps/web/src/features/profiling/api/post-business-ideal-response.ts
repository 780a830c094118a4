import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type TBusinessIdealResponseBody,
  type TResponse,
  type TResponseSummary,
  type TResponseSummaryEntry,
  api,
} from '@pdp/contract';
import { call } from '../../../lib/api-client';
import {
  RESPONSE_SUMMARIES_KEY,
  responseSummaryQueryOptions,
  type ResponseSummaryTarget,
} from './get-response-summary';
import { notLower } from './rated-percent';
import { settleAnswer, showAnswer } from './summary-answer';

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
  return call(api.profiling.businessIdealResponses, { body }, { errorDisplay: 'message' });
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

/** The summary with a new percent, never a lower one (rated-percent.ts). */
const withPercent = (summary: TResponseSummary, percent: number): TResponseSummary => ({
  ...summary,
  meta: {
    ...summary.meta,
    business_ideal_completed_percent: notLower(summary.meta.business_ideal_completed_percent, percent),
  },
});

/** The summary with one capability's business ideal answer (and, when known, the percent) replaced. */
export function withBusinessIdealAnswer(
  summary: TResponseSummary,
  response: TResponse,
  percent?: number,
): TResponseSummary {
  const key = String(response.capability_id);
  const answered = {
    ...summary,
    data: {
      ...summary.data,
      [key]: { ...(summary.data[key] ?? EMPTY_ENTRY), BusinessIdealResponse: response },
    },
  };
  return percent === undefined ? answered : withPercent(answered, percent);
}

const isSamePair = (target: unknown, answer: BusinessIdealAnswer) => {
  const t = target as ResponseSummaryTarget | undefined;
  return (
    t?.kind === 'business-ideal' &&
    t.departmentId === answer.departmentId &&
    t.employmentTypeId === answer.employmentTypeId
  );
};

const isProfileSummary = (target: unknown) =>
  (target as ResponseSummaryTarget | undefined)?.kind === 'profile';

/**
 * Answers one capability with a single request (issue 12 §16). The radio moves at once
 * (optimistically, undone if the server refuses); the server's answer sets the percent on every
 * cached page of the pair. The Educator Profiles tab shows the business ideal beside each profile's
 * answers: those summaries are only marked stale, and read again when that tab next shows them.
 */
export function businessIdealAnswerOptions(queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: postBusinessIdealResponse,
    onMutate: async (answer: BusinessIdealAnswer) => {
      const response: TResponse = {
        capability_id: answer.capabilityId,
        type: 'BusinessIdealResponse',
        value: answer.value,
      };
      const previous = await showAnswer(queryClient, summaryKeyOf(answer), (summary) =>
        withBusinessIdealAnswer(summary, response),
      );
      return { previous };
    },
    onError: (_error, answer, context) => {
      if (context?.previous) queryClient.setQueryData(summaryKeyOf(answer), context.previous);
    },
    onSuccess: async (result, answer) => {
      const percent = result.meta.business_ideal_completed_percent;
      await settleAnswer(queryClient, summaryKeyOf(answer), (summary) =>
        withBusinessIdealAnswer(summary, result.data, percent),
      );
      // The percent spans every domain: the pair's other (prefetched) domain pages show it too.
      queryClient.setQueriesData<TResponseSummary>(
        {
          queryKey: RESPONSE_SUMMARIES_KEY,
          predicate: (query) => isSamePair(query.queryKey[2], answer),
        },
        (summary) => summary && withPercent(summary, percent),
      );
      void queryClient.invalidateQueries({
        queryKey: RESPONSE_SUMMARIES_KEY,
        predicate: (query) => isProfileSummary(query.queryKey[2]),
        refetchType: 'none',
      });
    },
  });
}

export const usePostBusinessIdealResponse = () => useMutation(businessIdealAnswerOptions(useQueryClient()));
