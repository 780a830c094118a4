import { FormUserField } from '../../../../components/user-picker/form-user-field';
import type { UserFormControl } from './user-form-values';

/** The user form's Supervisor: active supervisors of the institute, searched as you type (part 2 §5). */
export function SupervisorField({ control }: { control: UserFormControl }) {
  return (
    <FormUserField
      control={control}
      name="supervisor"
      search={{ roles: ['supervisor'], activeOnly: true, sort: 'given_name' }}
      noun="supervisor"
      label="Supervisor"
      helperText="Type a name or employee number"
    />
  );
}
