import { createBrowserRouter } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { AppShell } from './layout/app-shell';
import { NotFoundPage } from './not-found-page';

// Every console page sits inside the shell, which loads the signed-in user (or sends them to sign in).
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
