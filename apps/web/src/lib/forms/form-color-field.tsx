import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { boundTextFieldProps, type FormFieldProps } from './form-field-props';

const HEX = /^#[0-9a-f]{6}$/i;
/** `#rrggbb`: the format's own length, which the contract's pattern checks. */
const HEX_LENGTH = 7;

/**
 * A colour as `#rrggbb` text, typed or picked with the browser's colour picker (the swatch at the
 * start of the field, named "{label} picker"). The text is what the form holds and the schema checks.
 */
export function FormColorField<T extends FieldValues, TTransformed = T, TContext = unknown>({
  control,
  name,
  label,
  helperText,
  fullWidth = true,
  ...textFieldProps
}: FormFieldProps<T, TTransformed, TContext>) {
  return (
    <Controller<T, FieldPath<T>, TTransformed>
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            {...textFieldProps}
            {...boundTextFieldProps(field, fieldState, { helperText, disabled: textFieldProps.disabled })}
            label={label}
            fullWidth={fullWidth}
            value={value}
            onChange={(event) => field.onChange(event.target.value.trim())}
            slotProps={{
              htmlInput: { maxLength: HEX_LENGTH, spellCheck: false },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Box
                      component="input"
                      type="color"
                      aria-label={`${typeof label === 'string' ? label : 'Colour'} picker`}
                      // The picker only takes lower-case #rrggbb; anything else shows black until fixed.
                      value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                      disabled={field.disabled || textFieldProps.disabled}
                      onChange={(event: ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
                      sx={{
                        width: 28,
                        height: 28,
                        p: 0,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        cursor: 'pointer',
                        bgcolor: 'transparent',
                        '&::-webkit-color-swatch-wrapper': { p: 0 },
                        '&::-webkit-color-swatch': { border: 0, borderRadius: 0.5 },
                      }}
                    />
                  </InputAdornment>
                ),
              },
            }}
          />
        );
      }}
    />
  );
}
