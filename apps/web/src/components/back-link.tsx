import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The way back from a record or a sub-screen to where it was opened from, above its title
 * ("← Manage Programs"): a link in small capitals that starts where the page's text starts (a text
 * button's padding set it 5–8 px in). Every screen's way back is this one link.
 */
export function BackLink({ to, children, sx }: { to: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      variant="overline"
      underline="hover"
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <ArrowBackIcon sx={{ fontSize: 16 }} aria-hidden />
      {children}
    </Link>
  );
}
