import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { NotFoundPage } from './not-found-page';
import { paths } from '../lib/paths';

/** A chunk that no longer exists on the server: the console was redeployed while this tab was open. */
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * What a route shows instead of its page when that page throws: an explanation and a way out,
 * inside the shell, so the top bar and the other areas still work.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    // The details belong in the console for whoever debugs it, not on the screen.
    console.error(error);
  }, [error]);
  useDocumentTitle('Something went wrong');

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const isStale = isStaleChunkError(error);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }} role="alert">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box
          aria-hidden
          sx={{
            width: 48,
            height: 48,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            color: 'error.main',
            bgcolor: 'rgba(211, 47, 47, 0.08)',
          }}
        >
          <ErrorOutlineIcon />
        </Box>
        <Box>
          <Typography variant="h2" component="h1">
            {isStale ? 'A newer version is available' : 'Something went wrong on this page'}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 560 }}>
            {isStale
              ? 'PD Passport was updated while this page was open. Reload to continue.'
              : 'The rest of PD Passport still works. Reload the page to try again, or go back to Programs.'}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ mt: 3 }}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              Reload page
            </Button>
            <Button component={RouterLink} to={paths.programs.to()} variant="outlined">
              Go to Programs
            </Button>
          </Stack>
        </Box>
      </Stack>
    </Paper>
  );
}

/** The last resort when the shell itself fails: the same panel, on a page of its own. */
export function RootErrorBoundary() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: { xs: 4, md: 10 }, px: 2 }}>
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <RouteErrorBoundary />
      </Box>
    </Box>
  );
}
