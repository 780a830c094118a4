import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { paths } from '../lib/paths';

/** Any path the console does not know. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: { xs: 6, md: 9 }, px: 3 }}>
      <Typography variant="overline" component="p" color="primary">
        Error 404
      </Typography>
      <Typography variant="h1" sx={{ mt: 0.5 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        The page you are looking for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to={paths.home.to()} variant="contained" size="large">
        Back to home
      </Button>
    </Paper>
  );
}
