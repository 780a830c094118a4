import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatCharacterCount } from './character-count';
import { boundTextFieldProps, type FormFieldProps } from './form-field-props';
import { useFieldLimits } from './form-limits';
import { growingText } from './growing-text';

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
 * the schema or from `applyServerErrors`) replaces the helper text while it is there. A `multiline`
 * field with neither `rows` nor `maxRows` grows with its text through CSS from `minRows` lines
 * (`growingText`), without MUI's measuring TextareaAutosize.
 */
export function FormTextField<T extends FieldValues, TTransformed = T, TContext = unknown>({
  control,
  name,
  maxLength: givenMaxLength,
  helperText,
  slotProps,
  fullWidth = true,
  ...givenProps
}: FormTextFieldProps<T, TTransformed, TContext>) {
  const limits = useFieldLimits(name);
  const maxLength = givenMaxLength ?? limits.maxLength;
  const { minRows, sx, ...textFieldProps } = givenProps;
  const growing =
    givenProps.multiline && givenProps.rows === undefined && givenProps.maxRows === undefined
      ? growingText(Number(minRows ?? 1))
      : undefined;
  const input = slotProps?.input;
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
            minRows={growing ? undefined : minRows}
            rows={growing?.rows ?? textFieldProps.rows}
            sx={growing ? [growing.sx, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])] : sx}
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
              // A function-form input is left alone, as htmlInput below.
              input:
                growing && typeof input !== 'function' ? { ...growing.slotProps.input, ...input } : input,
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
