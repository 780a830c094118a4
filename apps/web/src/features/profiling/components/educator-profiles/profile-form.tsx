import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TProfile } from '@pdp/contract';
import { memo, useCallback, useDeferredValue, useRef, useState } from 'react';
import { formatDate } from '../../../../lib/dates';
import { notify } from '../../../../lib/messages';
import { useOnceTrue } from '../../../../lib/use-once-true';
import { useProfileDomain } from '../../api/get-profile-domain';
import { useProfileDomains } from '../../api/get-profile-domains';
import { useResponseLabels } from '../../api/get-response-labels';
import { useResponseSummary } from '../../api/get-response-summary';
import { useRateCapability } from '../../api/post-supervisor-response';
import { useSubmitProfile } from '../../api/submit-profile';
import { domainColor } from './domain-color';
import { clampDomainIndex, pagerState } from './domain-pager';
import { DomainPanel } from './domain-panel';
import { ProfileFormHeader } from './profile-form-header';
import { ProfileRecommendations } from './profile-recommendations';
import { canRateProfile } from './profile-status';

interface ProfileFormProps {
  profile: TProfile;
  canDelete: boolean;
  onDeleted: () => void;
  /** The submitted profile, which may leave the list it came from. */
  onSubmitted: (profile: TProfile) => void;
}

/**
 * The right column of Educator Profiles: the supervisor rates the profile domain by domain (part 1
 * §4). Memoized, with its header and each statement's rating: the page renders again as the list,
 * the supervisors and the counts answer, and the form as each of its own queries does.
 */
export const ProfileForm = memo(function ProfileForm({
  profile,
  canDelete,
  onDeleted,
  onSubmitted,
}: ProfileFormProps) {
  const theme = useTheme();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [requestedIndex, setRequestedIndex] = useState(0);
  // A controlled radio must change in the click's own render, before the optimistic cache update lands.
  const [choices, setChoices] = useState<ReadonlyMap<number, number>>(new Map());
  const domains = useProfileDomains(profile.id);
  const labels = useResponseLabels();
  const domainList = domains.data ?? [];
  const index = clampDomainIndex(requestedIndex, domainList.length);
  const current = domainList[index];
  const domain = useProfileDomain(profile.id, current?.id);
  // A domain's statements (a rating row of radios each) are the page's largest render. A query's
  // answer renders at once and in one piece; deferred (null first, even when cached) they render as a
  // transition, in slices the browser can interleave with painting (docs/performance.md).
  const shownDomain = useDeferredValue(domain.data ?? null, null);
  const summary = useResponseSummary(
    current ? { kind: 'profile', profileId: profile.id, domainId: current.id } : undefined,
  );
  const { mutate: rateCapability } = useRateCapability();
  const submit = useSubmitProfile();

  const canRate = canRateProfile(profile) && !submit.isPending && !submit.isSuccess;
  const percent =
    summary.data?.meta.profile?.supervisor_completed_percent ?? profile.supervisor_completed_percent;
  // The summary keeps the previous domain's answers on screen while the next one loads; they do not count.
  const answers = summary.isPlaceholderData ? undefined : summary.data?.data;
  const capabilities = domain.data?.capabilities;
  const isDomainAnswered =
    capabilities !== undefined &&
    answers !== undefined &&
    capabilities.every((capability) => answers[String(capability.id)]?.SupervisorResponse);
  const pager = pagerState({ domainCount: domainList.length, index, isDomainAnswered, canRate, percent });
  const accent = domainColor(current?.color, theme.palette.primary.main);
  const unratedDomains = domainList.filter((d) => d.supervisor_answered_count < d.capabilities_count);
  // The recommendations sit under the statements: shown once the first domain's statements are in
  // place, so that they are not pushed down the page after they are painted (a layout shift).
  const isFormInPlace = useOnceTrue(
    !domains.isPending &&
      !labels.isPending &&
      (domainList.length === 0 || shownDomain !== null || domain.isError),
  );

  const goTo = (next: number) => {
    setRequestedIndex(next);
    // The new domain's heading takes focus (screen readers announce it) and scrolls into view.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const currentId = current?.id;
  const onRate = useCallback(
    (capabilityId: number, value: number) => {
      if (currentId === undefined) return;
      setChoices((previous) => new Map(previous).set(capabilityId, value));
      rateCapability(
        { profileId: profile.id, domainId: currentId, capabilityId, value },
        {
          onError: () =>
            setChoices((previous) => {
              const next = new Map(previous);
              if (next.get(capabilityId) === value) next.delete(capabilityId);
              return next;
            }),
        },
      );
    },
    [currentId, profile.id, rateCapability],
  );

  const onSubmit = () =>
    submit.mutate(profile.id, {
      onSuccess: (updated) => {
        notify(`${updated.educator_full_name}'s profile was submitted.`, {
          duration: 'profiling',
          severity: 'success',
        });
        onSubmitted(updated);
      },
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <ProfileFormHeader profile={profile} percent={percent} canDelete={canDelete} onDeleted={onDeleted} />
      <ReadOnlyNotice profile={profile} />
      {domains.isPending || labels.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading domains" />
        </Box>
      ) : domainList.length === 0 ? (
        <Alert severity="info">This institute has no active domains to rate.</Alert>
      ) : (
        <>
          <DomainPanel
            domains={domainList}
            index={index}
            accent={accent}
            domain={shownDomain && shownDomain.id === current?.id ? shownDomain : undefined}
            summary={summary.data?.data}
            choices={choices}
            labels={labels.data ?? []}
            disabled={!canRate}
            onRate={onRate}
            headingRef={headingRef}
          />
          <Divider />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            {pager.showPrevious && (
              <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => goTo(index - 1)}>
                Previous Domain
              </Button>
            )}
            <Box sx={{ flex: 1 }} />
            {canRate && pager.showNext && !pager.isNextEnabled && (
              <Typography variant="body2" color="text.secondary">
                Rate every statement to continue
              </Typography>
            )}
            {canRate && !pager.showNext && !pager.showSubmit && unratedDomains.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                Still to rate: {unratedDomains.map((d) => d.name).join(', ')}
              </Typography>
            )}
            {pager.showNext && (
              <Button
                variant="contained"
                endIcon={<ArrowForwardIcon />}
                disabled={!pager.isNextEnabled}
                onClick={() => goTo(index + 1)}
              >
                Next Domain
              </Button>
            )}
            {pager.showSubmit && (
              <Button variant="contained" color="success" onClick={onSubmit} loading={submit.isPending}>
                Submit Profile
              </Button>
            )}
          </Box>
        </>
      )}
      {isFormInPlace && <ProfileRecommendations profile={profile} />}
    </Box>
  );
});

/** Why the radios are disabled, when they are. */
function ReadOnlyNotice({ profile }: { profile: TProfile }) {
  if (!profile.educator_completed) {
    return (
      <Alert severity="info" variant="outlined">
        {profile.educator_full_name} is still completing their profile. You can rate it once they have
        finished.
      </Alert>
    );
  }
  if (profile.supervisor_completed) {
    const on = formatDate(profile.supervisor_completed_at);
    return (
      <Alert severity="success" variant="outlined">
        The supervisor rating was submitted{on && ` on ${on}`}; it can no longer be changed.
      </Alert>
    );
  }
  if (profile.completed) {
    return (
      <Alert severity="success" variant="outlined">
        This profile was completed without a supervisor rating.
      </Alert>
    );
  }
  return null;
}
