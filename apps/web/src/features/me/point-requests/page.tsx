import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useSignedInMe } from '../../../lib/me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myRecordsOf, NO_RECORD_TEXT } from '../layout/my-records';
import { PointRequestList } from './components/point-request-list';
import { MePageHeading as Heading } from '../layout/me-page-heading';

/** Point requests (issue 21): my requests with their statuses and reasons. */
export function MePointRequestsPage() {
  useDocumentTitle('My Point Requests');
  const { hasPointRequests } = myRecordsOf(useSignedInMe());
  return (
    <Stack spacing={3}>
      <Heading
        title="My Point Requests"
        lead="Activities you submitted for points: pending, incomplete (with what to fix) or approved."
      />
      {hasPointRequests ? (
        <PointRequestList />
      ) : (
        <Alert severity="info">{NO_RECORD_TEXT.pointRequests}</Alert>
      )}
    </Stack>
  );
}
