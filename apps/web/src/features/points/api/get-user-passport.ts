import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { ApiError, call, describeApiError } from '../../../lib/api-client';
import { pointsHistoriesKey } from './points-histories';

/**
 * GET users/{id}/passport?as_at=: the user's passport as at a day (blank: today). Kept under the
 * user's points history key, so a change to the history refreshes it too.
 */
export const userPassportQueryOptions = (userId: number, asAt: string) =>
  queryOptions({
    queryKey: [...pointsHistoriesKey(userId), 'passport', asAt],
    queryFn: ({ signal }) =>
      call(
        api.points.userPassport,
        { params: { id: userId }, query: asAt ? { as_at: asAt } : {} },
        // A day the server refuses (after today) is said beside the date field.
        { signal, unreportedStatuses: [422] },
      ),
    placeholderData: (previous) => previous,
  });

export function useUserPassport(userId: number, asAt: string) {
  return useQuery(userPassportQueryOptions(userId, asAt));
}

/** The field's message for a refused day, or undefined. */
export const asAtProblemOf = (error: unknown) =>
  error instanceof ApiError && error.status === 422 ? describeApiError(error) : undefined;
