import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { RecordUnavailable } from '../../../components/record-unavailable';
import { ApiError } from '../../../lib/api-client';
import { useSignedInMe, type Me } from '../../../lib/me';
import { paths } from '../../../lib/paths';
import { recordProblemOf } from '../../../lib/record-problem';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyVcm, useMyVcms } from './api/my-vcms';
import { RevisionList } from './components/revision-list';
import { StartRevisionDialog } from './components/start-revision-dialog';
import { VcmEditor } from './components/vcm-editor';
import { MePageHeading as Heading } from '../layout/me-page-heading';
import { myRecordsOf, NO_RECORD_TEXT } from '../layout/my-records';

/** Why My VCM cannot show: VCM off for the institute (404) or for my employment type (403). */
function unavailable(error: unknown) {
  if (error instanceof ApiError && error.status === 403) return error.message;
  if (error instanceof ApiError && error.status === 404) return NO_RECORD_TEXT.vcmNotUsed;
  return 'We could not load your VCM. Please try again.';
}

/** My VCM (issue 21): my revisions, newest first, and starting the year's. */
export function MeVcmsPage() {
  useDocumentTitle('My VCM');
  const heading = (
    <Heading
      title="My VCM"
      lead="Your vocational capability matrix: claim currency for each unit you teach, then submit it for review."
    />
  );
  const whyNot = noVcmText(useSignedInMe());
  if (whyNot) {
    return (
      <Stack spacing={3}>
        {heading}
        <Alert severity="info">{whyNot}</Alert>
      </Stack>
    );
  }
  return <MyRevisions heading={heading} />;
}

/** Why the user has no VCM, known from `/me` alone (so nothing is asked), or null. */
function noVcmText(me: Me): string | null {
  const { vcm } = myRecordsOf(me);
  if (vcm === 'not-used') return NO_RECORD_TEXT.vcmNotUsed;
  return vcm === 'not-educator' ? NO_RECORD_TEXT.vcmNotEducator : null;
}

function MyRevisions({ heading }: { heading: ReactNode }) {
  const list = useMyVcms();
  const [isStarting, setIsStarting] = useState(false);
  return (
    <Stack spacing={3}>
      {heading}
      {list.isPending && <Skeleton variant="rounded" height={160} />}
      {list.isError && <Alert severity="info">{unavailable(list.error)}</Alert>}
      {list.data && (
        <>
          {list.data.can_start && (
            <Box>
              <Button variant="contained" onClick={() => setIsStarting(true)}>
                Start {list.data.year} VCM
              </Button>
            </Box>
          )}
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="my-vcm-revisions"
            sx={{ p: { xs: 2, md: 3 } }}
          >
            <Typography id="my-vcm-revisions" variant="h6" component="h2" sx={{ mb: 1 }}>
              Revisions
            </Typography>
            <RevisionList revisions={list.data.revisions} />
          </Paper>
          {isStarting && <StartRevisionDialog year={list.data.year} onClose={() => setIsStarting(false)} />}
        </>
      )}
    </Stack>
  );
}

/** One revision: the editor (units, qualifications, submit) and its history. */
export function MeVcmPage() {
  const { id = '' } = useParams();
  const whyNot = noVcmText(useSignedInMe());
  const back = <BackLink to={paths.meVcms.to()}>My VCM</BackLink>;
  if (whyNot) {
    return (
      <Stack spacing={3}>
        {back}
        <Alert severity="info">{whyNot}</Alert>
      </Stack>
    );
  }
  return <MyRevision id={id} back={back} />;
}

function MyRevision({ id, back }: { id: string; back: ReactNode }) {
  const vcm = useMyVcm(Number(id));
  // The editor (every unit, the open ones' claim forms) is the page's largest render. A query's answer
  // renders at once and in one piece; deferred (null first, even when cached) it renders as a
  // transition, in slices the browser can interleave with painting (docs/performance.md).
  const shown = useDeferredValue(vcm.data ?? null, null);
  useDocumentTitle(vcm.data ? `My VCM ${vcm.data.year}` : 'My VCM');
  // VCM on and for educators (noVcmText): a 404 is a revision that is not there, or not mine. A 403
  // (not for my employment type) is explained below in the server's words.
  if (recordProblemOf(vcm.error, id) === 'not-found') {
    return (
      <RecordUnavailable
        problem="not-found"
        title="VCM"
        noun="this VCM"
        missingText="This VCM does not exist, or is not yours."
        back={{ to: paths.meVcms.to(), label: 'Back to My VCM' }}
      />
    );
  }
  return (
    <Stack spacing={3}>
      {back}
      {(vcm.isPending || (vcm.data && !shown)) && <Skeleton variant="rounded" height={320} />}
      {vcm.isError && <Alert severity="info">{unavailable(vcm.error)}</Alert>}
      {shown && <VcmEditor vcm={shown} />}
    </Stack>
  );
}
