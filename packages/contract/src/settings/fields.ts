import { z } from 'zod';
import { isOneLine, ONE_LINE_MESSAGE, text } from '../common/values.js';

const blank = "can't be blank";
const tooLong = (max: number) => `is too long (maximum is ${max} characters)`;
const notANumber = 'is not a number';
/** The message of a web address that starts well but is no address (`https://host:port`, `https://[`). */
export const INVALID_URL_MESSAGE = 'is not a valid web address';

/** Something a reader can see: a text of spaces and invisible format characters (zero-width) is blank. */
const isVisible = (value: string) => /[^\s\p{Cf}\p{Z}]/u.test(value);

/**
 * A required text field, trimmed and in one Unicode form (NFC: an é typed as e + accent is the é a
 * name already has, so the two are one name), with the spec's maximum.
 */
export const requiredText = (max: number) =>
  text({ error: blank })
    .trim()
    .normalize('NFC')
    .min(1, { message: blank, abort: true })
    .refine(isVisible, { message: blank, abort: true })
    .max(max, tooLong(max));
/** An optional text field, as `requiredText`: blank (or invisible) becomes null. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .normalize('NFC')
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v && isVisible(v) ? v : null));

/**
 * A name, title or code: one line. Emails, PDFs and CSV print it on one, so a line break (or another
 * control character, or a Unicode line separator) is refused rather than let it start a line of its
 * own in someone else's email.
 */
export const requiredLine = (max: number) => requiredText(max).refine(isOneLine, ONE_LINE_MESSAGE);
export const optionalLine = (max: number) =>
  optionalText(max).refine((v) => v === null || isOneLine(v), ONE_LINE_MESSAGE);

/** Whether a URL parser (the server's fetch, the browser's link) reads the text as an address. */
export function isParsableUrl(value: string): boolean {
  // `new URL` rather than URL.canParse, which browsers before 2024 lack.
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** An optional http(s) address: blank is null; anything else must be an address a URL parser reads. */
export const optionalUrl = (max: number) =>
  optionalText(max)
    .refine((v) => v === null || /^https?:\/\/\S+$/i.test(v), {
      message: 'must be a web address starting with http:// or https://',
      abort: true,
    })
    .refine((v) => v === null || isParsableUrl(v), INVALID_URL_MESSAGE);
export const colour = z.string({ error: blank }).regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1f4e79');

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

type NumberText = number | string | null | undefined;

/**
 * A number as a JSON body or a form sends it: a number, or text of one ("12"). Coercion alone would
 * read a blank (null, "", spaces) as 0, so the blank is taken first: refused ("can't be blank"), or
 * null for an optional number. Anything but a number or text "is not a number". The JSON Schema and
 * the console's field limits read the number schema (zod reads a preprocess by its output side).
 */
const blankFirst =
  (blankIs: 'refused' | null) =>
  (value: NumberText, context: z.RefinementCtx): NumberText => {
    if (isBlank(value)) {
      if (blankIs === null) return null;
      context.addIssue({ code: 'custom', message: blank });
      return z.NEVER;
    }
    if (typeof value !== 'number' && typeof value !== 'string') {
      context.addIssue({ code: 'custom', message: notANumber });
      return z.NEVER;
    }
    return value;
  };

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: notANumber })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be ${max} or less`);

/** A required whole number from `min` to `max`: blank is refused, never read as 0. */
export const count = (max = 100_000, min = 0) => z.preprocess(blankFirst('refused'), wholeNumber(min, max));
/** An optional whole number from `min` to `max`: blank (null, "", spaces) is null. */
export const optionalCount = (max = 100_000, min = 0) =>
  z.preprocess(blankFirst(null), wholeNumber(min, max).nullable()).optional();
/** Required points (fractions allowed): blank is refused, never read as 0. */
export const points = z.preprocess(
  blankFirst('refused'),
  z.coerce.number({ error: notANumber }).min(0, 'must be 0 or more').max(100_000, 'must be 100000 or less'),
);

/** The `<field>_url` and `<field>_filename` an upload answers with. */
export const fileFields = <T extends string>(field: T) =>
  ({
    [`${field}_url`]: z.string().nullable(),
    [`${field}_filename`]: z.string().nullable(),
  }) as Record<`${T}_url` | `${T}_filename`, z.ZodNullable<z.ZodString>>;

export const ZRowBase = z.object({ id: z.number().int() });
export const ZOrdered = z.object({ active: z.boolean(), display_order: z.number().int() });
