import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { LIMITS, type TRegistrationApproval } from '@pdp/contract';
import { useId, useState } from 'react';
import { FormDialog } from '../../../../components/form-dialog';
// The module, not lib/forms' index: the index brings the form library and zod into the queue's first load.
import { formatCharacterCount } from '../../../../lib/forms/character-count';
import { useDecideRegistration } from '../../api/decide-registration';
import { decisionFailure, registrationName, type DecisionFailure } from '../registrations-view';
import type { DecisionDialogProps } from './approve-dialog';
import { NotifyCheckbox } from './notify-checkbox';

const REASON_MAX = LIMITS.rejectionReasonMax;

/**
 * Incomplete (part 2 §4: pending → incomplete with a reason; §7 `PUT registrations/{id}/reject
 * {reason, notify_user}`). The reason is required (Submit stays disabled while it is blank) and
 * at most 1000 characters, with a live counter. The server's field message shows under the field,
 * a single-message refusal above it (part 2 §8).
 */
export function IncompleteDialog({ row, onClose }: DecisionDialogProps) {
  const textId = useId();
  const [reason, setReason] = useState('');
  const [notifyUser, setNotifyUser] = useState(true);
  const [failure, setFailure] = useState<DecisionFailure>({});
  const decide = useDecideRegistration();
  // Kept while the dialog closes, so its words do not empty during the fade.
  const [shown, setShown] = useState<TRegistrationApproval | null>(null);
  if (row && row.id !== shown?.id) {
    setShown(row);
    setReason('');
    setNotifyUser(true);
    setFailure({});
  }

  const onSubmit = async () => {
    if (!row) return;
    setFailure({});
    try {
      await decide.mutateAsync({ kind: 'reject', id: row.id, body: { reason, notify_user: notifyUser } });
      onClose();
    } catch (error) {
      setFailure(decisionFailure(error));
    }
  };

  return (
    <FormDialog
      isOpen={row !== null}
      title="Mark registration incomplete"
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      submitLabel="Submit"
      isSubmitting={decide.isPending}
      isSubmitDisabled={reason.trim() === ''}
      error={failure.message ?? null}
      descriptionId={textId}
    >
      <DialogContentText id={textId} sx={{ mb: 2 }}>
        {shown && `The registration of ${registrationName(shown)} will be marked incomplete.`} Say what is
        missing: the reason is kept with the registration and sent to the educator when notified.
      </DialogContentText>
      <TextField
        label="Reason"
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (failure.reason) setFailure(({ message }) => (message ? { message } : {}));
        }}
        multiline
        minRows={4}
        fullWidth
        autoFocus
        required
        error={Boolean(failure.reason)}
        helperText={
          <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <span>{failure.reason ?? ''}</span>
            <span>{formatCharacterCount(reason, REASON_MAX)}</span>
          </span>
        }
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
      />
      <NotifyCheckbox checked={notifyUser} onChange={setNotifyUser} />
    </FormDialog>
  );
}
