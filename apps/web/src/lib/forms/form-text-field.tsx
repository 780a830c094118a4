import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatCharacterCount } from './character-count';

export type FormTextFieldProps<T extends FieldValues, TTransformed = T, TContext = unknown> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  /** Any form's control, including one whose resolver transforms the values it submits. */
  control: Control<T, TContext, TTransformed>;
  name: FieldPath<T>;
  /** Stops typing at the limit and shows a live "12/150" counter beside the helper text. */
  maxLength?: number;
};

/**
 * A MUI TextField bound to react-hook-form. The field's error (from the schema or from
 * `applyServerErrors`) replaces the helper text while it is there.
 */
export function FormTextField<T extends FieldValues, TTransformed = T, TContext = unknown>({
  control,
  name,
  maxLength,
  helperText,
  slotProps,
  ...textFieldProps
}: FormTextFieldProps<T, TTransformed, TContext>) {
  return (
    <Controller<T, FieldPath<T>, TTransformed>
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message: ReactNode = fieldState.error?.message ?? helperText;
        const htmlInput = slotProps?.htmlInput;
        return (
          <TextField
            {...textFieldProps}
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={field.disabled || textFieldProps.disabled}
            error={Boolean(fieldState.error)}
            helperText={
              maxLength === undefined ? (
                message
              ) : (
                <HelperWithCounter message={message} count={formatCharacterCount(field.value, maxLength)} />
              )
            }
            slotProps={{
              ...slotProps,
              // A function-form htmlInput is left alone: merging it would mean calling it here.
              htmlInput:
                maxLength === undefined || typeof htmlInput === 'function'
                  ? htmlInput
                  : { maxLength, ...htmlInput },
            }}
          />
        );
      }}
    />
  );
}

function HelperWithCounter({ message, count }: { message: ReactNode; count: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{message}</span>
      <Box component="span" sx={{ flexShrink: 0 }}>
        {count}
      </Box>
    </Box>
  );
}
