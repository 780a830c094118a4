import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../lib/me';
import { USER_LIST_OPTIONS, listUsersQueryOptions } from './api/list-users';
import { prefetch } from './prefetch';
import { parseListState, toListParams } from '../../components/data-table/list-query';

const meWith = (permissions: string[]) => ({ permissions }) as unknown as Me;

/** Manage Users' route prefetch: the table's own query (same key), and nothing without the right. */
describe('users prefetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubApi() {
    const fetch = vi.fn(async (_url: string) =>
      Response.json({ data: [], meta: { total: 0, page: 1, per_page: 100 } }),
    );
    vi.stubGlobal('fetch', fetch);
    return () => fetch.mock.calls.map(([url]) => decodeURIComponent(String(url)));
  }

  it('reads the page the address asks for under the key the table uses, and the filter choices', async () => {
    const requested = stubApi();
    const client = new QueryClient();
    const url = new URL('http://console.test/users?q[full_name_cont]=ann&page=2');
    prefetch(client, { me: meWith(['users.view']), url, params: {} });
    await vi.waitFor(() => expect(requested()).toHaveLength(4));

    expect(requested()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/api\/v1\/users\?.*page=2.*q\[full_name_cont\]=ann/),
        expect.stringContaining('/api/v1/divisions/options'),
        expect.stringContaining('/api/v1/departments/options'),
        expect.stringContaining('/api/v1/employment_types/options'),
      ]),
    );
    // The table's query for the same address finds the rows already there.
    const tableParams = toListParams(parseListState(url.searchParams, USER_LIST_OPTIONS));
    await vi.waitFor(() =>
      expect(client.getQueryData(listUsersQueryOptions(tableParams).queryKey)).toBeDefined(),
    );
  });

  it('reads nothing for someone who may not see users (they get the no-access panel)', async () => {
    const requested = stubApi();
    prefetch(new QueryClient(), {
      me: meWith(['programs.view']),
      url: new URL('http://console.test/users'),
      params: {},
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requested()).toEqual([]);
  });
});
