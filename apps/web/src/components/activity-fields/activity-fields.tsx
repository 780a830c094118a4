import Box from '@mui/material/Box';
import { ACTIVITY_INTERVAL_LABELS, ACTIVITY_INTERVALS } from '@pdp/contract';
import type { Control } from 'react-hook-form';
import { FormDateField, FormNumberField, FormSelectField, FormTextField } from '../../lib/forms';
import type { ActivityValues } from './activity-values';

const INTERVAL_OPTIONS = ACTIVITY_INTERVALS.map((value) => ({
  value,
  label: ACTIVITY_INTERVAL_LABELS[value],
}));

/**
 * The questions of a point entry, as every form asks them (part 2 §5: at most 1000 characters each,
 * with an n/1000 counter). Short enough to read in full in an empty field at phone width.
 */
export const ACTIVITY_QUESTIONS = [
  { name: 'inform_teaching_practice', label: 'How does it inform your teaching practice?' },
  { name: 'related_to_units', label: 'Related units or courses' },
  { name: 'student_benefit', label: 'How do students benefit?' },
] as const;

interface ActivityFieldsProps<T extends ActivityValues> {
  /** The form's control: any form whose values include the activity's (ActivityValues). */
  control: Control<T>;
  disabled?: boolean;
}

/** The form's control as these fields name them: the form holds more, never less. */
const activityControl = <T extends ActivityValues>(control: Control<T>) =>
  control as unknown as Control<ActivityValues>;

/**
 * When the activity took place and for how long: the date, then the duration with its interval side
 * by side. Inside the form's `FormLimitsProvider` the contract sets their ranges.
 */
export function ActivityWhenFields<T extends ActivityValues>({ control, disabled }: ActivityFieldsProps<T>) {
  const bound = { control: activityControl(control), disabled };
  return (
    <>
      <FormDateField {...bound} name="activity_date" label="Activity date" required />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <FormNumberField {...bound} name="activity_duration" label="Duration" />
        <FormSelectField
          {...bound}
          name="activity_interval"
          label="Interval"
          emptyLabel="None"
          options={INTERVAL_OPTIONS}
        />
      </Box>
    </>
  );
}

/**
 * The entry's three questions, each a text area across the form's width (a grid's whole row);
 * the `FormLimitsProvider` gives each its counter.
 */
export function ActivityQuestionFields<T extends ActivityValues>({
  control,
  disabled,
}: ActivityFieldsProps<T>) {
  const bound = { control: activityControl(control), disabled };
  return ACTIVITY_QUESTIONS.map((area) => (
    <Box key={area.name} sx={{ gridColumn: '1 / -1' }}>
      <FormTextField {...bound} name={area.name} label={area.label} multiline minRows={2} />
    </Box>
  ));
}
