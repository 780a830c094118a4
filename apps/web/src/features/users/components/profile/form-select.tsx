import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import type { UserFormControl } from './user-form-values';

export interface FormSelectProps {
  control: UserFormControl;
  name: 'employment_type_id' | 'department_id';
  label: string;
  options: readonly { id: number; name: string }[];
}

/** A choice of one id, or none (null; the select shows "None"). */
export function FormSelect({ control, name, label, options }: FormSelectProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={field.name}
          value={field.value === null || !options.some((o) => o.id === field.value) ? '' : field.value}
          onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
