import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The way back from a record to its list, above the record's header ("← Manage Programs"): a link in
 * small capitals that starts where the page's text starts (a text button's padding set it 5–8 px in).
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      variant="overline"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
    >
      <ArrowBackIcon sx={{ fontSize: 16 }} aria-hidden />
      {children}
    </Link>
  );
}
