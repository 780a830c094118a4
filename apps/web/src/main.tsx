import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { AfterFirstCommit, firstPageReady, hideUntilSettled } from './app/first-paint';
import { createAppRouter } from './app/router';
import { appQueryClient } from './lib/query-client';
import { warmUpSoon } from './lib/warm-up';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Evaluating the shell's modules is one task; the warm-up (a worker that loads ICU's data, the
// scrollbar probe) starts in the next ones, so the worker runs while the main thread goes on; then
// creating the router (which matches the address and starts fetching the page's chunks) and
// rendering run in another, so that none is a long task on a slow CPU (docs/performance.md).
warmUpSoon();
setTimeout(() => {
  // The cache asks for `me` as it is created: before the router, so that both load at once.
  const client = appQueryClient();
  const router = createAppRouter();
  const showWhenSettled = hideUntilSettled(root, client);
  // The first render waits for the page's code and data, so that the first paint is complete
  // (app/first-paint.tsx). As a transition, it runs in short slices between which the browser
  // stays responsive, instead of in one long task.
  void firstPageReady(router, client).then(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
          <AfterFirstCommit run={showWhenSettled} />
        </StrictMode>,
      );
    }),
  );
}, 0);
