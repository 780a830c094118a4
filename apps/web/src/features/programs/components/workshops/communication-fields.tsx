import Box from '@mui/material/Box';
import { LIMITS } from '@pdp/contract';
import { useWatch } from 'react-hook-form';
import { FormNumberField, FormSwitchField, FormTextField } from '../../../../lib/forms';
import { growingText } from '../../../../lib/forms/growing-text';
import type { ProgramFormControl } from '../programs/program-form-values';

const KINDS = {
  pre: {
    title: 'Pre-workshop communication',
    daysField: 'pre_workshop_communication_send_days_before',
    daysLabel: 'Days before',
    help: 'Emailed to registrants this many business days before the workshop.',
  },
  post: {
    title: 'Post-workshop communication',
    daysField: 'post_workshop_communication_send_days_after',
    daysLabel: 'Days after',
    help: 'Emailed to registrants this many days after the workshop.',
  },
} as const;

/** One of a workshop's two emails to registrants: on/off, when, subject and message (part 2 §5 limits). */
export function CommunicationFields({
  control,
  index,
  kind,
  disabled,
}: {
  control: ProgramFormControl;
  index: number;
  kind: keyof typeof KINDS;
  disabled: boolean;
}) {
  const { title, daysField, daysLabel, help } = KINDS[kind];
  const prefix = `workshops.${index}.${kind}_workshop_communication` as const;
  const isEnabled = useWatch({ control, name: `${prefix}_enabled` });
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <FormSwitchField control={control} name={`${prefix}_enabled`} label={title} disabled={disabled} />
      {isEnabled && (
        <Box sx={{ display: 'grid', gap: 2, mt: 1.5 }}>
          <FormNumberField
            control={control}
            name={`workshops.${index}.${daysField}`}
            label={daysLabel}
            helperText={help}
            min={1}
            max={LIMITS.communicationDaysMax}
            step={1}
            sx={{ maxWidth: 240 }}
            disabled={disabled}
          />
          <FormTextField
            control={control}
            name={`${prefix}_subject`}
            label="Subject"
            maxLength={LIMITS.emailSubjectMax}
            disabled={disabled}
          />
          <FormTextField
            control={control}
            name={`${prefix}_message`}
            label="Message"
            {...growingText(3)}
            maxLength={LIMITS.emailMessageMax}
            disabled={disabled}
          />
        </Box>
      )}
    </Box>
  );
}
