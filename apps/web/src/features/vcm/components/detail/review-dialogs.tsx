import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { VCM_STATUSES, VCM_TEXT_MAX, vcmStatusLabel, type TVcm, type TVcmStatus } from '@pdp/contract';
import { useState } from 'react';
import { UserPicker, type UserChoice } from '../../../../components/user-picker';
import { formatCharacterCount } from '../../../../lib/forms/character-count';
import { useVcmDialogAction } from './use-vcm-dialog-action';
import { FormDialog } from '../../../../components/form-dialog';

interface DialogProps {
  vcm: TVcm;
  isOpen: boolean;
  onClose: () => void;
}

/** Return VCM to Educator (part 2 §4): the items marked needs attention go back with their feedback. */
export function ReturnVcmDialog({ vcm, isOpen, onClose }: DialogProps) {
  const action = useVcmDialogAction(vcm.id, onClose);
  return (
    <FormDialog
      isOpen={isOpen}
      title="Return VCM to Educator"
      onClose={onClose}
      onSubmit={() => void action.run({ kind: 'reject' })}
      submitLabel="Return VCM"
      isSubmitting={action.isPending}
      error={action.error}
    >
      <DialogContentText>
        {vcm.owner_user.full_name}&apos;s VCM goes back to them with the feedback on the items that need
        attention. They can update their responses and submit it again.
      </DialogContentText>
    </FormDialog>
  );
}

/** Approve VCM (part 2 §4): every item is approved; the VCM records its approver and date. */
export function ApproveVcmDialog({ vcm, isOpen, onClose }: DialogProps) {
  const action = useVcmDialogAction(vcm.id, onClose);
  return (
    <FormDialog
      isOpen={isOpen}
      title="Approve VCM"
      onClose={onClose}
      onSubmit={() => void action.run({ kind: 'approve' })}
      submitLabel="Approve VCM"
      isSubmitting={action.isPending}
      error={action.error}
    >
      <DialogContentText>
        Approve {vcm.owner_user.full_name}&apos;s {vcm.year} VCM ({vcm.revision_text})? Every professional
        qualification and unit response has been approved.
      </DialogContentText>
    </FormDialog>
  );
}

/** Update status: an admin forces any status (part 2 §4); the history records it. */
export function UpdateStatusDialog({ vcm, isOpen, onClose }: DialogProps) {
  const [status, setStatus] = useState<TVcmStatus>(vcm.status);
  const action = useVcmDialogAction(vcm.id, onClose);
  return (
    <FormDialog
      isOpen={isOpen}
      title="Update status"
      onClose={onClose}
      onSubmit={() => void action.run({ kind: 'force_update', status })}
      submitLabel="Update status"
      isSubmitting={action.isPending}
      isSubmitDisabled={status === vcm.status}
      error={action.error}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 2 }}>
        Set the VCM&apos;s status directly. The items keep their own statuses.
      </DialogContentText>
      <TextField
        select
        fullWidth
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as TVcmStatus)}
      >
        {VCM_STATUSES.map((option) => (
          <MenuItem key={option} value={option}>
            {vcmStatusLabel(option)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

/** Delegate approver: a supervisor or an institute admin of the institute (part 2 §6). */
export function DelegateApproverDialog({ vcm, isOpen, onClose }: DialogProps) {
  const [approver, setApprover] = useState<UserChoice | null>(vcm.approver_user);
  const action = useVcmDialogAction(vcm.id, onClose);
  return (
    <FormDialog
      isOpen={isOpen}
      title="Delegate approver"
      onClose={onClose}
      onSubmit={() => approver && void action.run({ kind: 'delegate', approverUserId: approver.id })}
      submitLabel="Delegate"
      isSubmitting={action.isPending}
      isSubmitDisabled={!approver || approver.id === vcm.approver_user?.id}
      error={action.error}
    >
      <DialogContentText sx={{ mb: 2 }}>
        Choose who reviews this VCM from now on.
        {vcm.approver_user && ` The approver is ${vcm.approver_user.full_name}.`}
      </DialogContentText>
      <UserPicker
        search={{ roles: ['supervisor', 'institute_admin'], activeOnly: true }}
        noun="supervisor or institute admin"
        label="Approver"
        value={approver}
        onChange={setApprover}
        autoFocus
      />
    </FormDialog>
  );
}

export interface FeedbackTarget {
  kind: 'unit' | 'qualification';
  id: number;
  /** "BSBWHS521 Ensure a safe workplace", for the dialog's text. */
  name: string;
  feedback: string | null;
}

/** Needs attention: the item goes back to the educator with the approver's feedback (required). */
export function NeedsAttentionDialog({
  vcmId,
  target,
  onClose,
}: {
  vcmId: number;
  target: FeedbackTarget | null;
  onClose: () => void;
}) {
  const [feedback, setFeedback] = useState('');
  const [shown, setShown] = useState<FeedbackTarget | null>(null);
  const action = useVcmDialogAction(vcmId, onClose);
  if (target && target !== shown) {
    setShown(target);
    setFeedback(target.feedback ?? '');
    action.clearError();
  }
  const submit = () => {
    if (!target) return;
    void action.run(
      target.kind === 'unit'
        ? { kind: 'reject_unit', unitId: target.id, feedback }
        : { kind: 'reject_qualification', qualificationId: target.id, feedback },
    );
  };
  return (
    <FormDialog
      isOpen={target !== null}
      title="Needs attention"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Mark needs attention"
      isSubmitting={action.isPending}
      isSubmitDisabled={feedback.trim() === ''}
      error={action.error}
    >
      <DialogContentText sx={{ mb: 2 }}>
        Tell the educator what {shown?.name ?? 'this item'} needs. They see this feedback when the VCM is
        returned to them.
      </DialogContentText>
      <TextField
        label="Feedback"
        value={feedback}
        onChange={(event) => setFeedback(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        required
        autoFocus
        helperText={formatCharacterCount(feedback, VCM_TEXT_MAX)}
        slotProps={{ htmlInput: { maxLength: VCM_TEXT_MAX }, formHelperText: { sx: { textAlign: 'right' } } }}
      />
    </FormDialog>
  );
}
