import type { TListQuery } from '@pdp/contract';
import { calendarDate, type PdfFilter } from './pdf/index.js';

/** How one `q[...]` key reads: its label, and its value in words (an id as a name, a code as its label). */
export interface FilterWording {
  label: string;
  /** The value in words; undefined shows the value as it was given. */
  value?: (value: string) => string | undefined;
}

/** A true/false filter in words: evidence_attached_eq=true → "Attached". */
export const booleanWording = (label: string, yes: string, no: string): FilterWording => ({
  label,
  value: (value) => (value === 'true' ? yes : value === 'false' ? no : undefined),
});

const PREDICATES: [suffix: string, label: (field: string) => string][] = [
  ['_cont', (field) => `${field} contains`],
  ['_gteq', (field) => `${field} from`],
  ['_lteq', (field) => `${field} up to`],
  ['_eq', (field) => field],
  ['_in', (field) => field],
];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A key no wording names, by rule: approval_reason_cont → "Approval reason contains". */
function labelOf(key: string) {
  const [suffix, label] = PREDICATES.find(([end]) => key.endsWith(end)) ?? ['', (field: string) => field];
  const field = key.slice(0, key.length - suffix.length).replaceAll('_', ' ');
  return label(field.charAt(0).toUpperCase() + field.slice(1));
}

/**
 * A list query's filters in words, for a report's printout: the keys `known` words first (in its
 * order), then any other by rule; a date reads d/M/yy. The sort (`s`) and the `skip` keys (a period
 * the report shows itself) are left out, and so are blank values.
 */
export function filterWords(
  q: TListQuery['q'],
  known: Record<string, FilterWording>,
  skip: readonly string[] = [],
): PdfFilter[] {
  const given = Object.entries(q ?? {}).filter(
    ([key, value]) => key !== 's' && !skip.includes(key) && [value].flat().some(Boolean),
  );
  const rank = (key: string) => (Object.hasOwn(known, key) ? Object.keys(known).indexOf(key) : Infinity);
  given.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  return given.map(([key, value]) => {
    const wording = Object.hasOwn(known, key) ? known[key] : undefined;
    const words = [value]
      .flat()
      .filter(Boolean)
      .map((one) => wording?.value?.(one) ?? (ISO_DATE.test(one) ? calendarDate(one) : one));
    return [wording?.label ?? labelOf(key), words.join(', ')];
  });
}
