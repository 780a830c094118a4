import type { FieldPath, FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './form-field-props';
import { FormTextField } from './form-text-field';

/**
 * The "Current password" box of a dialog that asks for the user's password again: the form's
 * `current_password`, focused on opening and filled by the browser's password manager.
 */
export function FormCurrentPasswordField<
  T extends FieldValues & { current_password: string },
  TTransformed = T,
  TContext = unknown,
>({ control }: Pick<FormFieldProps<T, TTransformed, TContext>, 'control'>) {
  return (
    <FormTextField
      control={control}
      name={'current_password' as FieldPath<T>}
      label="Current password"
      type="password"
      autoComplete="current-password"
      required
      fullWidth
      autoFocus
    />
  );
}
