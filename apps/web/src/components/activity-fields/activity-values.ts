import type { TActivityInterval } from '@pdp/contract';

/**
 * What every point entry says about the activity itself, as the inputs hold it: when, for how long,
 * and the three questions about practice, units and students. An educator's point request and the
 * External Currency a staff member adds both take these fields, with the kind's own beside them.
 */
export interface ActivityValues {
  activity_date: string;
  /** Text that is no number stays as typed (FormNumberField), for the schema to name. */
  activity_duration: number | string | null;
  activity_interval: string | null;
  inform_teaching_practice: string;
  related_to_units: string;
  student_benefit: string;
}

/** The activity's stored fields, or a new entry's (dated `today`, the rest empty). */
export function activityValuesOf(
  entry: Partial<{ [K in keyof ActivityValues]: ActivityValues[K] | null }> | undefined,
  today: string,
): ActivityValues {
  return {
    activity_date: entry?.activity_date ?? today,
    activity_duration: entry?.activity_duration ?? null,
    activity_interval: entry?.activity_interval ?? null,
    inform_teaching_practice: entry?.inform_teaching_practice ?? '',
    related_to_units: entry?.related_to_units ?? '',
    student_benefit: entry?.student_benefit ?? '',
  };
}

export const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** The activity's part of a request body: blanks as null, the duration as a number. */
export function activityFieldsOf(values: ActivityValues) {
  const duration = values.activity_duration;
  return {
    activity_date: values.activity_date,
    activity_duration: duration === null || duration === '' ? null : Number(duration),
    activity_interval: values.activity_interval as TActivityInterval | null,
    inform_teaching_practice: blankToNull(values.inform_teaching_practice),
    related_to_units: blankToNull(values.related_to_units),
    student_benefit: blankToNull(values.student_benefit),
  };
}
