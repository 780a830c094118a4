import {
  counted,
  type TMyPointRequest,
  type TMyPointRequestSettings,
  type TPointRequestType,
  type TUpdateMyPointRequestBody,
} from '@pdp/contract';
import {
  activityFieldsOf,
  activityValuesOf,
  blankToNull,
  type ActivityValues,
} from '../../../../components/activity-fields';
import { evidenceItemsFrom, type EvidenceItem } from '../../../../components/evidence-uploader';
import { formatDate, instituteToday } from '../../../../lib/dates';

/** The point request form's values: one form for both kinds. */
export interface Values extends ActivityValues {
  type: TPointRequestType;
  vocational_activity_id: number | null;
  activity_name: string;
  points: number | string | null;
  unit_codes: string;
  learning_journey_equivalent: boolean;
  evidences: EvidenceItem[];
}

/** Today on the institute's clock: what a new request's activity date starts at. */
export const today = () => instituteToday();
const numberOrNull = (value: number | string | null) =>
  value === null || value === '' ? null : Number(value);

export function defaultsOf(request: TMyPointRequest | undefined): Values {
  return {
    type: request?.type ?? 'VocationalPointRequest',
    vocational_activity_id: request?.vocational_activity_id ?? null,
    activity_name: request?.activity_name ?? '',
    points: request?.points ?? null,
    ...activityValuesOf(request, today()),
    unit_codes: request?.unit_codes ?? '',
    learning_journey_equivalent: request?.learning_journey_equivalent ?? false,
    evidences: evidenceItemsFrom(request?.evidences),
  };
}

/**
 * The fields a save sends: blanks as null, numbers as numbers, and only the kind's own fields
 * (vocational: activity and, when the institute uses units, unit codes; external professional: the
 * learning journey). Evidence is added by the caller.
 */
export function requestFields(
  values: Values,
  settings: Pick<TMyPointRequestSettings, 'vocational_currency_uses_units'>,
) {
  const vocational = values.type === 'VocationalPointRequest';
  const fields: TUpdateMyPointRequestBody['point_request'] = {
    points: numberOrNull(values.points),
    activity_name: blankToNull(values.activity_name),
    ...activityFieldsOf(values),
  };
  if (vocational) {
    fields.vocational_activity_id = values.vocational_activity_id;
    if (settings.vocational_currency_uses_units) fields.unit_codes = blankToNull(values.unit_codes);
  } else {
    fields.learning_journey_equivalent = values.learning_journey_equivalent;
  }
  return fields;
}

/** "Workshop · 20/11/26 · 2 points · 1 file": what, when, how much and the evidence, in the institute's format. */
export function requestSummary(request: TMyPointRequest): (string | null)[] {
  return [
    request.type_label,
    formatDate(request.activity_date) || '-',
    request.points === null ? '- points' : counted(request.points, 'point'),
    request.evidences.length ? counted(request.evidences.length, 'file') : null,
  ];
}
