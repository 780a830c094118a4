import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface VcmDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  /** Without it the dialog only informs: a single Close button. */
  onSubmit?: () => void;
  submitLabel?: string;
  isSubmitting?: boolean;
  isSubmitDisabled?: boolean;
  /** The refusal, in a line at the top (part 2 §8: thrown errors show in the dialog). */
  error?: string | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/**
 * The frame of every VCM dialog: a form (Enter submits), the refusal at the top, Cancel and the
 * action. It cannot be closed while its request is on its way.
 */
export function VcmDialog({
  isOpen,
  title,
  onClose,
  onSubmit,
  submitLabel = 'Confirm',
  isSubmitting = false,
  isSubmitDisabled = false,
  error = null,
  maxWidth = 'sm',
  children,
}: VcmDialogProps) {
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
              <Button type="submit" variant="contained" disabled={isSubmitDisabled} loading={isSubmitting}>
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
