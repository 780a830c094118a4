import { QueryClient, QueryObserver, environmentManager, focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVcmsCheck, vcmsCheckQueryOptions } from './vcms-check';

// The VCM red dot's poll (part 2 §7 "vcms/check", §9 "90 seconds"; issue 18 audit).

describe('vcmsCheckQueryOptions', () => {
  it('polls every 90 seconds, only while the tab is visible, and again on focus', () => {
    const options = vcmsCheckQueryOptions();
    expect(options.queryKey).toEqual(['vcm', 'vcms', 'check']);
    expect(options.refetchInterval).toBe(90_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe(true);
  });
});

describe('the poll against GET /api/v1/vcms/check', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { in_review_count: 2 } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Node has no window, which TanStack Query takes for a server (no timers): this is the browser.
    environmentManager.setIsServer(() => false);
    focusManager.setFocused(true);
  });
  afterEach(() => {
    focusManager.setFocused(undefined);
    environmentManager.setIsServer(() => typeof window === 'undefined');
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  it('reads the count once, then once more each 90 seconds (not before)', async () => {
    const client = new QueryClient();
    const observer = new QueryObserver(client, vcmsCheckQueryOptions());
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/vcms/check');
    expect(client.getQueryData(['vcm', 'vcms', 'check'])).toEqual({ in_review_count: 2 });

    await vi.advanceTimersByTimeAsync(89_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    // A hidden tab is not polled (refetchIntervalInBackground: false).
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    unsubscribe();
    client.clear();
  });

  it('answers the count from data.in_review_count', async () => {
    await expect(getVcmsCheck()).resolves.toEqual({ in_review_count: 2 });
  });
});
