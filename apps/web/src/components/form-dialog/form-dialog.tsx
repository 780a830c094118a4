import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface FormDialogProps {
  isOpen: boolean;
  /** The heading, and the dialog's accessible name. */
  title: string;
  onClose: () => void;
  /** Without it the dialog only informs: a single Close button. */
  onSubmit?: () => void;
  submitLabel?: string;
  /** The request is on its way: the action spins, Cancel is disabled and the dialog stays open. */
  isSubmitting?: boolean;
  isSubmitDisabled?: boolean;
  /** The refusal, in an alert above the fields (part 2 §8: errors show in the dialog). */
  error?: string | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The id of the text that says what the action does: the dialog's accessible description. */
  descriptionId?: string;
  /** Focus the action on opening: a confirmation with nothing to fill in, where Enter confirms. */
  isSubmitFocused?: boolean;
  children: ReactNode;
}

/**
 * The frame of the console's action dialogs (a decision on a registration, a point request or a
 * VCM): a form, so Enter submits; the refusal at the top; Cancel and the action. It cannot be closed
 * while its request is on its way, and the action cannot be sent twice.
 */
export function FormDialog({
  isOpen,
  title,
  onClose,
  onSubmit,
  submitLabel = 'Confirm',
  isSubmitting = false,
  isSubmitDisabled = false,
  error = null,
  maxWidth = 'sm',
  descriptionId,
  isSubmitFocused = false,
  children,
}: FormDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit && !isSubmitDisabled && !isSubmitting) onSubmit();
  };
  return (
    <Dialog
      open={isOpen}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth={maxWidth}
      fullWidth
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          {onSubmit ? (
            <>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitDisabled}
                loading={isSubmitting}
                autoFocus={isSubmitFocused}
              >
                {submitLabel}
              </Button>
            </>
          ) : (
            <Button onClick={onClose} variant="contained">
              Close
            </Button>
          )}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
