/**
 * The inputs of the institute settings forms, each bound to react-hook-form by field name. Text
 * fields take their length limit from the contract (`maxLengthOf`), so every limited field shows the
 * live counter with the server's own maximum.
 */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FormTextField } from '../../../../lib/forms';
import { maxLengthOf, type InstituteField, type InstituteFormValues } from './form-values';

export type InstituteControl = Control<InstituteFormValues>;

interface FieldProps {
  control: InstituteControl;
  name: InstituteField;
  label: string;
  helperText?: ReactNode;
  disabled?: boolean;
}

type TextSettingProps = FieldProps &
  Pick<
    TextFieldProps,
    'type' | 'multiline' | 'minRows' | 'placeholder' | 'autoComplete' | 'required' | 'sx'
  > & {
    /** Spans both columns of the group's grid (long texts, URLs). */
    isWide?: boolean;
  };

/** A text field with the contract's limit and its live counter. */
export function TextSetting({ isWide, sx, ...props }: TextSettingProps) {
  return (
    <FormTextField<InstituteFormValues>
      {...props}
      fullWidth
      maxLength={maxLengthOf(props.name)}
      sx={[{ gridColumn: isWide ? '1 / -1' : undefined }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

/** An on/off setting (the `_enabled` flags and the other booleans). */
export function SwitchSetting({ control, name, label, helperText, disabled }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            label={label}
            disabled={disabled}
            control={
              <Switch
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
          {helperText && <FormHelperText sx={{ mt: -0.5, ml: 6 }}>{helperText}</FormHelperText>}
        </Box>
      )}
    />
  );
}

/** A whole number; blank means "not set" (null), not 0. */
export function NumberSetting({ control, name, label, helperText, disabled }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="number"
          fullWidth
          disabled={disabled}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            const number = Number(text);
            field.onChange(text === '' ? null : Number.isNaN(number) ? text : number);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}

export interface SettingOption {
  value: string | number;
  label: string;
}

type SelectSettingProps = FieldProps & { options: readonly SettingOption[]; isMultiple?: boolean };

/** One choice, or several (`isMultiple`: the approval-email and supervisor-action lists). */
export function SelectSetting({
  control,
  name,
  label,
  helperText,
  disabled,
  options,
  isMultiple,
}: SelectSettingProps) {
  const labelOf = (value: unknown) =>
    options.find((option) => option.value === value)?.label ?? String(value);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          fullWidth
          disabled={disabled}
          name={field.name}
          value={field.value ?? (isMultiple ? [] : '')}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{
            select: isMultiple
              ? {
                  multiple: true,
                  renderValue: (selected) =>
                    (selected as unknown[]).length === 0
                      ? 'None'
                      : (selected as unknown[]).map(labelOf).join(', '),
                  displayEmpty: true,
                }
              : undefined,
            inputLabel: isMultiple ? { shrink: true } : undefined,
          }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {isMultiple ? (
                <>
                  <Checkbox
                    size="small"
                    checked={Array.isArray(field.value) && (field.value as unknown[]).includes(option.value)}
                    sx={{ py: 0, pl: 0 }}
                    tabIndex={-1}
                    disableRipple
                  />
                  <ListItemText primary={option.label} />
                </>
              ) : (
                option.label
              )}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour as `#rrggbb` text, with the browser's colour picker beside it. */
export function ColorSetting({ control, name, label, helperText }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            label={label}
            fullWidth
            name={field.name}
            value={value}
            onChange={(event) => field.onChange(event.target.value.trim())}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              htmlInput: { maxLength: 7, spellCheck: false },
              input: {
                startAdornment: (
                  <Box
                    component="input"
                    type="color"
                    aria-label={`${label} picker`}
                    value={HEX.test(value) ? value.toLowerCase() : '#000000'}
                    onChange={(event) => field.onChange((event.target as HTMLInputElement).value)}
                    sx={{
                      width: 32,
                      height: 32,
                      mr: 1,
                      p: 0,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      bgcolor: 'transparent',
                      cursor: 'pointer',
                      flexShrink: 0,
                    }}
                  />
                ),
              },
            }}
          />
        );
      }}
    />
  );
}
