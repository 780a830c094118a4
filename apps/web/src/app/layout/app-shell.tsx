import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import { useDeferredValue } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { useMe } from '../../lib/me';
import { NavBadgesProvider } from '../navigation/nav-badges';
import { TopBar } from './top-bar';

/**
 * The signed-in frame of every console page: loads `me` (a 401 sends the browser to sign in), then
 * shows the top bar above the page. The institute's colours are applied app-wide in providers.tsx.
 */
export function AppShell() {
  const me = useMe();
  const navigation = useNavigation();
  // When `me` arrives after the page's code, the shell and the page render as a transition, in
  // slices, rather than at once in the task the answer arrived in (a query's update is urgent):
  // on a cold load that was one task of 70–120 ms of CPU on /users (docs/performance.md).
  const shownMe = useDeferredValue(me.data);

  if (me.isPending) return <ShellLoading />;
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

  if (!shownMe) return <ShellLoading />;
  return (
    <NavBadgesProvider me={shownMe}>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <SkipLink />
        <TopBar me={shownMe} />
        {/* An area's code is fetched on its first visit; the bar says the click was heard. */}
        <Box sx={{ height: 3 }}>
          {navigation.state === 'loading' && <LinearProgress color="secondary" aria-label="Loading page" />}
        </Box>
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', py: { xs: 3, md: 4 } }}>
          <Container maxWidth="lg">
            <Outlet />
          </Container>
        </Box>
      </Box>
    </NavBadgesProvider>
  );
}

/** While `me` or the first page's code loads. */
export function ShellLoading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

/** Lets a keyboard user jump past the navigation; visible only when focused. */
function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 16,
        top: -48,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        '&:focus': { top: 12 },
      }}
    >
      Skip to content
    </Box>
  );
}
