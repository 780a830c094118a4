import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Alert, { type AlertProps } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { counted } from '@pdp/contract';
import { describeImportStats } from './import-stats';

/** The outlined alert every verdict and preview sits in, its title an h2. */
export function VerdictBox({
  severity,
  title,
  children,
}: {
  severity: AlertProps['severity'];
  title: string;
  children: ReactNode;
}) {
  return (
    <Alert
      severity={severity}
      variant="outlined"
      sx={{
        bgcolor: 'background.paper',
        '& .MuiAlert-message': { flex: 1, minWidth: 0 },
        // A phone needs the width for the counts and the table more than for the icon.
        '& .MuiAlert-icon': { display: { xs: 'none', sm: 'flex' } },
      }}
    >
      <AlertTitle component="h2" sx={{ typography: 'h3', mb: 0.5 }}>
        {title}
      </AlertTitle>
      {children}
    </Alert>
  );
}

/** The import's counts as tiles ("Created: 12"), in the page's order and with its labels. */
export function ImportCounts({
  stats,
  labels,
  name,
}: {
  stats: Readonly<Record<string, number>>;
  labels?: Readonly<Record<string, string>>;
  name: string;
}) {
  const shown = describeImportStats(stats, labels);
  if (shown.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={name}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 2,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 1.5,
      }}
    >
      {shown.map((stat) => (
        <Box
          component="li"
          key={stat.key}
          sx={{ px: 2, py: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'grey.50' }}
        >
          <Typography variant="body2" color="text.secondary">
            {stat.label}:{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 700, fontSize: '1.125rem' }}>
              {stat.value.toLocaleString()}
            </Box>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A list of messages (row-numbered issues, or differences from the preview) under its own heading. */
export function MessageList({
  heading,
  name,
  messages,
}: {
  heading: string;
  name: string;
  messages: readonly string[];
}) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, color: 'text.primary' }}>
        {heading}
      </Typography>
      <List
        dense
        aria-label={name}
        sx={{ mt: 0.5, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'grey.50', py: 0.5 }}
      >
        {messages.map((message, index) => (
          <ListItem key={index} divider={index < messages.length - 1} sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: 'error.main' }}>
              <ErrorOutlineIcon fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={message} slotProps={{ primary: { sx: { color: 'text.primary' } } }} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

const issuesFound = (count: number) => counted(count, 'issue was', 'issues were');

/** The verdict on a file with issues: nothing was imported, the row-numbered list, what to do. */
export function IssuesVerdict({
  title,
  lead,
  issues,
}: {
  title: string;
  /** Begins the sentence "…: 3 issues were found." */
  lead: string;
  issues: readonly string[];
}) {
  return (
    <VerdictBox severity="error" title={title}>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {lead}: {issuesFound(issues.length)} found.
      </Typography>
      <MessageList heading="Issues:" name="Issues" messages={issues} />
      <Typography variant="body2" sx={{ mt: 2, fontWeight: 600, color: 'text.primary' }}>
        Please resolve these issues and re-upload the file
      </Typography>
    </VerdictBox>
  );
}
