import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FormErrorAlertProps {
  /** The text from `applyServerErrors` / `formErrorText`; nothing renders when it is empty. */
  message: string | null | undefined;
  sx?: SxProps<Theme>;
}

/** The form-level error line. role="alert" so a screen reader hears why the save failed. */
export function FormErrorAlert({ message, sx }: FormErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={sx}>
      {message}
    </Alert>
  );
}
