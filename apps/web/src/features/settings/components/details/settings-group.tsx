import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SettingsGroupProps {
  title: string;
  description?: ReactNode;
  /** Something beside the heading (the calendar type's explanation). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled panel of a settings form; its fields sit in two columns on a wide screen. */
export function SettingsGroup({ title, description, action, children }: SettingsGroupProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" id={headingId}>
          {title}
        </Typography>
        {action}
      </Box>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2.5,
          alignItems: 'start',
          mt: 2.5,
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** A field across both columns of a group (long texts, URLs): `sx={wideField}`. */
export const wideField = { gridColumn: '1 / -1' } as const;

/** A sub-heading across both columns of a group ("Default program contact"). */
export function GroupSubheading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle2" component="h4" sx={{ gridColumn: '1 / -1', mt: 1, mb: -1 }}>
      {children}
    </Typography>
  );
}
