import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TTeamSummary } from '@pdp/contract';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { textButtonAtStart } from '../../../components/text-button-at-start';
import { formatDate } from '../../../lib/dates';
import { useSignedInMe } from '../../../lib/me';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDelegations } from '../api/delegations';
import { useTeam } from '../api/get-team';
import { ActingBanner, AwayPanel } from './away-panel';
import { RecordsDialog } from './records-dialog';
import { TeamMembers } from './team-members';
import { TeamSupervisorPicker } from './team-supervisor-picker';
import { PointRequestsDialog, RegistrationsDialog } from './waiting-dialogs';

const TITLE = 'My Team';

type WaitingKind = 'registrations' | 'point_requests' | 'vcms' | 'profiles';
const WAITING: { kind: WaitingKind; label: string }[] = [
  { kind: 'registrations', label: 'Registrations to approve' },
  { kind: 'point_requests', label: 'Point requests to action' },
  { kind: 'vcms', label: 'VCMs to review' },
  { kind: 'profiles', label: 'Profiles to rate' },
];

/**
 * /team: the supervisor's educators with their passport status and forecast, and what waits for the
 * supervisor, each opened in place. An admin opens a supervisor's with `?supervisor_id=`, and so
 * does a delegate their delegator's while the delegation runs. The Away panel names a delegate.
 */
export function TeamPage() {
  const me = useSignedInMe();
  const [searchParams] = useSearchParams();
  const supervisorId = Number(searchParams.get('supervisor_id')) || undefined;
  const team = useTeam(supervisorId);
  const [open, setOpen] = useState<WaitingKind | null>(null);
  useDocumentTitle(TITLE);
  // The banner and the Away panel sit above the counts: the console shows once their delegations
  // have answered too, so nothing moves down under the reader (or the pointer) when they arrive.
  const isAdmin = me.user.is_institute_admin || me.user.is_super_admin;
  const awayOf = isAdmin && supervisorId !== me.user.id ? supervisorId : undefined;
  const mine = useDelegations();
  const theirs = useDelegations(awayOf, awayOf !== undefined);
  const isReady = !mine.isPending && (awayOf === undefined || !theirs.isPending);
  // The console (its counts, the members' table and the waiting dialogs) is the page's largest
  // render: from a deferred value it renders as a transition, in slices (docs/performance.md).
  const answered = isReady ? (team.data ?? null) : null;
  const shown = useDeferredValue(answered, null);
  const summary = shown ?? undefined;
  const isOwn = !summary || summary.supervisor.id === me.user.id;
  // The Away panel: a supervisor's own console, or the one an admin opened (a delegate's view of
  // their delegator's team has none: they cannot pass the delegation on).
  const showsAway = summary && (isOwn ? me.user.is_supervisor : isAdmin);

  return (
    <Stack spacing={2.5}>
      <PageHeader
        overline={me.institute.name}
        title={TITLE}
        description={
          summary &&
          `${isOwn ? 'The educators you supervise' : `The educators ${summary.supervisor.full_name} supervises`}, ` +
            `for the passport period ${formatDate(summary.period.from)} to ${formatDate(summary.period.to)}.`
        }
      />
      <TeamSupervisorPicker current={summary?.supervisor} />
      {(team.isPending || !isReady || shown !== answered) && <LinearProgress aria-label="Loading the team" />}
      <ActingBanner viewedSupervisorId={summary?.supervisor.id ?? me.user.id} />
      {summary && (
        <>
          {showsAway && (
            <AwayPanel
              supervisorId={isOwn ? undefined : summary.supervisor.id}
              supervisorName={summary.supervisor.full_name}
              isOwn={isOwn}
            />
          )}
          <Grid container spacing={2} component="section" aria-label="Waiting for you">
            {WAITING.map(({ kind, label }) => (
              <Grid key={kind} size={{ xs: 12, sm: 6, md: 3 }}>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="h4" component="p">
                    {summary[kind].count}
                  </Typography>
                  <Button
                    onClick={() => setOpen(kind)}
                    aria-label={`${label}: ${summary[kind].count}`}
                    sx={textButtonAtStart()}
                  >
                    {label}
                  </Button>
                </Paper>
              </Grid>
            ))}
          </Grid>
          <TeamMembers members={summary.members} />
          <WaitingDialogs summary={summary} open={open} onClose={() => setOpen(null)} />
        </>
      )}
    </Stack>
  );
}

function WaitingDialogs({
  summary,
  open,
  onClose,
}: {
  summary: TTeamSummary;
  open: WaitingKind | null;
  onClose: () => void;
}) {
  return (
    <>
      <RegistrationsDialog
        isOpen={open === 'registrations'}
        items={summary.registrations.items}
        onClose={onClose}
      />
      <PointRequestsDialog
        isOpen={open === 'point_requests'}
        items={summary.point_requests.items}
        onClose={onClose}
      />
      <RecordsDialog
        isOpen={open === 'vcms'}
        title="VCMs to review"
        items={summary.vcms.items}
        linkOf={(record) => paths.vcm.to(record.id)}
        onClose={onClose}
      />
      <RecordsDialog
        isOpen={open === 'profiles'}
        title="Profiles to rate"
        items={summary.profiles.items}
        linkOf={(record) => paths.profilingEducator.to(record.user_id)}
        onClose={onClose}
      />
    </>
  );
}
