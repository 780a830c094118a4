import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatCharacterCount } from './character-count';
import { boundTextFieldProps, type FormFieldProps } from './form-field-props';
import { useFieldLimits } from './form-limits';

export type FormTextFieldProps<T extends FieldValues, TTransformed = T, TContext = unknown> = FormFieldProps<
  T,
  TTransformed,
  TContext
> & {
  /**
   * Stops typing at the limit and shows a live "12/150" counter beside the helper text. Inside a
   * `FormLimitsProvider` it defaults to the contract's maximum for `name`.
   */
  maxLength?: number;
};

/**
 * A MUI TextField bound to react-hook-form, full width unless told otherwise. The field's error (from
 * the schema or from `applyServerErrors`) replaces the helper text while it is there.
 */
export function FormTextField<T extends FieldValues, TTransformed = T, TContext = unknown>({
  control,
  name,
  maxLength: givenMaxLength,
  helperText,
  slotProps,
  fullWidth = true,
  ...textFieldProps
}: FormTextFieldProps<T, TTransformed, TContext>) {
  const limits = useFieldLimits(name);
  const maxLength = givenMaxLength ?? limits.maxLength;
  return (
    <Controller<T, FieldPath<T>, TTransformed>
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const bound = boundTextFieldProps(field, fieldState, {
          helperText,
          disabled: textFieldProps.disabled,
        });
        const message: ReactNode = bound.helperText;
        const htmlInput = slotProps?.htmlInput;
        return (
          <TextField
            {...textFieldProps}
            {...bound}
            fullWidth={fullWidth}
            value={field.value ?? ''}
            onChange={field.onChange}
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
      {/* A long address in the message breaks anywhere rather than push the counter off a phone. */}
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {message}
      </Box>
      <Box component="span" sx={{ flexShrink: 0 }}>
        {count}
      </Box>
    </Box>
  );
}
