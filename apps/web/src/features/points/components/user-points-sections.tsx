import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TUserDetail } from '@pdp/contract';
import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parseListState, toListParams } from '../../../components/data-table/list-query';
import { PENDING_LIST_OPTIONS, pointRequestsQueryOptions } from '../api/point-requests';
import { POINTS_HISTORY_LIST_OPTIONS, pointsHistoriesQueryOptions } from '../api/points-histories';

// Most of the profile page's code is here (the data grid, the tables' pagination, the dialogs), for
// sections under the form and below the fold: loaded once the form has rendered, so the form neither
// waits for this code nor renders in one task with these sections (docs/performance.md).
const PointsSections = lazy(() =>
  import('./points-sections').then((module) => ({ default: module.PointsSections })),
);

/**
 * The points half of the user profile (part 2 "User profile"): Activities Submitted for Approval,
 * then Points History, under the form. Their first reads start with their code, not after it.
 */
export function UserPointsSections({ user }: { user: TUserDetail }) {
  const client = useQueryClient();
  const [searchParams] = useSearchParams();
  useEffect(() => {
    startUserPointsReads(client, user, searchParams);
  }, [client, user, searchParams]);
  return (
    <Suspense fallback={null}>
      <PointsSections user={user} />
    </Suspense>
  );
}

/**
 * The pages the sections will read first, with their queries (same keys), for the sections the
 * user's `can` shows. Only what is not in the cache yet: the sections read for themselves from then on.
 */
export function startUserPointsReads(
  client: QueryClient,
  user: Pick<TUserDetail, 'id' | 'can'>,
  search: URLSearchParams,
): void {
  const paramsOf = (options: typeof PENDING_LIST_OPTIONS) => toListParams(parseListState(search, options));
  const ignore = () => undefined;
  if (user.can.view_point_requests)
    client.ensureQueryData(pointRequestsQueryOptions(user.id)(paramsOf(PENDING_LIST_OPTIONS))).catch(ignore);
  if (user.can.view_points_history)
    client
      .ensureQueryData(pointsHistoriesQueryOptions(user.id, paramsOf(POINTS_HISTORY_LIST_OPTIONS)))
      .catch(ignore);
}
