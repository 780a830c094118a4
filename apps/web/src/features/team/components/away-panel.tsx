import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TDelegation } from '@pdp/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { useDelegations, useEndDelegation } from '../api/delegations';
import { DelegationDialog } from './delegation-dialog';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const teamOf = (supervisorId: number) => `${paths.team.to()}?supervisor_id=${supervisorId}`;

/** "You are acting for Sue Visor until 6/12/26", with the way to her team (unless it is shown). */
export function ActingBanner({ viewedSupervisorId }: { viewedSupervisorId: number }) {
  const mine = useDelegations();
  const actingFor = mine.data?.acting_for ?? [];
  if (!actingFor.length) return null;
  return (
    <Stack spacing={1} component="section" aria-label="Acting for">
      {actingFor.map((delegation) => (
        <Alert
          key={delegation.id}
          severity="info"
          action={
            delegation.supervisor.id === viewedSupervisorId ? (
              <Button color="inherit" size="small" component={RouterLink} to={paths.team.to()} sx={NO_WRAP}>
                My own team
              </Button>
            ) : (
              <Button
                color="inherit"
                size="small"
                component={RouterLink}
                to={teamOf(delegation.supervisor.id)}
                sx={NO_WRAP}
              >
                Open their team
              </Button>
            )
          }
        >
          You are acting for {delegation.supervisor.full_name} until {formatDate(delegation.ends_on)}.
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * "Away": the supervisor's running and coming delegations, each with End now, and Delegate while
 * away. Shown on a supervisor's own console, and on the console an admin opened for one.
 */
export function AwayPanel({
  supervisorId,
  supervisorName,
  isOwn,
}: {
  supervisorId: number | undefined;
  supervisorName: string;
  isOwn: boolean;
}) {
  const delegations = useDelegations(supervisorId);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const data = delegations.data;
  if (!data) return null;
  const current = data.data.filter((d) => d.status !== 'ended');
  const whom = isOwn ? 'you' : supervisorName;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="away-heading" sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography id="away-heading" variant="h6" component="h2">
            Away
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A delegate acts for {whom} on the team between two dates, and receives the reminders too.
          </Typography>
        </div>
        <Button variant="outlined" onClick={() => setIsDialogOpen(true)} sx={{ flexShrink: 0 }}>
          Delegate while away
        </Button>
      </Stack>
      {current.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {current.map((delegation) => (
            <DelegationRow key={delegation.id} delegation={delegation} whom={whom} />
          ))}
        </Stack>
      )}
      <DelegationDialog
        isOpen={isDialogOpen}
        supervisorId={supervisorId}
        supervisorName={isOwn ? 'you' : supervisorName}
        delegates={data.delegates}
        onClose={() => setIsDialogOpen(false)}
      />
    </Paper>
  );
}

function DelegationRow({ delegation, whom }: { delegation: TDelegation; whom: string }) {
  const confirm = useConfirm();
  const end = useEndDelegation();
  const isActive = delegation.status === 'active';
  const span = `from ${formatDate(delegation.starts_on)} to ${formatDate(delegation.ends_on)}`;
  const onEnd = async () => {
    const isConfirmed = await confirm({
      title: isActive ? 'End the delegation now?' : 'Cancel the delegation?',
      message: `${delegation.delegate.full_name} will no longer act for ${whom}.`,
      confirmLabel: isActive ? 'End now' : 'Cancel delegation',
      cancelLabel: 'Keep it',
      destructive: true,
    });
    if (isConfirmed) end.mutate(delegation.id);
  };
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Chip
        size="small"
        color={isActive ? 'success' : 'default'}
        label={isActive ? 'Active' : 'Upcoming'}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
      />
      <Typography sx={{ flexGrow: 1 }}>
        {delegation.delegate.full_name} acts for {whom} {span}.
      </Typography>
      {delegation.can.end && (
        <Button
          color="error"
          onClick={() => void onEnd()}
          disabled={end.isPending}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {isActive ? 'End now' : 'Cancel'}
        </Button>
      )}
    </Stack>
  );
}
