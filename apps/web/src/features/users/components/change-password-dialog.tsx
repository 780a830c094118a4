import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { PASSWORD_HELP_TEXT, ZChangePasswordBody } from '@pdp/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  applyServerErrors,
  FormCurrentPasswordField,
  FormErrorAlert,
  FormTextField,
} from '../../../lib/forms';
import { useChangePassword } from '../api/change-password';

const ZChangePasswordFields = ZChangePasswordBody.shape.user;
type ChangePasswordFields = z.input<typeof ZChangePasswordFields>;
const FIELD_NAMES = ['current_password', 'password', 'password_confirmation'] as const;

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the server's message ("Your password has been changed.") after a 200. */
  onChanged: (message: string) => void;
}

/**
 * The Change Password modal of the account menu (part 1 §7). A 422 puts the first message of each
 * field under it, and the title joined with any base messages above the form.
 */
export default function ChangePasswordDialog({ open, onClose, onChanged }: ChangePasswordDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const changePassword = useChangePassword();
  const { control, handleSubmit, setError, formState } = useForm<ChangePasswordFields>({
    resolver: zodResolver(ZChangePasswordFields),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (user) => {
    setFormError(null);
    try {
      const { message } = await changePassword.mutateAsync({ user });
      onChanged(message);
    } catch (error) {
      setFormError(applyServerErrors(error, setError, { fieldNames: FIELD_NAMES }));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="change-password-title"
      aria-describedby="password-policy"
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="change-password-title">Change Password</DialogTitle>
        <DialogContent>
          {/* The policy stays in view while field errors come and go under the fields. */}
          <DialogContentText id="password-policy" variant="body2" sx={{ mb: 2.5 }}>
            {PASSWORD_HELP_TEXT}
          </DialogContentText>
          <Stack spacing={2.5}>
            <FormErrorAlert message={formError} />
            <FormCurrentPasswordField control={control} />
            <FormTextField
              control={control}
              name="password"
              label="Password"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
            />
            <FormTextField
              control={control}
              name="password_confirmation"
              label="Password confirmation"
              type="password"
              autoComplete="new-password"
              required
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
