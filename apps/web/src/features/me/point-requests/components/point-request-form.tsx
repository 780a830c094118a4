import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  MY_POINT_REQUEST_MESSAGES as MM,
  POINT_REQUEST_TYPE_LABELS,
  POINT_REQUEST_TYPES,
  ZMyPointRequestCreateFields,
  type TMyPointRequest,
  type TMyPointRequestSettings,
} from '@pdp/contract';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ActivityQuestionFields, ActivityWhenFields } from '../../../../components/activity-fields';
import { EvidenceUploader, toEvidenceAttributes } from '../../../../components/evidence-uploader';
import {
  applyServerErrors,
  FormCheckboxField,
  FormErrorAlert,
  FormLimitsProvider,
  FormNumberField,
  FormSelectField,
  FormTextField,
  useUnsavedChangesGuard,
} from '../../../../lib/forms';
import { notify } from '../../../../lib/messages';
import { paths } from '../../../../lib/paths';
import { useSaveMyPointRequest, useVocationalActivityOptions } from '../api/my-point-requests';
import { defaultsOf, requestFields, type Values } from './point-request-values';

/**
 * A new point request, or the edit of a pending or incomplete one (saving an incomplete one submits
 * it again). The fields and rules are the staff side's; the server's field messages show beside
 * each field.
 */
export function PointRequestForm({
  request,
  settings,
}: {
  request?: TMyPointRequest;
  settings: TMyPointRequestSettings;
}) {
  const navigate = useNavigate();
  const save = useSaveMyPointRequest(request?.id ?? null);
  const activities = useVocationalActivityOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const { control, handleSubmit, setError, setValue, watch, formState } = useForm<Values>({
    defaultValues: defaultsOf(request),
  });
  const guard = useUnsavedChangesGuard(formState.isDirty);
  const type = watch('type');
  const vocational = type === 'VocationalPointRequest';
  const activityId = watch('vocational_activity_id');
  const lastActivity = useRef(activityId);
  // Choosing a vocational activity prefills its points and name (part 2 §3); "Other" keeps them.
  useEffect(() => {
    if (activityId === lastActivity.current) return;
    lastActivity.current = activityId;
    const activity = activities.data?.find((a) => a.id === activityId);
    if (!activity) return;
    setValue('points', activity.points, { shouldDirty: true });
    setValue('activity_name', activity.name, { shouldDirty: true });
  }, [activityId, activities.data, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const fields = requestFields(values, settings);
    try {
      if (request) {
        await save.mutateAsync({
          point_request: { ...fields, evidences_attributes: toEvidenceAttributes(values.evidences) },
        });
        notify(request.status === 'incomplete' ? MM.resubmitted : MM.saved, { severity: 'success' });
      } else {
        await save.mutateAsync({
          point_request: {
            ...fields,
            type: values.type,
            points: fields.points as number,
            evidences_attributes: toEvidenceAttributes(values.evidences) as { file_id: string }[],
          },
        });
        notify(MM.created, { severity: 'success' });
      }
      guard.release();
      void navigate(paths.mePointRequests.to());
    } catch (error) {
      setFormError(applyServerErrors(error, setError));
    }
  });

  const submitLabel = !request ? 'Submit request' : request.status === 'incomplete' ? 'Resubmit' : 'Save';
  return (
    <FormLimitsProvider schema={ZMyPointRequestCreateFields}>
      <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Point request">
        {request?.status === 'incomplete' && request.reason && (
          <Alert severity="warning">
            <strong>Marked incomplete: </strong>
            {request.reason}
          </Alert>
        )}
        <FormErrorAlert message={formError} />
        <FormSelectField
          control={control}
          name="type"
          label="Kind"
          disabled={Boolean(request)}
          options={POINT_REQUEST_TYPES.map((value) => ({ value, label: POINT_REQUEST_TYPE_LABELS[value] }))}
        />
        {vocational && (
          <FormSelectField
            control={control}
            name="vocational_activity_id"
            label="Vocational activity"
            emptyLabel="Other"
            options={(activities.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          />
        )}
        <FormTextField control={control} name="activity_name" label="Activity name" required />
        <FormNumberField control={control} name="points" label="Points" required />
        <ActivityWhenFields control={control} />
        <ActivityQuestionFields control={control} />
        {vocational && settings.vocational_currency_uses_units && (
          <FormTextField control={control} name="unit_codes" label="Unit codes" />
        )}
        {!vocational && (
          <FormCheckboxField
            control={control}
            name="learning_journey_equivalent"
            label="Learning journey equivalent"
          />
        )}
        {settings.points_file_attachment_enabled && (
          <Controller
            control={control}
            name="evidences"
            render={({ field, fieldState }) => (
              <EvidenceUploader
                value={field.value}
                onChange={(next) => setValue('evidences', next, { shouldDirty: true })}
                error={fieldState.error?.message}
                onUploadingChange={setIsUploading}
                required={settings.file_attachment_required}
                label="Evidence"
              />
            )}
          />
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={save.isPending || isUploading}>
            {submitLabel}
          </Button>
          <Button onClick={() => void navigate(paths.mePointRequests.to())}>Cancel</Button>
        </Stack>
      </Stack>
    </FormLimitsProvider>
  );
}
