import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm-dialog';
import { meQueryOptions } from '../lib/me';
import { ErrorModal } from './messages/error-modal';
import { MessageBar } from './messages/message-bar';
import { createAppTheme } from './theme';

function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        // The API client has already told the user about a failed read ("Something went wrong");
        // a retry would tell them twice, and a 4xx will not change on retry anyway.
        retry: false,
        refetchOnWindowFocus: false,
      },
    },
  });
  // The shell needs `me` before it renders anything, but it mounts only once the first page's code
  // has loaded: asking now fetches both at once instead of one after the other.
  void client.prefetchQuery(meQueryOptions());
  return client;
}

/**
 * App-wide providers. The message bar and Error! modal live here, outside the router, so they keep
 * working when the shell itself fails or a route crashes.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <InstituteThemeProvider>
        <CssBaseline />
        <ConfirmProvider>{children}</ConfirmProvider>
        <MessageBar />
        <ErrorModal />
      </InstituteThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * Themes everything, message bar and dialogs included, in the current institute's colours once the
 * shell has loaded `me`. It only watches the cache (`enabled: false`); the shell does the fetching.
 */
function InstituteThemeProvider({ children }: { children: ReactNode }) {
  const { data: me } = useQuery({ ...meQueryOptions(), enabled: false });
  const institute = me?.institute;
  const theme = useMemo(() => createAppTheme(institute), [institute]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
