import { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_LIMIT_MS, firstPageReady, hideUntilSettled } from './first-paint';

type Router = ReturnType<typeof createBrowserRouter>;

/** A router stand-in: `initialize()` plays the first page's code arriving. */
function fakeRouter() {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized: false },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialize() {
      router.state = { initialized: true };
      for (const listener of [...listeners]) listener(router.state);
    },
  };
  return router;
}

/** A read that answers when `answer()` is called. */
function pendingRead(client: QueryClient, key: string) {
  let answer!: () => void;
  void client.fetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))),
  });
  return () => answer();
}

describe('a cold load paints once, complete (app/first-paint.tsx)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('renders only once the page’s code has loaded and its reads have answered', async () => {
    const router = fakeRouter();
    const client = new QueryClient();
    const answerMe = pendingRead(client, 'me');
    const isReady = vi.fn();
    void firstPageReady(router as unknown as Router, client).then(isReady);

    router.initialize();
    await vi.advanceTimersByTimeAsync(10);
    expect(isReady).not.toHaveBeenCalled();

    answerMe();
    await vi.advanceTimersByTimeAsync(10);
    expect(isReady).toHaveBeenCalled();
  });

  it('renders what it has at the limit, so a slow API never leaves a blank page', async () => {
    const router = fakeRouter();
    const client = new QueryClient();
    pendingRead(client, 'me');
    const isReady = vi.fn();
    void firstPageReady(router as unknown as Router, client).then(isReady);

    await vi.advanceTimersByTimeAsync(FIRST_PAINT_LIMIT_MS - 100);
    expect(isReady).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(isReady).toHaveBeenCalled();
  });

  it('keeps the page invisible until the reads its first render started have answered', async () => {
    const root = { style: { visibility: '' } };
    const client = new QueryClient();
    const afterFirstCommit = hideUntilSettled(root, client);
    expect(root.style.visibility).toBe('hidden');

    const answer = pendingRead(client, 'rows');
    afterFirstCommit();
    await vi.advanceTimersByTimeAsync(10);
    expect(root.style.visibility).toBe('hidden');
    answer();
    await vi.advanceTimersByTimeAsync(10);
    expect(root.style.visibility).toBe('');
  });

  it('shows the page at the limit even while a read is still loading', async () => {
    const root = { style: { visibility: '' } };
    const client = new QueryClient();
    pendingRead(client, 'rows');
    hideUntilSettled(root, client);
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_LIMIT_MS - 100);
    expect(root.style.visibility).toBe('hidden');
    await vi.advanceTimersByTimeAsync(200);
    expect(root.style.visibility).toBe('');
  });
});
