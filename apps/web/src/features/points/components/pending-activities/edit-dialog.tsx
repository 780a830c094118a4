import Stack from '@mui/material/Stack';
import {
  ACTIVITY_INTERVALS,
  ACTIVITY_INTERVAL_LABELS,
  POINT_ACTIVITY_NAME_MAX,
  POINT_TEXT_MAX,
} from '@pdp/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ACTIVITY_QUESTIONS } from '../../../../components/activity-fields';
import {
  EvidenceUploader,
  evidenceItemsFrom,
  type EvidenceItem,
} from '../../../../components/evidence-uploader';
import {
  FormCheckboxField,
  FormNumberField,
  FormSelectField,
  FormDateField,
  FormTextField,
  applyServerErrors,
} from '../../../../lib/forms';
import { useSignedInMe } from '../../../../lib/me';
import { usePointRequestAction } from '../../api/point-requests-actions';
import { usePointEntrySettings, useVocationalActivityOptions } from '../../api/options';
import { FormDialog } from '../../../../components/form-dialog';
import type { RequestDialogProps } from './approve-dialog';
import {
  EDIT_REQUEST_FIELDS,
  editRequestValues,
  toUpdateBody,
  type EditRequestValues,
} from './edit-request-values';

const INTERVAL_OPTIONS = ACTIVITY_INTERVALS.map((value) => ({
  value,
  label: ACTIVITY_INTERVAL_LABELS[value],
}));

/**
 * Edit (part 2 §7 `PUT users/{id}/point_requests/{id}`): the request's form. Choosing a vocational
 * activity fills in its points; "Other" sends no activity and asks for its name. The three text
 * areas hold at most 1000 characters each, with counters; unit codes appear when the institute uses
 * units, the learning journey equivalent on external professional requests; the evidence uploader
 * adds files and marks saved ones for deletion. Field messages show beside the fields.
 */
export function EditDialog({ row, onClose }: RequestDialogProps) {
  const me = useSignedInMe();
  const activities = useVocationalActivityOptions();
  const settings = usePointEntrySettings(me.institute.id);
  const action = usePointRequestAction();
  const [error, setError] = useState<string | null>(null);
  const [evidences, setEvidences] = useState<EvidenceItem[]>(() => evidenceItemsFrom(row.evidences));
  const [isUploading, setIsUploading] = useState(false);
  const isVocational = row.type === 'VocationalPointRequest';
  const usesUnits = settings.data?.vocational_currency_uses_units ?? false;
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    setValue,
    formState,
  } = useForm<EditRequestValues>({
    defaultValues: editRequestValues(row),
  });
  const activityId = useWatch({ control, name: 'vocational_activity_id' });
  const isOther = !isVocational || activityId === null;
  // Part 2 §3: choosing a vocational activity fills in its points (the request's own stay until then).
  const shownActivity = useRef(row.vocational_activity_id);
  useEffect(() => {
    if (activityId === shownActivity.current) return;
    shownActivity.current = activityId;
    const chosen = activities.data?.find((option) => option.id === activityId);
    if (chosen) setValue('points', chosen.points, { shouldDirty: true });
  }, [activityId, activities.data, setValue]);

  const activityOptions = (activities.data ?? []).map((option) => ({
    value: option.id,
    label: option.name,
  }));

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await action.mutateAsync({
        target: { userId: row.user_id, requestId: row.id },
        action: { kind: 'update', body: toUpdateBody(row, values, evidences, usesUnits) },
      });
      onClose();
    } catch (failure) {
      setError(applyServerErrors(failure, setFieldError, { fieldNames: [...EDIT_REQUEST_FIELDS] }));
    }
  });

  return (
    <FormDialog
      isOpen
      title={`Edit ${row.type_label}`}
      onClose={onClose}
      onSubmit={() => void onSubmit()}
      submitLabel="Save"
      isSubmitting={action.isPending}
      isSubmitDisabled={isUploading || formState.isSubmitting}
      error={error}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {isVocational && (
          <FormSelectField
            control={control}
            name="vocational_activity_id"
            label="Vocational activity"
            emptyLabel="Other"
            options={activityOptions}
          />
        )}
        {isOther && (
          <FormTextField
            control={control}
            name="activity_name"
            label="Activity name"
            maxLength={POINT_ACTIVITY_NAME_MAX}
          />
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormNumberField control={control} name="points" label="Points" step={0.01} min={0} />
          <FormDateField control={control} name="activity_date" label="Activity date" />
          <FormNumberField control={control} name="activity_duration" label="Duration" step={0.01} min={0} />
          <FormSelectField
            control={control}
            name="activity_interval"
            label="Interval"
            emptyLabel="None"
            options={INTERVAL_OPTIONS}
          />
        </Stack>
        {ACTIVITY_QUESTIONS.map((question) => (
          <FormTextField
            key={question.name}
            control={control}
            name={question.name}
            label={question.label}
            multiline
            minRows={3}
            maxLength={POINT_TEXT_MAX}
          />
        ))}
        {isVocational && usesUnits && (
          <FormTextField
            control={control}
            name="unit_codes"
            label="Unit codes"
            multiline
            minRows={2}
            maxLength={POINT_TEXT_MAX}
          />
        )}
        {!isVocational && (
          <FormCheckboxField
            control={control}
            name="learning_journey_equivalent"
            label="Learning journey equivalent"
          />
        )}
        <EvidenceUploader
          value={evidences}
          onChange={setEvidences}
          onUploadingChange={setIsUploading}
          disabled={action.isPending}
        />
      </Stack>
    </FormDialog>
  );
}
