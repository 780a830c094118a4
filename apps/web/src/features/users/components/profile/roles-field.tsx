import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { EDITABLE_ROLES, ROLE_LABELS } from '@pdp/contract';
import { Controller, useFormState } from 'react-hook-form';
import type { RoleFlag, UserFormControl } from './user-form-values';

const ROLE_FIELDS = EDITABLE_ROLES.map((role) => ({
  name: `is_${role}` as RoleFlag,
  label: ROLE_LABELS[role],
}));

export interface RolesFieldProps {
  control: UserFormControl;
  /** A super admin's roles cannot change: one fixed, ticked "Super Admin" (part 2 §5, §6). */
  isSuperAdmin: boolean;
  disabled?: boolean;
}

/** The five role checkboxes; the server's `user_roles` message shows under the group. */
export function RolesField({ control, isSuperAdmin, disabled }: RolesFieldProps) {
  const { errors } = useFormState({ control });
  const message = (errors as Record<string, { message?: string } | undefined>).user_roles?.message;
  return (
    <FormControl component="fieldset" error={Boolean(message)} sx={{ gridColumn: '1 / -1' }}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary', mb: 0.5 }}>
        Roles
      </FormLabel>
      <FormGroup row sx={{ columnGap: 3 }}>
        {isSuperAdmin ? (
          <FormControlLabel label={ROLE_LABELS.super_admin} control={<Checkbox checked disabled />} />
        ) : (
          ROLE_FIELDS.map((role) => (
            <Controller
              key={role.name}
              control={control}
              name={role.name}
              render={({ field }) => (
                <FormControlLabel
                  label={role.label}
                  disabled={disabled || field.disabled}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                    />
                  }
                />
              )}
            />
          ))
        )}
      </FormGroup>
      {message && <FormHelperText sx={{ mx: 0 }}>{message}</FormHelperText>}
    </FormControl>
  );
}
