import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { LIMITS, type TPointRequest } from '@pdp/contract';
import { useForm } from 'react-hook-form';
import { FormCheckboxField, FormNumberField, FormTextField } from '../../../../lib/forms';
import { FormDialog } from '../../../../components/form-dialog';
import { NOTIFY_LABEL, requestName } from './pending-activities-view';
import { RequestEvidence } from './request-evidence';
import { useRequestDecision } from './use-request-decision';

interface ApproveValues {
  points: number | string | null;
  learning_journey_equivalent: boolean;
  approval_reason: string;
  notify_user: boolean;
}

export interface RequestDialogProps {
  row: TPointRequest;
  onClose: () => void;
}

/**
 * Approve (part 2 §7 `PUT …/approve {points, learning_journey_equivalent, notify_user,
 * approval_reason}`): the points start from the request's and may be changed; an external
 * professional request may count as a learning journey; a reason with its counter; notify on.
 * A refusal stays in the dialog, a 422 with the words to edit the record first (part 2 §5).
 */
export function ApproveDialog({ row, onClose }: RequestDialogProps) {
  const { decide, error, isPending } = useRequestDecision(row, onClose);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
  } = useForm<ApproveValues>({
    defaultValues: {
      points: row.points,
      learning_journey_equivalent: row.learning_journey_equivalent,
      approval_reason: '',
      notify_user: true,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    if (values.points === null || typeof values.points === 'string') {
      setFieldError('points', { message: values.points === null ? 'can’t be blank' : 'is not a number' });
      return;
    }
    await decide({
      kind: 'approve',
      body: {
        points: values.points,
        notify_user: values.notify_user,
        approval_reason: values.approval_reason.trim() || null,
        ...(row.type === 'ReaPointRequest'
          ? { learning_journey_equivalent: values.learning_journey_equivalent }
          : {}),
      },
    });
  });

  return (
    <FormDialog
      isOpen
      title="Approve activity"
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      submitLabel="Approve"
      isSubmitting={isPending}
      error={error}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {requestName(row)} ({row.type_label}) will be added to the points history.
      </DialogContentText>
      <RequestEvidence row={row} />
      <Stack spacing={2}>
        <FormNumberField control={control} name="points" label="Points" required step={0.01} min={0} />
        {row.type === 'ReaPointRequest' && (
          <FormCheckboxField
            control={control}
            name="learning_journey_equivalent"
            label="Learning journey equivalent"
          />
        )}
        <FormTextField
          control={control}
          name="approval_reason"
          label="Approval reason"
          multiline
          minRows={3}
          maxLength={LIMITS.pointRequestReasonMax}
        />
        <FormCheckboxField control={control} name="notify_user" label={NOTIFY_LABEL} />
      </Stack>
    </FormDialog>
  );
}
