import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface ActionDialogProps {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  isSubmitting: boolean;
  isSubmitDisabled?: boolean;
  /** The refusal to show above the fields (part 2 §8: errors show in the dialog). */
  error: string | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/**
 * The frame of every pending-activity dialog: a form (Enter submits), the refusal in an alert at
 * the top, Cancel and the action. It cannot be closed while the request is on its way.
 */
export function ActionDialog({
  isOpen,
  title,
  onClose,
  onSubmit,
  submitLabel,
  isSubmitting,
  isSubmitDisabled = false,
  error,
  maxWidth = 'sm',
  children,
}: ActionDialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitDisabled && !isSubmitting) onSubmit();
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
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitDisabled} loading={isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** "Notify the educator": every action emails the educator unless it is unticked (on by default, part 2 §9). */
export const NOTIFY_LABEL = 'Notify the educator';
