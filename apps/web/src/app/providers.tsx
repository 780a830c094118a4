import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm-dialog';
import { setDisplayTimeZone } from '../lib/dates';
import { meQueryOptions } from '../lib/me';
import { appQueryClient } from '../lib/query-client';
import { ErrorModal } from './messages/error-modal';
import { MessageBar } from './messages/message-bar';
import { createAppTheme } from './theme';

/**
 * App-wide providers. The message bar and Error! modal live here, outside the router, so they keep
 * working when the shell itself fails or a route crashes.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={appQueryClient()}>
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
 * shell has loaded `me`, and sets the institute's time zone for the date helpers. It only watches the cache (`enabled: false`); the shell does the fetching.
 */
function InstituteThemeProvider({ children }: { children: ReactNode }) {
  const { data: me } = useQuery({ ...meQueryOptions(), enabled: false });
  const institute = me?.institute;
  // Set while rendering, before any page below formats a date: every date helper reads it.
  setDisplayTimeZone(institute?.timezone);
  const theme = useMemo(() => createAppTheme(institute), [institute]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
