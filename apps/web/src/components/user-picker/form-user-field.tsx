import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { UserPicker, type UserPickerProps } from './user-picker';

export type FormUserFieldProps<T extends FieldValues, TTransformed = T, TContext = unknown> = Pick<
  UserPickerProps,
  'search' | 'noun' | 'label' | 'helperText'
> & {
  /** Any form's control; the field holds a `{ id, full_name }` choice or null. */
  control: Control<T, TContext, TTransformed>;
  name: FieldPath<T>;
  disabled?: boolean;
};

/** A user picker bound to a form's field: its error in place of the hint, no hint while disabled. */
export function FormUserField<T extends FieldValues, TTransformed = T, TContext = unknown>({
  control,
  name,
  disabled,
  helperText,
  ...picker
}: FormUserFieldProps<T, TTransformed, TContext>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const isDisabled = disabled || field.disabled;
        return (
          <UserPicker
            {...picker}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            disabled={isDisabled}
            error={fieldState.error?.message}
            helperText={isDisabled ? undefined : helperText}
          />
        );
      }}
    />
  );
}
