// A cold load paints once, complete: the frame together with the page's first content.
//
// Lighthouse counts blocking time only between the first contentful paint and the page's becoming
// interactive. Painting the frame (a spinner, then the top bar) early and the page's content in
// later long tasks made every one of those tasks count; rendering them before the first paint
// costs first-paint time instead, where the pages had margin (docs/performance.md, "One first
// paint"). The wait is bounded: past FIRST_PAINT_LIMIT_MS the console shows whatever it has, its
// progress indicators included, so a slow API never leaves a blank page. In-app navigation is
// untouched: this runs once, on start-up.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { prefetchesStarted } from '../lib/route-prefetch';

type Router = ReturnType<typeof createBrowserRouter>;

/** The longest a cold load shows nothing, from the start of the app's code, in real time. */
export const FIRST_PAINT_LIMIT_MS = 1500;

/** Resolves at `ms` after the page started loading. */
const atPageTime = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms - performance.now())));

function routerInitialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

function queriesIdle(client: QueryClient): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the first page's code is loaded, `me` is in and the reads its route prefetches have
 * settled (so the first render is the page with its data, not a progress indicator), or at the limit.
 */
export function firstPageReady(router: Router, client: QueryClient): Promise<void> {
  const ready = routerInitialized(router)
    .then(prefetchesStarted)
    .then(() => queriesIdle(client));
  return Promise.race([ready, atPageTime(FIRST_PAINT_LIMIT_MS)]);
}

/**
 * Keeps `root` invisible (laid out, but not painted) until the first render's own reads have
 * settled too, for a page whose reads start only when it mounts, or until the limit. Dialogs are
 * portals outside `root`, so an error shown meanwhile is seen at once. Answers what to call once the
 * first render has committed (`<AfterFirstCommit run={…} />`), when the page's reads have started.
 */
export function hideUntilSettled(root: { style: { visibility: string } }, client: QueryClient) {
  root.style.visibility = 'hidden';
  let isShown = false;
  const show = () => {
    if (isShown) return;
    isShown = true;
    root.style.visibility = '';
  };
  void atPageTime(FIRST_PAINT_LIMIT_MS).then(show);
  // A query's answer re-renders its page synchronously; the timeout lets that commit happen first.
  return () => void queriesIdle(client).then(() => setTimeout(show, 0));
}

/** Calls `run` once, after the first commit of the tree it ends: rendered last, its effect runs last. */
export function AfterFirstCommit({ run }: { run: () => void }) {
  useEffect(() => run(), [run]);
  return null;
}
