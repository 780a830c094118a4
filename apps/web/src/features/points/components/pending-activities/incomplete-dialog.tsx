import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { LIMITS } from '@pdp/contract';
import { useForm, useWatch } from 'react-hook-form';
import { FormCheckboxField, FormTextField } from '../../../../lib/forms';
import { FormDialog } from '../../../../components/form-dialog';
import type { RequestDialogProps } from './approve-dialog';
import { NOTIFY_LABEL, requestName } from './pending-activities-view';
import { RequestEvidence } from './request-evidence';
import { useRequestDecision } from './use-request-decision';

interface IncompleteValues {
  reason: string;
  notify_user: boolean;
}

/**
 * Incomplete (part 2 §4: pending → incomplete with a reason; §7 `PUT …/reject {reason,
 * notify_user}`). The reason is required (the action stays disabled while it is blank) and at most
 * 1000 characters with a live counter. A refusal stays in the dialog (part 2 §5, §8).
 */
export function IncompleteDialog({ row, onClose }: RequestDialogProps) {
  const { decide, error, isPending } = useRequestDecision(row, onClose);
  const { control, handleSubmit } = useForm<IncompleteValues>({
    defaultValues: { reason: '', notify_user: true },
  });
  const reason = useWatch({ control, name: 'reason' });

  const onSubmit = handleSubmit((values) =>
    decide({ kind: 'reject', body: { reason: values.reason.trim(), notify_user: values.notify_user } }),
  );

  return (
    <FormDialog
      isOpen
      title="Mark activity incomplete"
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      submitLabel="Submit"
      isSubmitting={isPending}
      isSubmitDisabled={reason.trim() === ''}
      error={error}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {requestName(row)} will be returned to the educator as incomplete. Say what is missing: the reason is
        kept with the activity and sent to the educator when notified.
      </DialogContentText>
      <RequestEvidence row={row} />
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="reason"
          label="Reason"
          required
          multiline
          minRows={4}
          autoFocus
          maxLength={LIMITS.pointRequestReasonMax}
        />
        <FormCheckboxField control={control} name="notify_user" label={NOTIFY_LABEL} />
      </Stack>
    </FormDialog>
  );
}
