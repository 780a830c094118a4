import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type TProfile,
  type TProfileDomain,
  type TResponseSummary,
  type TSupervisorResponseBody,
  api,
} from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { responseSummaryQueryOptions } from './get-response-summary';
import { notLower } from './rated-percent';
import { settleAnswer, settleQueries, showAnswer } from './summary-answer';
import { profileDomainsQueryOptions } from './get-profile-domains';
import { PROFILE_LISTS_KEY, type ProfileList } from './list-profiles';

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
  return call(api.profiling.supervisorResponses, { body }, { errorDisplay: 'message' });
}

/** The summary with one supervisor answer replaced, and optionally a new percent (never a lower one). */
export function withSupervisorAnswer(
  summary: TResponseSummary,
  capabilityId: number,
  value: number,
  percent?: number,
): TResponseSummary {
  const key = String(capabilityId);
  const entry = summary.data[key] ?? {
    EducatorResponse: null,
    BusinessIdealResponse: null,
    SupervisorResponse: null,
  };
  const meta =
    percent === undefined
      ? summary.meta
      : {
          ...summary.meta,
          profile: {
            supervisor_completed_percent: notLower(
              summary.meta.profile?.supervisor_completed_percent,
              percent,
            ),
          },
        };
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

/** The domains with one more of `domainId`'s capabilities answered by the supervisor. */
export function withOneMoreAnswered(
  domains: TProfileDomain[] | undefined,
  domainId: number,
): TProfileDomain[] | undefined {
  return domains?.map((domain) =>
    domain.id === domainId
      ? {
          ...domain,
          supervisor_answered_count: Math.min(
            domain.capabilities_count,
            domain.supervisor_answered_count + 1,
          ),
        }
      : domain,
  );
}

/** A cached profile list, or one educator's profile (get-educator-profile.ts), with a new percent (never lower). */
export function withProfilePercent<T extends ProfileList | TProfile | null | undefined>(
  cached: T,
  profileId: number,
  percent: number,
): T {
  const update = (profile: TProfile) =>
    profile.id === profileId
      ? { ...profile, supervisor_completed_percent: notLower(profile.supervisor_completed_percent, percent) }
      : profile;
  if (!cached) return cached;
  if ('data' in cached) return { ...cached, data: cached.data.map(update) };
  return update(cached) as T;
}

/**
 * Rates one capability with a single request (issue 12 §16): the radio moves at once (the summary
 * is updated before the server answers, and put back if it refuses); the server's answer then sets
 * the percent in the summary, the domain's count and every cached list, so nothing is fetched again
 * (unless the domain's summary had not been read yet: summary-answer.ts).
 */
export function rateCapabilityOptions(queryClient: QueryClient) {
  const summaryKey = (rating: SupervisorRating) =>
    responseSummaryQueryOptions({ kind: 'profile', profileId: rating.profileId, domainId: rating.domainId })
      .queryKey;
  return mutationOptions({
    mutationFn: postSupervisorResponse,
    onMutate: async (rating: SupervisorRating) => {
      const previous = await showAnswer(queryClient, summaryKey(rating), (summary) =>
        withSupervisorAnswer(summary, rating.capabilityId, rating.value),
      );
      // Read before the optimistic update: a first answer raises the domain's count, a change does
      // not. Unknown while the summary has not been read.
      const wasAnswered = previous && Boolean(previous.data[String(rating.capabilityId)]?.SupervisorResponse);
      return { previous, wasAnswered };
    },
    onError: (_error, rating, context) => {
      if (context?.previous) queryClient.setQueryData(summaryKey(rating), context.previous);
    },
    onSuccess: async (result, rating, context) => {
      const percent = result.meta.profile.supervisor_completed_percent;
      const domainsKey = profileDomainsQueryOptions(rating.profileId).queryKey;
      const settled = [
        settleAnswer(queryClient, summaryKey(rating), (summary) =>
          withSupervisorAnswer(summary, rating.capabilityId, result.data.value, percent),
        ),
        settleQueries<ProfileList | TProfile | null>(queryClient, { queryKey: PROFILE_LISTS_KEY }, (cached) =>
          withProfilePercent(cached, rating.profileId, percent),
        ),
      ];
      if (context.wasAnswered === undefined) {
        void queryClient.invalidateQueries({ queryKey: domainsKey, exact: true });
      } else if (!context.wasAnswered) {
        settled.push(
          settleQueries<TProfileDomain[] | undefined>(
            queryClient,
            { queryKey: domainsKey, exact: true },
            (domains) => withOneMoreAnswered(domains, rating.domainId),
          ),
        );
      }
      await Promise.all(settled);
    },
  });
}

export const useRateCapability = () => useMutation(rateCapabilityOptions(useQueryClient()));
