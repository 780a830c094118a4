import type { TActivityInterval, TPointRequest, TUpdatePointRequestBody } from '@pdp/contract';
import type { EvidenceItem } from '../../../../components/evidence-uploader';
import { toEvidenceAttributes } from '../../../../components/evidence-uploader';

/** The Edit dialog's form: a request's editable fields as the inputs hold them. */
export interface EditRequestValues {
  /** Null is "Other": the activity is typed in activity_name (part 2 §3). */
  vocational_activity_id: number | null;
  activity_name: string;
  points: number | string | null;
  activity_date: string;
  activity_duration: number | string | null;
  activity_interval: TActivityInterval | null;
  inform_teaching_practice: string;
  related_to_units: string;
  student_benefit: string;
  unit_codes: string;
  learning_journey_equivalent: boolean;
}

export const EDIT_REQUEST_FIELDS = [
  'vocational_activity_id',
  'activity_name',
  'points',
  'activity_date',
  'activity_duration',
  'activity_interval',
  'inform_teaching_practice',
  'related_to_units',
  'student_benefit',
  'unit_codes',
  'learning_journey_equivalent',
] as const;

export function editRequestValues(row: TPointRequest): EditRequestValues {
  return {
    vocational_activity_id: row.vocational_activity_id,
    activity_name: row.activity_name ?? '',
    points: row.points,
    activity_date: row.activity_date ?? '',
    activity_duration: row.activity_duration,
    activity_interval: row.activity_interval,
    inform_teaching_practice: row.inform_teaching_practice ?? '',
    related_to_units: row.related_to_units ?? '',
    student_benefit: row.student_benefit ?? '',
    unit_codes: row.unit_codes ?? '',
    learning_journey_equivalent: row.learning_journey_equivalent,
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value);
/** A number the input holds; text that is no number goes as it is, for the server to name. */
const numberOrNull = (value: number | string | null) =>
  value === null || value === '' ? null : (value as number);

/**
 * The PUT body (part 2 §7 `{point_request fields, evidences_attributes}`). A vocational request sends
 * its activity (null for "Other") and, when the institute uses units, its unit codes; an external
 * professional one its learning journey equivalent. Blank texts are sent as null.
 */
export function toUpdateBody(
  row: Pick<TPointRequest, 'type'>,
  values: EditRequestValues,
  evidences: readonly EvidenceItem[],
  usesUnits: boolean,
): TUpdatePointRequestBody {
  const isVocational = row.type === 'VocationalPointRequest';
  const attributes = toEvidenceAttributes(evidences);
  return {
    point_request: {
      points: numberOrNull(values.points),
      // A chosen vocational activity names the request (the server fills it in); "Other" names its own.
      activity_name:
        isVocational && values.vocational_activity_id !== null ? null : textOrNull(values.activity_name),
      ...(values.activity_date ? { activity_date: values.activity_date } : {}),
      activity_duration: numberOrNull(values.activity_duration),
      activity_interval: values.activity_interval,
      inform_teaching_practice: textOrNull(values.inform_teaching_practice),
      related_to_units: textOrNull(values.related_to_units),
      student_benefit: textOrNull(values.student_benefit),
      ...(isVocational
        ? {
            vocational_activity_id: values.vocational_activity_id,
            ...(usesUnits ? { unit_codes: textOrNull(values.unit_codes) } : {}),
          }
        : { learning_journey_equivalent: values.learning_journey_equivalent }),
      ...(attributes.length > 0 ? { evidences_attributes: attributes } : {}),
    },
  };
}
