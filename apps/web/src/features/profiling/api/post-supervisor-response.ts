import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TResponse, TResponseSummary, TSupervisorResponseBody } from '@pdp/contract';
import { apiSend } from '../../../lib/api-client';
import { responseSummaryQueryOptions } from './get-response-summary';
import { profileDomainsQueryOptions } from './get-profile-domains';
import { PROFILE_LISTS_KEY } from './list-profiles';

export interface SupervisorResponseResult {
  data: TResponse;
  meta: { profile: { supervisor_completed_percent: number } };
}

export interface SupervisorRating {
  profileId: number;
  domainId: number;
  capabilityId: number;
  value: number;
}

/**
 * POST /api/v1/supervisor_responses. A refusal (400: the educator has not completed, the supervisor
 * has already submitted, the value is not a label) goes to the message bar.
 */
export function postSupervisorResponse({ profileId, capabilityId, value }: SupervisorRating) {
  const body: TSupervisorResponseBody = {
    supervisor_response: { profile_id: profileId, capability_id: capabilityId, value },
  };
  return apiSend<SupervisorResponseResult>('/api/v1/supervisor_responses', {
    body,
    errorDisplay: 'message',
  });
}

/** The summary with one supervisor answer replaced, and optionally a new percent. */
export function withSupervisorAnswer(
  summary: TResponseSummary | undefined,
  capabilityId: number,
  value: number,
  percent?: number,
): TResponseSummary | undefined {
  if (!summary) return summary;
  const key = String(capabilityId);
  const entry = summary.data[key] ?? {
    EducatorResponse: null,
    BusinessIdealResponse: null,
    SupervisorResponse: null,
  };
  const meta =
    percent === undefined
      ? summary.meta
      : { ...summary.meta, profile: { supervisor_completed_percent: percent } };
  return {
    data: {
      ...summary.data,
      [key]: {
        ...entry,
        SupervisorResponse: { capability_id: capabilityId, type: 'SupervisorResponse', value },
      },
    },
    meta,
  };
}

/**
 * Rates one capability: the radio moves at once (the summary is updated before the server answers,
 * and put back if it refuses), then the percent, the domain counts and the list badges refresh.
 */
export function useRateCapability() {
  const queryClient = useQueryClient();
  const summaryKey = (rating: SupervisorRating) =>
    responseSummaryQueryOptions({ kind: 'profile', profileId: rating.profileId, domainId: rating.domainId })
      .queryKey;
  return useMutation({
    mutationFn: postSupervisorResponse,
    onMutate: async (rating) => {
      const key = summaryKey(rating);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, withSupervisorAnswer(previous, rating.capabilityId, rating.value));
      return { previous };
    },
    onError: (_error, rating, context) => {
      queryClient.setQueryData(summaryKey(rating), context?.previous);
    },
    onSuccess: (result, rating) => {
      queryClient.setQueryData(summaryKey(rating), (summary) =>
        withSupervisorAnswer(
          summary,
          rating.capabilityId,
          result.data.value,
          result.meta.profile.supervisor_completed_percent,
        ),
      );
    },
    onSettled: (_result, _error, rating) => {
      void queryClient.invalidateQueries({ queryKey: summaryKey(rating) });
      void queryClient.invalidateQueries({ queryKey: profileDomainsQueryOptions(rating.profileId).queryKey });
      void queryClient.invalidateQueries({ queryKey: PROFILE_LISTS_KEY });
    },
  });
}
