import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { formatDate } from '../../../lib/dates';
import { useSignedInMe } from '../../../lib/me';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MePageHeading } from '../layout/me-page-heading';
import { myRecordsOf, NO_RECORD_TEXT } from '../layout/my-records';
import { useMyProfile, useMyProfileComparison } from './api/my-profile';
import { ProfileComparison } from './components/profile-comparison';
import { ProfileForm } from './components/profile-form';

/** My profile (issue 21): the self-assessment for the current passport period, then the comparison. */
export function MeProfilePage() {
  useDocumentTitle('My Profile');
  const { hasProfile } = myRecordsOf(useSignedInMe());
  // Only educators have a profile: nobody else asks for one (the server would refuse it).
  const profile = useMyProfile({ enabled: hasProfile });
  const comparison = useMyProfileComparison(profile.data?.completed ?? false);
  const data = profile.data;
  // A completed profile shows the comparison above the answers: both wait for it (no layout shift).
  const isLoading = profile.isPending || (data?.completed === true && comparison.isPending);

  const heading = (
    <MePageHeading
      title="My Profile"
      lead={
        data
          ? `Self-assessment for ${formatDate(data.period.start)} – ${formatDate(data.period.end)}`
          : 'Rate yourself against your institute’s capability statements.'
      }
      action={
        data ? <Chip label={data.stage_label} color={data.completed ? 'success' : 'default'} /> : undefined
      }
    />
  );
  if (!hasProfile) {
    return (
      <Stack spacing={3}>
        {heading}
        <Alert severity="info">{NO_RECORD_TEXT.profile}</Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      {heading}
      {isLoading && <Skeleton variant="rounded" height={320} />}
      {profile.isError && <Alert severity="error">We could not load your profile. Please try again.</Alert>}
      {data?.stage === 'waiting_for_supervisor' && (
        <Alert severity="info">
          Waiting for your supervisor{data.supervisor_full_name ? ` (${data.supervisor_full_name})` : ''} to
          rate you. Your answers can no longer be changed.
        </Alert>
      )}
      {data?.stage === 'supervisor_in_progress' && (
        <Alert severity="info">
          Your supervisor has started rating you. Your answers can no longer be changed.
        </Alert>
      )}
      {data?.completed && !isLoading && (
        <Alert severity="success">
          Your profile was completed on {formatDate(data.completed_at)}. See how your answers compare below.
        </Alert>
      )}
      {comparison.data && <ProfileComparison comparison={comparison.data} />}
      {data && !isLoading && <ProfileForm profile={data} />}
    </Stack>
  );
}
