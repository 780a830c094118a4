import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from './me';
import { prefetchLoader, type RoutePrefetch } from './route-prefetch';

const ME = { user: { id: 7 }, permissions: ['users.view'] } as unknown as Me;
const argsFor = (url: string, params: Record<string, string> = {}) =>
  ({ request: new Request(url), params }) as unknown as LoaderFunctionArgs;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The router's page prefetch (lib/route-prefetch.ts): the page's reads start beside its code. */
describe('prefetchLoader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns at once, then hands the prefetch the client, me, the address and the params', async () => {
    const client = new QueryClient();
    client.setQueryData(['me'], ME);
    const prefetch = vi.fn<RoutePrefetch>((into) => {
      into.setQueryData(['rows'], ['prefetched']);
    });
    const loader = prefetchLoader(
      async () => ({ prefetch }),
      () => client,
    );

    expect(loader(argsFor('http://console.test/users/12?tab=history', { id: '12' }))).toBeNull();
    expect(prefetch).not.toHaveBeenCalled();
    await settle();

    expect(prefetch).toHaveBeenCalledTimes(1);
    const [into, context] = prefetch.mock.calls[0]!;
    expect(into).toBe(client);
    expect(context.me).toBe(ME);
    expect(context.url.pathname).toBe('/users/12');
    expect(context.url.searchParams.get('tab')).toBe('history');
    expect(context.params).toEqual({ id: '12' });
    expect(client.getQueryData(['rows'])).toEqual(['prefetched']);
  });

  it('reads nothing for a visitor who is not signed in (me answers 401)', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('{"errors":[]}', { status: 401 }));
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const prefetch = vi.fn<RoutePrefetch>();
    prefetchLoader(
      async () => ({ prefetch }),
      () => client,
    )(argsFor('http://console.test/users'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await settle();
    expect(prefetch).not.toHaveBeenCalled();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining('/api/v1/me')]);
  });

  it('drops a prefetch module that fails to load; the page asks for its data itself', async () => {
    const client = new QueryClient();
    client.setQueryData(['me'], ME);
    const loader = prefetchLoader(
      () => Promise.reject(new Error('chunk failed')),
      () => client,
    );
    expect(loader(argsFor('http://console.test/vcm'))).toBeNull();
    await settle();
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['me']]);
  });
});
