import { isValid, parseISO } from 'date-fns';
import { clockAt, instantOf, isViewerElsewhere, zoneNameAt, type WallClock } from './time-zone';

/**
 * The spec's display formats (part 1 §9), as date-fns tokens (the date pickers' `format` reads
 * them too). `a` renders AM/PM. Kept in one place so every screen shows dates the same way.
 */
export const DATE_FORMAT = 'd/M/yy';
export const DATE_TIME_FORMAT = 'd/M/yy h:mm a';
export const PROFILE_DATE_TIME_FORMAT = 'd/M/yy · h:mm a';
export const TIME_FORMAT = 'h:mm a';
/** A grid column of date-times fits "29/11/26 12:26 PM AEST", the zone named for a viewer elsewhere. */
export const DATE_TIME_COLUMN_WIDTH = 196;
/** What the API reads and writes for a date without a time (filters, date fields). */
export const API_DATE_FORMAT = 'yyyy-MM-dd';

export type DateInput = Date | string | null | undefined;

/** Whether a time shown names its zone: by default, when the viewer's clock is another zone's. */
export interface ZoneOption {
  zone?: boolean;
}

/** A value on the institute's clock, and the instant it names when the API sent one. */
interface Reading {
  clock: WallClock;
  instant?: Date;
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;
// A date-time with Z or an offset is an instant; without one it is the institute's wall clock.
const WITH_OFFSET = /[T ]\d{2}:.*(Z|[+-]\d{2}(:?\d{2})?)$/i;

const localClock = (date: Date): WallClock => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
  hour: date.getHours(),
  minute: date.getMinutes(),
  second: date.getSeconds(),
});

/**
 * How the API sends each kind of value, read onto the institute's clock:
 * - an instant (`2026-11-20T22:00:00Z`, `…+11:00`): converted to the institute's zone;
 * - a local wall time (`start_local`, `2026-11-21T09:00`): as it is;
 * - a bare date (`2026-11-21`): that calendar day;
 * - a Date (a picker's value): its fields as the picker shows them, i.e. the day the user picked.
 * Strings go through parseISO rather than `new Date()`, which reads a bare date as UTC midnight.
 */
function read(value: DateInput): Reading | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return isValid(value) ? { clock: localClock(value) } : null;
  const text = value.trim();
  const date = parseISO(text);
  if (!isValid(date)) return null;
  if (!BARE_DATE.test(text) && WITH_OFFSET.test(text)) return { clock: clockAt(date), instant: date };
  return { clock: localClock(date) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const TOKENS = /yyyy|yy|MM|M|dd|d|HH|h|mm|a/g;

function render({ year, month, day, hour, minute }: WallClock, pattern: string): string {
  const values: Record<string, string> = {
    yyyy: String(year),
    yy: pad(year % 100),
    MM: pad(month),
    M: String(month),
    dd: pad(day),
    d: String(day),
    HH: pad(hour),
    h: String(hour % 12 === 0 ? 12 : hour % 12),
    mm: pad(minute),
    a: hour < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(TOKENS, (token) => values[token] ?? token);
}

/** " AEDT" after a time, when the viewer's clock is another zone's (docs/decisions.md). */
function zoneSuffix(reading: Reading, { zone = true }: ZoneOption): string {
  if (!zone || !isViewerElsewhere()) return '';
  return ` ${zoneNameAt(reading.instant ?? instantOf(reading.clock))}`;
}

function formatWith(value: DateInput, pattern: string, timed?: ZoneOption): string {
  const reading = read(value);
  if (!reading) return '';
  return render(reading.clock, pattern) + (timed ? zoneSuffix(reading, timed) : '');
}

/**
 * A Date for a date picker from an API value, on the institute's clock (an instant's day there),
 * or null when there is nothing valid.
 */
export function parseDate(value: DateInput): Date | null {
  if (value instanceof Date) return isValid(value) ? value : null;
  const reading = read(value);
  if (!reading) return null;
  const { year, month, day, hour, minute, second } = reading.clock;
  return new Date(year, month - 1, day, hour, minute, second);
}

/** 5/3/24 */
export function formatDate(value: DateInput): string {
  return formatWith(value, DATE_FORMAT);
}

/** 5/3/24 2:07 PM, and " AEDT" when the viewer is elsewhere. */
export function formatDateTime(value: DateInput, options: ZoneOption = {}): string {
  return formatWith(value, DATE_TIME_FORMAT, options);
}

/** 5/3/24 · 2:07 PM, the educator app's variant. */
export function formatProfileDateTime(value: DateInput, options: ZoneOption = {}): string {
  return formatWith(value, PROFILE_DATE_TIME_FORMAT, options);
}

/** 2:07 PM */
export function formatTime(value: DateInput, options: ZoneOption = {}): string {
  return formatWith(value, TIME_FORMAT, options);
}

/** "1/12/26 · 9:00 AM – 12:00 PM", with the end's day too when it ends on another day. */
export function formatTimeSpan(start: DateInput, end: DateInput): string {
  const from = read(start);
  const to = read(end);
  if (!from || !to) return formatProfileDateTime(start ?? end);
  const isSameDay = render(from.clock, API_DATE_FORMAT) === render(to.clock, API_DATE_FORMAT);
  const endText = render(to.clock, isSameDay ? TIME_FORMAT : PROFILE_DATE_TIME_FORMAT);
  return `${render(from.clock, PROFILE_DATE_TIME_FORMAT)} – ${endText}${zoneSuffix(from, {})}`;
}

/** 2024-03-05: the calendar day picked, or an instant's day on the institute's clock. */
export function toApiDate(value: DateInput): string {
  return formatWith(value, API_DATE_FORMAT);
}
