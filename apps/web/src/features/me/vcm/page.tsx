import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyVcm, useMyVcms } from './api/my-vcms';
import { RevisionList } from './components/revision-list';
import { StartRevisionDialog } from './components/start-revision-dialog';
import { VcmEditor } from './components/vcm-editor';
import { MePageHeading as Heading } from '../layout/me-page-heading';

/** Why My VCM cannot show: VCM off for the institute (404) or for my employment type (403). */
function unavailable(error: unknown) {
  if (error instanceof ApiError && error.status === 403) return error.message;
  if (error instanceof ApiError && error.status === 404) return 'VCM is not used at your institute.';
  return 'We could not load your VCM. Please try again.';
}

/** My VCM (issue 21): my revisions, newest first, and starting the year's. */
export function MeVcmsPage() {
  useDocumentTitle('My VCM');
  const list = useMyVcms();
  const [isStarting, setIsStarting] = useState(false);
  return (
    <Stack spacing={3}>
      <Heading
        title="My VCM"
        lead="Your vocational capability matrix: claim currency for each unit you teach, then submit it for review."
      />
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
  const vcm = useMyVcm(Number(id));
  useDocumentTitle(vcm.data ? `My VCM ${vcm.data.year}` : 'My VCM');
  return (
    <Stack spacing={3}>
      <Box>
        <Button component={RouterLink} to={paths.meVcms.to()} size="small">
          All revisions
        </Button>
      </Box>
      {vcm.isPending && <Skeleton variant="rounded" height={320} />}
      {vcm.isError && <Alert severity="error">{unavailable(vcm.error)}</Alert>}
      {vcm.data && <VcmEditor vcm={vcm.data} />}
    </Stack>
  );
}
