import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormBooleanFieldProps<T extends FieldValues, TTransformed = T, TContext = unknown> {
  control: Control<T, TContext, TTransformed>;
  name: FieldPath<T>;
  label: ReactNode;
  /** A line under the label explaining what the setting does; the field's error replaces it. */
  helperText?: ReactNode;
  disabled?: boolean;
}

/** The on/off control and how far its helper text sits in from the label's edge. */
const LOOKS = {
  switch: { Control: Switch, helperIndent: 6 },
  checkbox: { Control: Checkbox, helperIndent: 4 },
} as const;

function FormBooleanField<T extends FieldValues, TTransformed, TContext>({
  control,
  name,
  label,
  helperText,
  disabled,
  look,
}: FormBooleanFieldProps<T, TTransformed, TContext> & { look: keyof typeof LOOKS }) {
  const { Control: Toggle, helperIndent } = LOOKS[look];
  return (
    <Controller<T, FieldPath<T>, TTransformed>
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Box>
          <FormControlLabel
            label={label}
            disabled={disabled || field.disabled}
            control={
              <Toggle
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
          {(fieldState.error || helperText) && (
            <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: -0.5, ml: helperIndent }}>
              {fieldState.error?.message ?? helperText}
            </FormHelperText>
          )}
        </Box>
      )}
    />
  );
}

/** An on/off setting that takes effect as a setting (the `_enabled` flags). */
export function FormSwitchField<T extends FieldValues, TTransformed = T, TContext = unknown>(
  props: FormBooleanFieldProps<T, TTransformed, TContext>,
) {
  return <FormBooleanField {...props} look="switch" />;
}

/** A yes/no choice within a record's form (an employment type's features). */
export function FormCheckboxField<T extends FieldValues, TTransformed = T, TContext = unknown>(
  props: FormBooleanFieldProps<T, TTransformed, TContext>,
) {
  return <FormBooleanField {...props} look="checkbox" />;
}
