import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { warmUpWhenIdle } from './lib/idle-warmup';

warmUpWhenIdle();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// As a transition, the first render runs in short slices between which the browser stays responsive
// (and fetches), instead of in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
