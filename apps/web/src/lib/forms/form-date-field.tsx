import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { DateFieldProps } from '../../components/date-field/date-field';
import { LazyDateField } from '../../components/date-field/lazy-date-field';
import { boundTextFieldProps } from './form-field-props';

export type FormDateFieldProps<T extends FieldValues, TTransformed = T, TContext = unknown> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'name' | 'error' | 'onBlur' | 'inputRef'
> & {
  control: Control<T, TContext, TTransformed>;
  name: FieldPath<T>;
};

/** A date field bound to react-hook-form: d/M/yy on screen, the picked day (yyyy-MM-dd) in the form. */
export function FormDateField<T extends FieldValues, TTransformed = T, TContext = unknown>({
  control,
  name,
  helperText,
  fullWidth = true,
  ...dateFieldProps
}: FormDateFieldProps<T, TTransformed, TContext>) {
  return (
    <Controller<T, FieldPath<T>, TTransformed>
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LazyDateField
          {...dateFieldProps}
          {...boundTextFieldProps(field, fieldState, { helperText, disabled: dateFieldProps.disabled })}
          fullWidth={fullWidth}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
        />
      )}
    />
  );
}
