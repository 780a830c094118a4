import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListUrlState } from '../../../components/data-table';
import { LinkTabs } from '../../../components/link-tabs';
import { PageHeader } from '../../../components/page-header';
import { useSignedInMe } from '../../../lib/me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { registrationApprovalsExportUrl } from '../api/list-registration-approvals';
import { QueueView } from './queue/queue-view';
import { QUEUE_LIST_OPTIONS, readView, withView, type RegistrationsView } from './registrations-view';

// The chart library is only fetched when the statistics are first opened.
const StatisticsView = lazy(() => import('./statistics/statistics-view'));

const TITLE = 'Registrations';
const VIEWS: { view: RegistrationsView; label: string }[] = [
  { view: 'queue', label: 'Approval queue' },
  { view: 'statistics', label: 'Statistics' },
];

/**
 * /registrations (part 2 §2 "Registrations submitted for approval"): the queue of pending
 * registrations to approve or mark incomplete, and a statistics view (`?view=statistics`).
 * Supervisors see their own educators' registrations, admins the whole institute's (the server
 * scopes both).
 */
export function RegistrationsPage() {
  const me = useSignedInMe();
  useDocumentTitle(TITLE);
  const [searchParams] = useSearchParams();
  const view = readView(searchParams);
  const tabs = useMemo(
    () =>
      VIEWS.map(({ view: key, label }) => ({
        key,
        label,
        to: { search: withView(searchParams, key).toString() },
      })),
    [searchParams],
  );
  const list = useListUrlState(QUEUE_LIST_OPTIONS);
  const isAdmin = me.permissions.includes('users.manage');

  return (
    <Stack spacing={2.5}>
      <PageHeader
        overline={me.institute.name}
        title={TITLE}
        description={
          isAdmin
            ? 'Program registrations submitted for approval across the institute.'
            : 'Program registrations of the educators you supervise, submitted for approval.'
        }
        actions={
          view === 'queue' && (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              href={registrationApprovalsExportUrl(list.params)}
              download="registrations.csv"
            >
              Export to CSV
            </Button>
          )
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <LinkTabs tabs={tabs} selected={view} aria-label="Registrations view" />
      </Box>
      {view === 'queue' ? (
        <QueueView list={list} canPickSupervisor={isAdmin} />
      ) : (
        <Suspense fallback={<LinearProgress aria-label="Loading statistics" />}>
          <StatisticsView canPickSupervisor={isAdmin} />
        </Suspense>
      )}
    </Stack>
  );
}
