import TextField from '@mui/material/TextField';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldLimits } from './form-limits';
import { boundTextFieldProps, type FormFieldProps } from './form-field-props';

export type FormNumberFieldProps<
  T extends FieldValues,
  TTransformed = T,
  TContext = unknown,
> = FormFieldProps<T, TTransformed, TContext> & {
  /** The spinner's step: 1 for a whole number, else any; 0.5 for half points. */
  step?: number;
  /** Override the contract's range (read from the `FormLimitsProvider` schema). */
  min?: number;
  max?: number;
};

/** What the input's text becomes: blank is "not set" (null, not 0); text that is no number stays text. */
export function toNumberValue(text: string): number | string | null {
  if (text.trim() === '') return null;
  const number = Number(text);
  // Kept as typed, so the schema reports "is not a number" instead of the field silently emptying.
  return Number.isNaN(number) ? text : number;
}

/** A number bound to react-hook-form; its range and step come from the contract's schema. */
export function FormNumberField<T extends FieldValues, TTransformed = T, TContext = unknown>({
  control,
  name,
  helperText,
  step,
  min,
  max,
  fullWidth = true,
  ...textFieldProps
}: FormNumberFieldProps<T, TTransformed, TContext>) {
  const limits = useFieldLimits(name);
  return (
    <Controller<T, FieldPath<T>, TTransformed>
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...textFieldProps}
          {...boundTextFieldProps(field, fieldState, { helperText, disabled: textFieldProps.disabled })}
          type="number"
          fullWidth={fullWidth}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(toNumberValue(event.target.value))}
          slotProps={{
            htmlInput: {
              min: min ?? limits.min,
              max: max ?? limits.max,
              step: step ?? (limits.isInteger ? 1 : 'any'),
              inputMode: limits.isInteger ? 'numeric' : 'decimal',
            },
          }}
        />
      )}
    />
  );
}
