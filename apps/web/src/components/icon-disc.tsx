import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The round icon above an empty or unavailable state's heading: decoration, so hidden from readers. */
export function IconDisc({
  children,
  tone = 'primary',
}: {
  children: ReactNode;
  tone?: 'primary' | 'neutral';
}) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 56,
        height: 56,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        ...(tone === 'primary'
          ? { bgcolor: 'primary.light', color: 'primary.main' }
          : { bgcolor: 'background.default' }),
      }}
    >
      {children}
    </Box>
  );
}
