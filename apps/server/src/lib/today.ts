// Building an Intl.DateTimeFormat costs about a quarter of a millisecond, more than the rest of a
// profile request's date work: one per time zone, kept (an institute's zone is one of a few hundred).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's calendar date (YYYY-MM-DD) in a time zone: what the passport period arithmetic
 * (`@pdp/contract` points/periods.ts) and every "today" of an institute start from.
 */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}
