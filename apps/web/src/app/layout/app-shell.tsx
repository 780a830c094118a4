import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useMe } from '../../features/users/api/get-me';
import { createAppTheme } from '../theme';
import { TopBar } from './top-bar';

/**
 * The signed-in frame of every console page: loads `me` (a 401 sends the browser to sign in),
 * themes the console in the institute's colours, and shows the top bar above the page.
 */
export function AppShell() {
  const me = useMe();
  const institute = me.data?.institute;
  const theme = useMemo(() => createAppTheme(institute), [institute]);

  if (me.isPending) return <CenteredProgress />;
  if (me.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void me.refetch()}>
              Try again
            </Button>
          }
        >
          We could not load your account. Please try again.
        </Alert>
      </Container>
    );
  }

  return (
    <ThemeProvider theme={theme}>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <TopBar me={me.data} />
        <Box component="main" sx={{ flex: 1, py: { xs: 3, md: 5 } }}>
          <Container maxWidth="lg">
            <Outlet />
          </Container>
        </Box>
      </Box>
    </ThemeProvider>
  );
}

function CenteredProgress() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
