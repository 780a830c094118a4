import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MePageHeading } from '../layout/me-page-heading';
import { useMarkNotificationsRead, useMyNotifications } from './api/my-notifications';

const PER_PAGE = 20;

/**
 * Notifications (issue 21): every email the product sent me, newest first; opening the page marks
 * them read (the rows that were new keep their "New" label until the next visit).
 */
export function MeNotificationsPage() {
  useDocumentTitle('Notifications');
  const [page, setPage] = useState(1);
  const list = useMyNotifications(page, PER_PAGE);
  const markRead = useMarkNotificationsRead();
  const hasUnread = list.data?.data.some((row) => row.is_unread) ?? false;
  const { mutate, isIdle } = markRead;
  useEffect(() => {
    if (hasUnread && isIdle) mutate();
  }, [hasUnread, isIdle, mutate]);

  return (
    <Stack spacing={3}>
      <MePageHeading
        title="Notifications"
        lead="The emails we sent you: reminders, registrations, point requests and more."
      />
      {list.isPending && <Skeleton variant="rounded" height={240} />}
      {list.isError && (
        <Alert severity="error">We could not load your notifications. Please try again.</Alert>
      )}
      {list.data && list.data.meta.total === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">No notifications yet.</Typography>
        </Paper>
      )}
      {list.data && list.data.meta.total > 0 && (
        <Box>
          {list.data.data.map((row) => (
            <Accordion
              key={row.id}
              disableGutters
              variant="outlined"
              // Each email's subject is a heading under the page's h1 (MUI's default is h3).
              slotProps={{ heading: { component: 'h2' } }}
              sx={{ '&:not(:first-of-type)': { borderTop: 0 } }}
            >
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                aria-controls={`notification-${row.id}`}
                sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
              >
                <Box
                  sx={{ display: 'flex', alignItems: 'center', gap: 1.5, width: '100%', pr: 1, minWidth: 0 }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography variant="body2" sx={{ fontWeight: row.is_unread ? 700 : 500 }} noWrap>
                      {row.subject}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(row.sent_at)}
                    </Typography>
                  </Box>
                  {row.is_unread && <Chip size="small" color="primary" label="New" />}
                </Box>
              </AccordionSummary>
              <AccordionDetails id={`notification-${row.id}`}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {row.body}
                </Typography>
              </AccordionDetails>
            </Accordion>
          ))}
          {list.data.meta.total > PER_PAGE && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={Math.ceil(list.data.meta.total / PER_PAGE)}
              page={page}
              onChange={(_event, next) => setPage(next)}
              getItemAriaLabel={(type, item) =>
                type === 'page' ? `Notifications page ${item}` : `Go to ${type} page`
              }
            />
          )}
        </Box>
      )}
    </Stack>
  );
}
