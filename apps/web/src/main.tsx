import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { warmUpSoon } from './lib/warm-up';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Evaluating the shell's modules is one task; the warm-up (a worker that loads ICU's data, the
// scrollbar probe) starts in the next ones, so the worker runs while the main thread goes on; then
// creating the router (which matches the address and starts fetching the page's chunks) and
// rendering run in another, so that none is a long task on a slow CPU (docs/performance.md).
warmUpSoon();
setTimeout(() => {
  const router = createAppRouter();
  // As a transition, the first render runs in short slices between which the browser stays
  // responsive (and fetches), instead of in one long task.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}, 0);
