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

/**
 * Today's calendar date (YYYY-MM-DD) in a time zone: what the passport period arithmetic
 * (`@pdp/contract` points/periods.ts) and every "today" of an institute start from.
 */
export function todayIn(timeZone: string, now = new Date()): string {
  return zonedFormat('day', timeZone, DAY).format(now);
}
