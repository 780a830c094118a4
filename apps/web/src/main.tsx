import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { warmUpSoon } from './lib/warm-up';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Evaluating the shell's modules is one task; creating the router (which matches the address and
// starts fetching the page's chunks) and rendering run in the next, so that neither is a long task
// on a slow CPU (docs/performance.md).
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
  warmUpSoon();
}, 0);
