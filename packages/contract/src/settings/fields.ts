import { z } from 'zod';
import { text } from '../common/values.js';

const blank = "can't be blank";
const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;

/** A required text field, trimmed, with the spec's maximum. */
export const requiredText = (max: number) =>
  text({ error: blank }).trim().min(1, blank).max(max, tooLong(max));
/** An optional text field: blank becomes null. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));
export const optionalUrl = (max: number) =>
  optionalText(max).refine(
    (v) => v === null || /^https?:\/\/\S+$/i.test(v),
    'must be a web address starting with http:// or https://',
  );
export const colour = z.string({ error: blank }).regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1f4e79');
export const count = (max = 100_000) =>
  z.coerce
    .number({ error: 'is not a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(max);
export const points = z.coerce.number({ error: 'is not a number' }).min(0, 'must be 0 or more').max(100_000);

/** The `<field>_url` and `<field>_filename` an upload answers with. */
export const fileFields = <T extends string>(field: T) =>
  ({
    [`${field}_url`]: z.string().nullable(),
    [`${field}_filename`]: z.string().nullable(),
  }) as Record<`${T}_url` | `${T}_filename`, z.ZodNullable<z.ZodString>>;

export const ZRowBase = z.object({ id: z.number().int() });
export const ZOrdered = z.object({ active: z.boolean(), display_order: z.number().int() });
