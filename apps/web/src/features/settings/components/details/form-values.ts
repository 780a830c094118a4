/**
 * The institute settings forms edit a slice of the institute with the contract's schema
 * (`ZInstituteInput`). Only the fields that changed are validated and sent, so a stored value the
 * form does not show (or may not edit) can never block a save.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { reminderDaysProblems, ZInstituteInput, type TInstitute } from '@pdp/contract';
import type { Control, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldLimitsOf } from '../../../../lib/forms';
import type { InstituteChanges } from '../../api/update-institute';

type InstituteInput = z.input<typeof ZInstituteInput>;
/** An editable institute field (part 1 §3). */
/** (The SSO client secret is write-only: the institute answers only whether one is set, so it starts blank.) */
export type InstituteField = keyof InstituteInput;
export type InstituteFormValues = Partial<InstituteInput>;
/** The settings forms' control, as their groups take it. */
export type InstituteControl = Control<InstituteFormValues>;

const isTextField = (field: InstituteField) => fieldLimitsOf(ZInstituteInput, field).kind === 'text';

/** The form's starting values: a blank text is '' (what the input holds), a blank number stays null. */
export function toFormValues(institute: TInstitute, fields: readonly InstituteField[]): InstituteFormValues {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (institute as Partial<Record<InstituteField, unknown>>)[field] ?? null;
    values[field] = value === null && isTextField(field) ? '' : value;
  }
  return values as InstituteFormValues;
}

const isSame = (a: unknown, b: unknown) =>
  Array.isArray(a) || Array.isArray(b) ? JSON.stringify(a) === JSON.stringify(b) : Object.is(a, b);

export function changedFields(
  values: InstituteFormValues,
  initial: InstituteFormValues,
  fields: readonly InstituteField[],
): InstituteField[] {
  return fields.filter((field) => !isSame(values[field], initial[field]));
}

/**
 * zodResolver over the changed fields only; its output is the PUT body's `institute`. A reminder the
 * change leaves switched on without its days is refused on the days field, as the server does
 * (`reminderDaysProblems`: the form holds both, so its values are the institute as saved).
 */
export function changedFieldsResolver(
  fields: readonly InstituteField[],
  initial: InstituteFormValues,
): Resolver<InstituteFormValues, unknown, InstituteChanges> {
  return async (values, context, options) => {
    const changed = changedFields(values, initial, fields);
    const mask = Object.fromEntries(changed.map((field) => [field, true])) as {
      [K in InstituteField]?: true;
    };
    const picked = Object.fromEntries(changed.map((field) => [field, values[field]]));
    const resolve = zodResolver(ZInstituteInput.pick(mask)) as unknown as Resolver<
      InstituteFormValues,
      unknown,
      InstituteChanges
    >;
    const result = await resolve(picked, context, options);
    const reminders = Object.entries(reminderDaysProblems(values, changed)).filter(
      ([field]) => (fields as readonly string[]).includes(field) && !result.errors[field as InstituteField],
    );
    if (reminders.length === 0) return result;
    const errors = Object.fromEntries(
      reminders.map(([field, [message]]) => [field, { type: 'reminder_days', message }]),
    );
    return { values: {}, errors: { ...result.errors, ...errors } };
  };
}
