/**
 * The institute settings forms edit a slice of the institute with the contract's schema
 * (`ZInstituteInput`). Only the fields that changed are validated and sent, so a stored value the
 * form does not show (or may not edit) can never block a save.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ZInstituteInput, type TInstitute } from '@pdp/contract';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { InstituteChanges } from '../../api/update-institute';

type InstituteInput = z.input<typeof ZInstituteInput>;
/** An editable institute field (part 1 §3). */
export type InstituteField = keyof InstituteInput & keyof TInstitute;
export type InstituteFormValues = Partial<InstituteInput>;

const SHAPE: Record<string, z.ZodType> = ZInstituteInput.shape;

/** The string schema under a field's nullish/transform/refine wrappers, if it is a text field. */
function textSchemaOf(field: string): z.ZodString | null {
  let schema: unknown = SHAPE[field];
  for (let depth = 0; depth < 8 && schema; depth += 1) {
    if (schema instanceof z.ZodString) return schema;
    const def = (schema as { def?: { in?: unknown; innerType?: unknown } }).def;
    schema = def?.in ?? def?.innerType;
  }
  return null;
}

/** A text field's maximum length, read from the contract so the counter and the server agree. */
export function maxLengthOf(field: InstituteField): number | undefined {
  return textSchemaOf(field)?.maxLength ?? undefined;
}

/** The form's starting values: a blank text is '' (what the input holds), a blank number stays null. */
export function toFormValues(institute: TInstitute, fields: readonly InstituteField[]): InstituteFormValues {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = institute[field];
    values[field] = value === null && textSchemaOf(field) ? '' : value;
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

/** zodResolver over the changed fields only; its output is the PUT body's `institute`. */
export function changedFieldsResolver(
  fields: readonly InstituteField[],
  initial: InstituteFormValues,
): Resolver<InstituteFormValues, unknown, InstituteChanges> {
  return (values, context, options) => {
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
    return resolve(picked, context, options);
  };
}
