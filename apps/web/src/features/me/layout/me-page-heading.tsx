import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface MePageHeadingProps {
  title: string;
  /** One line under the title: what the page is for. */
  lead?: ReactNode;
  /** A button beside the heading (New request, Start revision). */
  action?: ReactNode;
}

/** Every educator app page's heading: "My PD" above the page's h1, a lead line, an optional action. */
export function MePageHeading({ title, lead, action }: MePageHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="overline" component="p" color="primary">
          My PD
        </Typography>
        <Typography variant="h1">{title}</Typography>
        {lead ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {lead}
          </Typography>
        ) : null}
      </Box>
      {action}
    </Stack>
  );
}
