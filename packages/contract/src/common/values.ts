import { z } from 'zod';
import { INT_MAX } from '../limits.js';

/**
 * The values every input is built from, bounded by what PostgreSQL stores: a larger integer or a NUL
 * character is refused here (422 on the field) instead of failing in the database (a 500).
 */

export const NUL_MESSAGE = 'must not contain the NUL character';

/** Any text input: PostgreSQL's text types cannot hold U+0000. Chain `.trim()`, `.max()`… as usual. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), NUL_MESSAGE);

export const ONE_LINE_MESSAGE = 'must be one line, without line breaks or control characters';
/** Whether a text keeps to one line: no control character (C0, DEL, C1) nor Unicode line separator. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const isOneLine = (value: string) => !/[\u0001-\u001f\u007f-\u009f\u2028\u2029]/.test(value);

/** A whole number from a JSON body or a query string, within the integer column's range. */
export const wholeNumber = ({ min = -INT_MAX, max = INT_MAX }: { min?: number; max?: number } = {}) =>
  z.coerce
    .number({ error: 'is not a number' })
    .int('must be a whole number')
    .min(min, `must be ${min} or more`)
    .max(max, `must be ${max} or less`);

/** A record id (path, query or body): a positive integer that fits the column. */
export const ZId = z.coerce
  .number({ error: 'is not a number' })
  .int('is invalid')
  .positive('is invalid')
  .max(INT_MAX, 'is invalid');
