import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as `#rrggbb`: typed, or picked with the swatch at the start of the field. */
export function ColorField<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            label={label}
            name={field.name}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'A hex colour such as #1f4e79'}
            required
            fullWidth
            slotProps={{
              htmlInput: { maxLength: 7, spellCheck: false },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Box
                      component="input"
                      type="color"
                      aria-label={`Pick ${label.toLowerCase()}`}
                      value={HEX.test(value) ? value : '#000000'}
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
