import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useDeferredValue, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { RecordUnavailable } from '../../../components/record-unavailable';
import { useSignedInMe } from '../../../lib/me';
import { paths } from '../../../lib/paths';
import { recordProblemOf } from '../../../lib/record-problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { myRecordsOf, NO_RECORD_TEXT } from '../layout/my-records';
import { useMyPointRequest, useMyPointRequestSettings } from './api/my-point-requests';
import { PointRequestForm } from './components/point-request-form';
import { MePageHeading as Heading } from '../layout/me-page-heading';

// A chunk of its own: the form's date picker, schemas and uploader (about 340 KB of script) are not
// the list's, so /me/points no longer evaluates them.

/** /me/points/new and /me/points/:id: the form to submit, edit or resubmit a request. */
export function MePointRequestPage() {
  const { id = '' } = useParams();
  const isNew = id === 'new';
  const title = isNew ? 'New Point Request' : 'Edit Point Request';
  useDocumentTitle(title);
  const { hasPointRequests } = myRecordsOf(useSignedInMe());
  const heading = (
    <Heading
      title={title}
      lead="Describe the activity and attach your evidence; an approver then decides it."
    />
  );
  if (!hasPointRequests) {
    return (
      <Stack spacing={3}>
        {heading}
        <Alert severity="info">{NO_RECORD_TEXT.pointRequests}</Alert>
      </Stack>
    );
  }
  return <PointRequestEditor id={id} heading={heading} />;
}

function PointRequestEditor({ id, heading }: { id: string; heading: ReactNode }) {
  const isNew = id === 'new';
  const settings = useMyPointRequestSettings();
  const isId = /^\d+$/.test(id);
  const request = useMyPointRequest(isId ? Number(id) : null);
  const problem = isNew ? null : recordProblemOf(request.error, id);
  const isReady = Boolean(settings.data?.educator_points_entry_enabled && (isNew || request.data));
  // The form is the page's largest render. A query's answer renders at once and in one piece;
  // deferred (false first, even when cached) it renders as a transition, in slices the browser can
  // interleave with painting (docs/performance.md). Called before any return: hooks run every render.
  const isFormShown = useDeferredValue(isReady, false);
  if (problem) {
    return (
      <RecordUnavailable
        problem={problem}
        title="Point Request"
        noun="this point request"
        missingText="This point request does not exist, or is not yours."
        back={{ to: paths.mePointRequests.to(), label: 'Back to My Point Requests' }}
      />
    );
  }
  const isLoading = settings.isPending || (!isNew && request.isPending) || (isReady && !isFormShown);
  return (
    <Stack spacing={3}>
      {heading}
      {isLoading && <Skeleton variant="rounded" height={320} />}
      {(settings.isError || (!isNew && request.isError)) && (
        <Alert severity="error">We could not load this point request.</Alert>
      )}
      {settings.data && !settings.data.educator_points_entry_enabled && (
        <Alert severity="info">Submitting point requests is turned off for your institute.</Alert>
      )}
      {isReady && isFormShown && settings.data && (
        <PointRequestForm
          key={request.data?.updated_at ?? 'new'}
          request={request.data}
          settings={settings.data}
        />
      )}
    </Stack>
  );
}
