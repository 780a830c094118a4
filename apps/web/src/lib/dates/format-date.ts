import { format, isValid, parseISO } from 'date-fns';

/**
 * The spec's display formats (part 1 §9), as date-fns tokens. `a` renders AM/PM.
 * Kept in one place so every screen shows dates the same way.
 */
export const DATE_FORMAT = 'd/M/yy';
export const DATE_TIME_FORMAT = 'd/M/yy h:mm a';
export const PROFILE_DATE_TIME_FORMAT = 'd/M/yy · h:mm a';
/** What the API reads and writes for a date without a time (filters, date fields). */
export const API_DATE_FORMAT = 'yyyy-MM-dd';

export type DateInput = Date | string | null | undefined;

/**
 * A Date from whatever the API or a picker gave us, or null when there is nothing valid.
 * Strings go through parseISO rather than `new Date()`: a bare "2024-03-05" then means local
 * midnight, not UTC midnight (which shows as the 4th west of Greenwich).
 */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  const date = typeof value === 'string' ? parseISO(value.trim()) : value;
  return isValid(date) ? date : null;
}

function formatWith(value: DateInput, pattern: string): string {
  const date = parseDate(value);
  return date ? format(date, pattern) : '';
}

/** 5/3/24 */
export function formatDate(value: DateInput): string {
  return formatWith(value, DATE_FORMAT);
}

/** 5/3/24 2:07 PM */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, DATE_TIME_FORMAT);
}

/** 5/3/24 · 2:07 PM, the educator profile's variant. */
export function formatProfileDateTime(value: DateInput): string {
  return formatWith(value, PROFILE_DATE_TIME_FORMAT);
}

/** 2024-03-05, in local time: the day the user picked, whatever their offset. */
export function toApiDate(value: DateInput): string {
  return formatWith(value, API_DATE_FORMAT);
}
