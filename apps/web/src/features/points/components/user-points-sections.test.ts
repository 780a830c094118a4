import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseListState, toListParams } from '../../../components/data-table/list-query';
import { PENDING_LIST_OPTIONS, pointRequestsQueryOptions } from '../api/point-requests';
import { POINTS_HISTORY_LIST_OPTIONS, pointsHistoriesQueryOptions } from '../api/points-histories';
import { startUserPointsReads } from './user-points-sections';

/** The profile's user as GET users/{id} answers it, with the sections its `can` shows. */
const profile = (can: { view_point_requests: boolean; view_points_history: boolean }) =>
  ({ id: 22, can }) as Parameters<typeof startUserPointsReads>[1];
const both = profile({ view_point_requests: true, view_points_history: true });

/** The points sections' first reads, started while their code loads: the sections' own queries. */
describe('startUserPointsReads', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubApi() {
    const fetch = vi.fn(async (_url: string) =>
      Response.json({ data: [], meta: { total: 0, page: 1, per_page: 25 } }),
    );
    vi.stubGlobal('fetch', fetch);
    return () => fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
  }

  it('reads the pages the address asks for, under the keys the sections use', async () => {
    const requested = stubApi();
    const client = new QueryClient();
    const search = new URLSearchParams('history.page=2');
    startUserPointsReads(client, both, search);
    await vi.waitFor(() => expect(requested()).toHaveLength(2));

    expect(requested()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/api\/v1\/users\/22\/point_requests\?.*q\[s\]=updated_at\+desc/),
        expect.stringMatching(/\/api\/v1\/users\/22\/points_histories\?page=2/),
      ]),
    );
    const pending = toListParams(parseListState(search, PENDING_LIST_OPTIONS));
    const history = toListParams(parseListState(search, POINTS_HISTORY_LIST_OPTIONS));
    await vi.waitFor(() => {
      expect(client.getQueryData(pointRequestsQueryOptions(22)(pending).queryKey)).toBeDefined();
      expect(client.getQueryData(pointsHistoriesQueryOptions(22, history).queryKey)).toBeDefined();
    });

    // Read once: the sections read for themselves from then on.
    startUserPointsReads(client, both, search);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested()).toHaveLength(2);
  });

  it('reads only the history when the user’s `can` hides pending activities', async () => {
    const requested = stubApi();
    startUserPointsReads(
      new QueryClient(),
      profile({ view_point_requests: false, view_points_history: true }),
      new URLSearchParams(),
    );
    await vi.waitFor(() => expect(requested()).toHaveLength(1));
    expect(requested()[0]).toContain('/points_histories');
  });

  it('reads nothing when the user’s `can` shows no points sections (a super admin’s profile)', async () => {
    const requested = stubApi();
    startUserPointsReads(
      new QueryClient(),
      profile({ view_point_requests: false, view_points_history: false }),
      new URLSearchParams(),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested()).toEqual([]);
  });
});
