import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TMyProgram } from '@pdp/contract';
import { useRef, type Ref } from 'react';
import { useConfirm } from '../../../../components/confirm-dialog';
import { formatDate } from '../../../../lib/dates';
import { keepFocusAfter } from '../../../../lib/focus-after';
import { notify } from '../../../../lib/messages';
import { calendarUrl, useCancelRegistration, useRegisterForProgram } from '../api/my-programs';
import { RegistrationChip } from './registration-chip';

/** Register (with a confirm), or my registration's state with Cancel registration and Add to calendar. */
export function RegistrationActions({ program }: { program: TMyProgram }) {
  const confirm = useConfirm();
  const register = useRegisterForProgram();
  const cancel = useCancelRegistration();
  const registration = program.registration;
  const name = program.name ?? 'this program';
  // Register gives way to the registration's own buttons: focus follows to Cancel registration
  // (or Add to calendar when it cannot be cancelled) rather than falling to the page.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const registeredCalendarRef = useRef<HTMLAnchorElement>(null);

  const onRegister = async () => {
    const isConfirmed = await confirm({
      title: `Register for ${name}?`,
      message: program.requires_approval
        ? 'Your registration will wait for approval. You will get an email once it is decided.'
        : 'You will be registered straight away and get a confirmation email.',
      confirmLabel: 'Register',
    });
    if (!isConfirmed) return;
    keepFocusAfter(() => cancelRef.current ?? registeredCalendarRef.current);
    const created = await register.mutateAsync(program.id).catch(() => null);
    if (created)
      notify(created.state === 'pending' ? 'Registration submitted for approval' : 'You are registered', {
        severity: 'success',
      });
  };

  const onCancel = async () => {
    if (!registration) return;
    const isConfirmed = await confirm({
      title: 'Cancel registration?',
      message: `Your place in ${name} will be given up.`,
      confirmLabel: 'Cancel registration',
      cancelLabel: 'Keep registration',
      destructive: true,
    });
    if (!isConfirmed) return;
    const isDone = await cancel.mutateAsync(registration.id).then(
      () => true,
      () => false,
    );
    if (isDone) notify('Registration cancelled', { severity: 'success' });
  };

  const calendarButton = (ref?: Ref<HTMLAnchorElement>) => (
    <Button ref={ref} variant="outlined" component="a" href={calendarUrl(program.id)} download>
      Add to calendar
    </Button>
  );

  if (registration) {
    return (
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <RegistrationChip state={registration.state} />
          {registration.state === 'completed' && registration.points !== null ? (
            <span>{`${registration.points} points awarded`}</span>
          ) : null}
        </Stack>
        {registration.state === 'declined' && registration.rejection_reason ? (
          <Alert severity="info">{`Not approved: ${registration.rejection_reason}`}</Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {registration.state !== 'declined' ? calendarButton(registeredCalendarRef) : null}
          {registration.can_cancel ? (
            <Button
              ref={cancelRef}
              color="error"
              variant="text"
              onClick={onCancel}
              disabled={cancel.isPending}
            >
              Cancel registration
            </Button>
          ) : null}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={1.5}>
      {program.register_blocked_reason ? (
        <Alert severity="info">{program.register_blocked_reason}</Alert>
      ) : program.registration_closes_on ? (
        <Alert severity="info" icon={false}>
          {`Registration closes on ${formatDate(program.registration_closes_on)}.${
            program.requires_approval ? ' Registrations need approval.' : ''
          }`}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="contained"
          size="large"
          onClick={onRegister}
          disabled={!program.can_register || register.isPending}
        >
          Register
        </Button>
        {calendarButton()}
      </Stack>
    </Stack>
  );
}
