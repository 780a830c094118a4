import DialogContentText from '@mui/material/DialogContentText';
import { POINT_REQUEST_TYPE_LABELS } from '@pdp/contract';
import { useForm } from 'react-hook-form';
import { FormCheckboxField } from '../../../../lib/forms';
import { FormDialog } from '../../../../components/form-dialog';
import type { RequestDialogProps } from './approve-dialog';
import { convertedType, NOTIFY_LABEL, requestName } from './pending-activities-view';
import { useRequestDecision } from './use-request-decision';

/**
 * Convert (part 2 §4: Rea ↔ Vocational; §7 `PUT …/convert {notify_user, type}`): a confirmation
 * that names the type the request becomes, with the notify choice.
 */
export function ConvertDialog({ row, onClose }: RequestDialogProps) {
  const { decide, error, isPending } = useRequestDecision(row, onClose);
  const target = convertedType(row.type);
  const { control, handleSubmit } = useForm({ defaultValues: { notify_user: true } });

  const onSubmit = handleSubmit((values) =>
    decide({ kind: 'convert', body: { type: target, notify_user: values.notify_user } }),
  );

  return (
    <FormDialog
      isOpen
      title={`Convert to ${POINT_REQUEST_TYPE_LABELS[target]}?`}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      submitLabel="Convert"
      isSubmitting={isPending}
      error={error}
      maxWidth="xs"
    >
      <DialogContentText sx={{ mb: 1 }}>
        {requestName(row)} ({row.type_label}) will be converted to {POINT_REQUEST_TYPE_LABELS[target]} and
        stay pending.
      </DialogContentText>
      <FormCheckboxField control={control} name="notify_user" label={NOTIFY_LABEL} />
    </FormDialog>
  );
}
