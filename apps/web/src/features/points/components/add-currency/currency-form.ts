import {
  ZPointsReaFields,
  ZPointsVocationalFields,
  POINTS_HISTORY_MESSAGES,
  type TCreatePointsReaBody,
  type TCreatePointsVocationalBody,
} from '@pdp/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  activityFieldsOf,
  activityValuesOf,
  blankToNull,
  type ActivityValues,
} from '../../../../components/activity-fields';
import { newEvidenceAttributes, type EvidenceItem } from '../../../../components/evidence-uploader';
import type { CurrencyKind } from '../../api/add-currency';

export const CURRENCY_ADDED: Record<CurrencyKind, string> = {
  vocational: 'External Vocational Currency added',
  professional: 'External Professional Currency added',
};

const ZFormExtras = { notify_user: z.boolean(), evidences: z.array(z.custom<EvidenceItem>()) };

/**
 * The forms' schemas: the contract's entry fields (limits, decimals, dates, text areas of 1000),
 * with the uploader's items in place of `evidences_attributes` and the notify choice beside them.
 */
export const CURRENCY_FORM_SCHEMAS = {
  vocational: ZPointsVocationalFields.omit({ evidences_attributes: true }).extend(ZFormExtras),
  professional: ZPointsReaFields.omit({ evidences_attributes: true }).extend(ZFormExtras),
};

/**
 * The form's resolver: the contract schema, with "can’t be blank" for empty points (the schema's
 * "is not a number" is meant for a value that is not one).
 */
export function currencyResolver(kind: CurrencyKind): Resolver<CurrencyFormValues> {
  const resolve = zodResolver(CURRENCY_FORM_SCHEMAS[kind]) as unknown as Resolver<CurrencyFormValues>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const pointsError = result.errors.points;
    if (pointsError && values.points === null) pointsError.message = POINTS_HISTORY_MESSAGES.blank;
    return result;
  };
}

/** One form for both kinds; the fields of the other kind stay at their defaults and are not sent. */
export interface CurrencyFormValues extends ActivityValues {
  vocational_activity_id: number | null;
  activity_name: string;
  points: number | string | null;
  domain_id: number | null;
  notes: string;
  unit_codes: string;
  learning_journey_equivalent: boolean;
  notify_user: boolean;
  evidences: EvidenceItem[];
}

/** Part 2 §3 "Point-entry defaults": the activity dated today, the user notified, the rest empty. */
export function currencyDefaults(today: string): CurrencyFormValues {
  return {
    vocational_activity_id: null,
    activity_name: '',
    points: null,
    domain_id: null,
    ...activityValuesOf(undefined, today),
    notes: '',
    unit_codes: '',
    learning_journey_equivalent: false,
    notify_user: true,
    evidences: [],
  };
}

/** The form's field names, so a server message lands beside its field (or in the dialog's line). */
export const CURRENCY_FIELD_NAMES = Object.keys(currencyDefaults('')) as (keyof CurrencyFormValues)[];
/** Server names that differ from the form's. */
export const CURRENCY_FIELD_MAP = { evidences_attributes: 'evidences' } as const;

/**
 * The request body. A chosen vocational activity names the entry itself (its name is not sent);
 * "Other" sends `vocational_activity_id: null` with the typed name. Unit codes only when the
 * institute uses units; learning journey only for professional currency.
 */
export function toCurrencyBody(
  kind: CurrencyKind,
  values: CurrencyFormValues,
  settings: { usesUnits: boolean },
): TCreatePointsVocationalBody | TCreatePointsReaBody {
  const isOther = kind === 'professional' || values.vocational_activity_id === null;
  const common = {
    points: values.points as number,
    domain_id: values.domain_id,
    activity_name: isOther ? blankToNull(values.activity_name) : null,
    ...activityFieldsOf(values),
    notes: blankToNull(values.notes),
    evidences_attributes: newEvidenceAttributes(values.evidences),
  };
  if (kind === 'professional') {
    return {
      points_rea: { ...common, learning_journey_equivalent: values.learning_journey_equivalent },
      notify_user: values.notify_user,
    };
  }
  return {
    points_vocational: {
      ...common,
      vocational_activity_id: values.vocational_activity_id,
      unit_codes: settings.usesUnits ? blankToNull(values.unit_codes) : null,
    },
    notify_user: values.notify_user,
  };
}
