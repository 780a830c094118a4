import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface BusinessIdealPromptProps {
  icon: ReactNode;
  title: string;
  detail?: string;
}

/** The right panel before there is a domain to show: "Select a department", "No available departments"… */
export function BusinessIdealPrompt({ icon, title, detail }: BusinessIdealPromptProps) {
  return (
    <Paper variant="outlined" role="status" sx={{ px: 3, py: { xs: 6, md: 10 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', color: 'text.secondary' }}>
        <Stack
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            alignItems: 'center',
            justifyContent: 'center',
            '& svg': { fontSize: 28 },
          }}
        >
          {icon}
        </Stack>
        <Typography variant="h3" component="p" sx={{ color: 'text.primary' }}>
          {title}
        </Typography>
        {detail && (
          <Typography variant="body2" sx={{ maxWidth: 420 }}>
            {detail}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
