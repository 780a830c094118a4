import DialogContentText from '@mui/material/DialogContentText';
import type { TRegistrationApproval } from '@pdp/contract';
import { useId, useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
import { useDecideRegistration } from '../../api/decide-registration';
import { UNNAMED_PROGRAM, decisionFailure } from '../registrations-view';
import { NotifyCheckbox } from './notify-checkbox';

export interface DecisionDialogProps {
  /** The registration being decided; null closes the dialog. */
  row: TRegistrationApproval | null;
  onClose: () => void;
}

/**
 * Approve (part 2 §7 `PUT registrations/{id}/approve {notify_user}`): one click on the row, then
 * this short confirmation, which also asks whether to email the educator (ticked by default, as
 * every notify choice of the console is). A refusal ("no longer pending") stays in the dialog.
 */
export function ApproveDialog({ row, onClose }: DecisionDialogProps) {
  const textId = useId();
  const [notifyUser, setNotifyUser] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideRegistration();
  // A new row starts from the defaults (adjusted during render, keyed by the row), and is kept while the dialog closes, so its words do not empty during the fade.
  const [shown, setShown] = useState<TRegistrationApproval | null>(null);
  if (row && row.id !== shown?.id) {
    setShown(row);
    setNotifyUser(true);
    setError(null);
  }

  const onApprove = async () => {
    if (!row) return;
    setError(null);
    try {
      await decide.mutateAsync({ kind: 'approve', id: row.id, body: { notify_user: notifyUser } });
      onClose();
    } catch (failure) {
      setError(decisionFailure(failure).message ?? null);
    }
  };

  return (
    <FormDialog
      isOpen={row !== null}
      title="Approve registration?"
      onClose={onClose}
      onSubmit={() => void onApprove()}
      submitLabel="Approve"
      isSubmitting={decide.isPending}
      error={error}
      maxWidth="xs"
      descriptionId={textId}
      isSubmitFocused
    >
      <DialogContentText id={textId} sx={{ mb: 1 }}>
        {shown?.user_name} will be registered for {shown?.program_name || UNNAMED_PROGRAM}.
      </DialogContentText>
      <NotifyCheckbox checked={notifyUser} onChange={setNotifyUser} />
    </FormDialog>
  );
}
