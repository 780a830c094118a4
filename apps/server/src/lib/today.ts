// Building an Intl.DateTimeFormat costs about a quarter of a millisecond, more than the rest of a
// profile request's date work: one per use and time zone, kept (an institute's zone is one of a few
// hundred).
const formats = new Map<string, Intl.DateTimeFormat>();

/** The en-CA (year-first, zero-padded) format `use` names, in `timeZone`, built once. */
export function zonedFormat(use: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${use} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

// The last answer per time zone, for the UTC minute it was made in. Every zone's offset (and every
// change of it) is a whole number of minutes, so a zone's date cannot change inside a UTC minute:
// the answer holds until the minute ends. Formatting cost every request that reads "today" a few µs.
const lastDay = new Map<string, { minute: number; day: string }>();

/**
 * Today's calendar date (YYYY-MM-DD) in a time zone: what the passport period arithmetic
 * (`@pdp/contract` points/periods.ts) and every "today" of an institute start from.
 */
export function todayIn(timeZone: string, now = new Date()): string {
  const minute = Math.floor(now.getTime() / 60_000);
  const last = lastDay.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = zonedFormat('day', timeZone, DAY).format(now);
  lastDay.set(timeZone, { minute, day });
  return day;
}

/** The calendar date `days` days after `day` (before it when negative), both YYYY-MM-DD. */
export function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant `months` calendar months after `instant` (UTC calendar), as PostgreSQL adds an interval
 * of months: the same day and time, or the month's last day where it has no such day (29 February
 * 2024 + 12 months is 28 February 2025, not 1 March). A currency's expiry is computed this way in
 * SQL (the forecast) and here (a VCM's currency, who may deliver a unit): both agree.
 */
export function plusMonths(instant: Date, months: number): Date {
  const day = instant.getUTCDate();
  const result = new Date(instant);
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

/** The wall clock to the minute, 24-hour. */
const CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** An instant on a time zone's wall clock, to the minute: "2026-11-20T14:07". */
export function localMinute(instant: Date, timeZone: string): string {
  const parts = zonedFormat('clock', timeZone, CLOCK).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
