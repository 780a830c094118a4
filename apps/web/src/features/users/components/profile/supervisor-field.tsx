import { Controller } from 'react-hook-form';
import { UserPicker } from '../../../../components/user-picker';
import type { UserFormControl } from './user-form-values';

const HINT = 'Type a name or employee number';

/** The user form's Supervisor: active supervisors of the institute, searched as you type (part 2 §5). */
export function SupervisorField({ control }: { control: UserFormControl }) {
  return (
    <Controller
      control={control}
      name="supervisor"
      render={({ field, fieldState }) => (
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
      )}
    />
  );
}
