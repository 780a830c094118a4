import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TDelegationsResponse } from '@pdp/contract';
import { useState } from 'react';
import { LazyDateField } from '../../../components/date-field';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { instituteToday } from '../../../lib/dates';
import { useCreateDelegation } from '../api/delegations';

interface Props {
  isOpen: boolean;
  /** Whose delegation: the signed-in supervisor's own (undefined) or the one an admin opened. */
  supervisorId: number | undefined;
  supervisorName: string;
  delegates: TDelegationsResponse['delegates'];
  onClose: () => void;
}

/** "Delegate while away": whom, from, to. The server's refusals show under their fields. */
export function DelegationDialog({ isOpen, supervisorId, supervisorName, delegates, onClose }: Props) {
  const create = useCreateDelegation();
  const [delegateId, setDelegateId] = useState('');
  const [startsOn, setStartsOn] = useState(() => instituteToday());
  const [endsOn, setEndsOn] = useState('');
  const refusal = create.error instanceof ApiError ? create.error : null;
  const messageOf = (field: string) => refusal?.messages[field]?.[0];
  const close = () => {
    create.reset();
    onClose();
  };
  const submit = () =>
    create.mutate(
      { supervisor_id: supervisorId, delegate_id: Number(delegateId), starts_on: startsOn, ends_on: endsOn },
      {
        onSuccess: () => {
          setDelegateId('');
          setEndsOn('');
          close();
        },
      },
    );
  const baseError =
    refusal && Object.keys(refusal.messages).length === 0 ? refusal.message : refusal?.base[0];

  return (
    <FormDialog
      isOpen={isOpen}
      title="Delegate while away"
      onClose={close}
      onSubmit={submit}
      submitLabel="Delegate"
      isSubmitting={create.isPending}
      isSubmitDisabled={!delegateId || !startsOn || !endsOn}
      error={baseError ?? null}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label="Delegate"
          value={delegateId}
          onChange={(event) => setDelegateId(event.target.value)}
          required
          error={Boolean(messageOf('delegate_id'))}
          helperText={
            messageOf('delegate_id') ??
            `Acts for ${supervisorName} on their team, from the first day to the last.`
          }
        >
          {delegates.map((person) => (
            <MenuItem key={person.id} value={String(person.id)}>
              {person.full_name}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <LazyDateField
            label="From"
            value={startsOn}
            onChange={setStartsOn}
            required
            fullWidth
            error={Boolean(messageOf('starts_on'))}
            helperText={messageOf('starts_on')}
          />
          <LazyDateField
            label="To"
            value={endsOn}
            onChange={setEndsOn}
            required
            fullWidth
            error={Boolean(messageOf('ends_on'))}
            helperText={messageOf('ends_on')}
          />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
