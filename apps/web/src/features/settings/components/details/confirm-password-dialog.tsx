import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors, FormCurrentPasswordField, FormErrorAlert } from '../../../../lib/forms';

const ZConfirmPassword = z.object({ current_password: z.string().min(1, "can't be blank") });
type ConfirmPasswordFields = z.infer<typeof ZConfirmPassword>;

export interface ConfirmPasswordDialogProps {
  open: boolean;
  onCancel: () => void;
  /** Saves with the password; rejects with the server's error when the password is refused. */
  onConfirm: (password: string) => Promise<void>;
}

/**
 * Asks an institute admin for their password again before a change of who can sign in through
 * single sign-on (the domain, the provider, the client, the email claim, the switch): the server
 * refuses it otherwise (docs/sso.md "Who may change it"). A wrong password shows under the field.
 */
export function ConfirmPasswordDialog({ open, onCancel, onConfirm }: ConfirmPasswordDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<ConfirmPasswordFields>({
    resolver: zodResolver(ZConfirmPassword),
    defaultValues: { current_password: '' },
  });

  const onSubmit = handleSubmit(async ({ current_password }) => {
    setFormError(null);
    try {
      await onConfirm(current_password);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fieldNames: ['current_password'] }));
    }
  });
  const cancel = () => {
    reset();
    setFormError(null);
    onCancel();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>Confirm with your password</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} variant="body2" sx={{ mb: 2.5 }}>
            These single sign-on settings decide who can sign in to your institute. Type your password to save
            them.
          </DialogContentText>
          <Stack spacing={2.5}>
            <FormErrorAlert message={formError} />
            <FormCurrentPasswordField control={control} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Confirm and save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
