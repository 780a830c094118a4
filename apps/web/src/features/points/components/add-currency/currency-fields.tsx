import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { ActivityQuestionFields, ActivityWhenFields } from '../../../../components/activity-fields';
import { EvidenceUploader } from '../../../../components/evidence-uploader';
import { FormCheckboxField, FormNumberField, FormSelectField, FormTextField } from '../../../../lib/forms';
import type { CurrencyKind } from '../../api/add-currency';
import { useDomainOptions, useVocationalActivityOptions, type PointEntrySettings } from '../../api/options';
import type { CurrencyFormValues } from './currency-form';

export interface CurrencyFieldsProps {
  kind: CurrencyKind;
  control: Control<CurrencyFormValues>;
  setValue: UseFormSetValue<CurrencyFormValues>;
  settings: PointEntrySettings | undefined;
  disabled: boolean;
  onUploadingChange: (isUploading: boolean) => void;
}

/** The fields of both Add External … Currency forms; each kind shows its own extras. */
export function CurrencyFields({
  kind,
  control,
  setValue,
  settings,
  disabled,
  onUploadingChange,
}: CurrencyFieldsProps) {
  const isVocational = kind === 'vocational';
  const activities = useVocationalActivityOptions({ enabled: isVocational });
  const domains = useDomainOptions();
  const activityId = useWatch({ control, name: 'vocational_activity_id' });
  const isOther = !isVocational || activityId === null;

  // Choosing an activity prefills its points (part 2 §3); "Other" leaves them as they are.
  const previousActivity = useRef(activityId);
  useEffect(() => {
    if (previousActivity.current === activityId) return;
    previousActivity.current = activityId;
    const chosen = activities.data?.find((option) => option.id === activityId);
    if (chosen) setValue('points', chosen.points, { shouldValidate: true });
  }, [activityId, activities.data, setValue]);

  const activityOptions = (activities.data ?? []).map((option) => ({ value: option.id, label: option.name }));
  const domainOptions = (domains.data ?? []).map((option) => ({ value: option.id, label: option.name }));
  const attachmentsEnabled = settings?.points_file_attachment_enabled ?? false;
  const common = { control, disabled };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {isVocational && (
        <FormSelectField
          {...common}
          name="vocational_activity_id"
          label="Vocational activity"
          emptyLabel="Other"
          options={activityOptions}
        />
      )}
      {isOther && <FormTextField {...common} name="activity_name" label="Activity name" required />}
      <FormNumberField {...common} name="points" label="Points" required step={0.25} />
      <FormSelectField
        {...common}
        name="domain_id"
        label="Domain"
        emptyLabel="None"
        options={domainOptions}
      />
      <ActivityWhenFields {...common} />
      {isVocational && settings?.vocational_currency_uses_units && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField {...common} name="unit_codes" label="Unit codes" multiline minRows={2} />
        </Box>
      )}
      <ActivityQuestionFields {...common} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField {...common} name="notes" label="Notes" multiline minRows={2} />
      </Box>
      {!isVocational && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormCheckboxField
            {...common}
            name="learning_journey_equivalent"
            label="Counts as a learning journey (learning journey equivalent)"
          />
        </Box>
      )}
      {attachmentsEnabled && (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            control={control}
            name="evidences"
            render={({ field, fieldState }) => (
              <EvidenceUploader
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                disabled={disabled}
                onUploadingChange={onUploadingChange}
                required={settings?.file_attachment_required}
              />
            )}
          />
        </Box>
      )}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormCheckboxField {...common} name="notify_user" label="Notify the user by email" />
      </Box>
    </Box>
  );
}
