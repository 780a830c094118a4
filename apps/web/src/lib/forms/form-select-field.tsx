import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { boundTextFieldProps, type FormFieldProps } from './form-field-props';

export interface FormOption {
  value: string | number;
  label: string;
}

export type FormSelectFieldProps<
  T extends FieldValues,
  TTransformed = T,
  TContext = unknown,
> = FormFieldProps<T, TTransformed, TContext> & {
  options: readonly FormOption[];
  /**
   * A first choice meaning "none" ("None", "Start empty"): it stores null, and the field shows it
   * while nothing is chosen.
   */
  emptyLabel?: string;
  /** Several choices (a list value), each with a tick; "None" while the list is empty. */
  isMultiple?: boolean;
  /**
   * Helper text for a list that is empty (components/no-options-yet.tsx: where to fill it), shown
   * in place of `helperText` while the field can be changed; a read-only field says nothing of it.
   */
  noOptionsText?: ReactNode;
};

/** What the select shows for a stored value: a value the options do not (yet) hold shows as nothing. */
export function selectedValue(
  value: unknown,
  options: readonly FormOption[],
  isMultiple: boolean,
): string | number | (string | number)[] {
  const isKnown = (item: unknown) => options.some((option) => option.value === item);
  if (isMultiple) return Array.isArray(value) ? value.filter(isKnown) : [];
  return isKnown(value) ? (value as string | number) : '';
}

/** One choice from a list (a value, or null with `emptyLabel`), or several with `isMultiple`. */
export function FormSelectField<T extends FieldValues, TTransformed = T, TContext = unknown>({
  control,
  name,
  options,
  emptyLabel,
  isMultiple = false,
  helperText,
  noOptionsText,
  fullWidth = true,
  slotProps,
  ...textFieldProps
}: FormSelectFieldProps<T, TTransformed, TContext>) {
  const labelOf = (value: unknown) =>
    options.find((option) => option.value === value)?.label ?? String(value);
  // The field shows its empty choice (or "None") inside it, so the label sits above.
  const showsEmpty = isMultiple || emptyLabel !== undefined;
  return (
    <Controller<T, FieldPath<T>, TTransformed>
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = selectedValue(field.value, options, isMultiple);
        const isReadOnly = Boolean(field.disabled || textFieldProps.disabled);
        const help = options.length === 0 && noOptionsText && !isReadOnly ? noOptionsText : helperText;
        return (
          <TextField
            {...textFieldProps}
            {...boundTextFieldProps(field, fieldState, {
              helperText: help,
              disabled: textFieldProps.disabled,
            })}
            select
            fullWidth={fullWidth}
            value={value}
            onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
            slotProps={{
              ...slotProps,
              select: {
                multiple: isMultiple,
                displayEmpty: showsEmpty,
                renderValue: isMultiple
                  ? (selected) =>
                      (selected as unknown[]).length === 0
                        ? 'None'
                        : (selected as unknown[]).map(labelOf).join(', ')
                  : undefined,
              },
              inputLabel: showsEmpty ? { shrink: true } : undefined,
            }}
          >
            {emptyLabel !== undefined && !isMultiple && (
              <MenuItem value="">
                <em>{emptyLabel}</em>
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {isMultiple ? (
                  <>
                    <Checkbox
                      size="small"
                      checked={(value as unknown[]).includes(option.value)}
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
        );
      }}
    />
  );
}
