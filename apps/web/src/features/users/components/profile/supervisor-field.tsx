import TextField from '@mui/material/TextField';
import { startTransition, useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { UserPicker } from '../../../../components/user-picker';
import type { UserFormControl } from './user-form-values';

const HINT = 'Type a name or employee number';

/**
 * The user form's Supervisor: active supervisors of the institute, searched as you type (part 2 §5).
 * The picker (MUI's Autocomplete) is the form's costliest field and renders twice as it mounts (it
 * keeps its anchor element in state), so it mounts in a transition of its own once the form has
 * been painted; until then a read-only field with the same label, name and hint holds its place.
 */
export function SupervisorField({ control }: { control: UserFormControl }) {
  const [isPickerShown, setIsPickerShown] = useState(false);
  useEffect(() => startTransition(() => setIsPickerShown(true)), []);
  return (
    <Controller
      control={control}
      name="supervisor"
      render={({ field, fieldState }) => {
        const helperText = fieldState.error?.message ?? (field.disabled ? undefined : HINT);
        return isPickerShown ? (
          <UserPicker
            search={{ roles: ['supervisor'], activeOnly: true, sort: 'given_name' }}
            noun="supervisor"
            label="Supervisor"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={field.disabled}
            error={fieldState.error?.message}
            helperText={field.disabled ? undefined : HINT}
          />
        ) : (
          <TextField
            label="Supervisor"
            value={field.value?.full_name ?? ''}
            disabled={field.disabled}
            error={Boolean(fieldState.error)}
            helperText={helperText}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        );
      }}
    />
  );
}
