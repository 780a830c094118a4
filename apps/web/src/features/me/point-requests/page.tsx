import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyPointRequest, useMyPointRequestSettings } from './api/my-point-requests';
import { PointRequestForm } from './components/point-request-form';
import { PointRequestList } from './components/point-request-list';
import { MePageHeading as Heading } from '../layout/me-page-heading';

/** Point requests (issue 21): my requests with their statuses and reasons. */
export function MePointRequestsPage() {
  useDocumentTitle('My Point Requests');
  return (
    <Stack spacing={3}>
      <Heading
        title="My Point Requests"
        lead="Activities you submitted for points: pending, incomplete (with what to fix) or approved."
      />
      <PointRequestList />
    </Stack>
  );
}

/** /me/points/new and /me/points/:id: the form to submit, edit or resubmit a request. */
export function MePointRequestPage() {
  const { id } = useParams();
  const requestId = id === 'new' || id === undefined ? null : Number(id);
  const isNew = requestId === null;
  useDocumentTitle(isNew ? 'New Point Request' : 'Edit Point Request');
  const settings = useMyPointRequestSettings();
  const request = useMyPointRequest(Number.isInteger(requestId) ? requestId : null);
  const isLoading = settings.isPending || (!isNew && request.isPending);
  return (
    <Stack spacing={3}>
      <Heading
        title={isNew ? 'New Point Request' : 'Edit Point Request'}
        lead="Describe the activity and attach your evidence; an approver then decides it."
      />
      {isLoading && <Skeleton variant="rounded" height={320} />}
      {(settings.isError || (!isNew && request.isError)) && (
        <Alert severity="error">We could not load this point request.</Alert>
      )}
      {settings.data && !settings.data.educator_points_entry_enabled && (
        <Alert severity="info">Submitting point requests is turned off for your institute.</Alert>
      )}
      {settings.data?.educator_points_entry_enabled && (isNew || request.data) && (
        <PointRequestForm
          key={request.data?.updated_at ?? 'new'}
          request={request.data}
          settings={settings.data}
        />
      )}
    </Stack>
  );
}
