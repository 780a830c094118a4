import type { TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type {
  Control,
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
} from 'react-hook-form';

/** What the form owns on a bound TextField; everything else passes through. */
type OwnedByForm = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef';

/** The props every TextField-based field of this folder takes: the form's control, a name, and MUI's rest. */
export type FormFieldProps<T extends FieldValues, TTransformed = T, TContext = unknown> = Omit<
  TextFieldProps,
  OwnedByForm
> & {
  /** Any form's control, including one whose resolver transforms the values it submits. */
  control: Control<T, TContext, TTransformed>;
  name: FieldPath<T>;
};

/**
 * The TextField props every bound field takes from react-hook-form alike: name, blur, focus on an
 * error (the ref), disabled, and the field's error (from the schema or the server) in place of the
 * helper text while it is there. Each field adds its own `value` and `onChange`.
 */
export function boundTextFieldProps<T extends FieldValues>(
  field: ControllerRenderProps<T, FieldPath<T>>,
  fieldState: ControllerFieldState,
  given: { helperText?: ReactNode; disabled?: boolean },
) {
  return {
    name: field.name,
    onBlur: field.onBlur,
    inputRef: field.ref,
    disabled: field.disabled || given.disabled,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? given.helperText,
  };
}
