/** A passport period: the year from the first day of the institute's points anniversary month. */
export interface PassportPeriod {
  /** yyyy-MM-dd, inclusive. */
  start: string;
  /** yyyy-MM-dd, inclusive: the day before the next period starts. */
  end: string;
}

const iso = (year: number, monthIndex: number, day: number) =>
  new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);

/**
 * The period `today` falls in (docs/decisions.md, "Profiling"). With anniversary month 7 (July),
 * 2026-11-22 is in 2026-07-01 … 2027-06-30 and 2026-03-01 in 2025-07-01 … 2026-06-30.
 * `today` is a calendar date (yyyy-MM-dd) in the institute's time zone.
 */
export function passportPeriod(anniversaryMonth: number, today: string): PassportPeriod {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const startYear = month >= anniversaryMonth ? year : year - 1;
  return {
    start: iso(startYear, anniversaryMonth - 1, 1),
    end: iso(startYear + 1, anniversaryMonth - 1, 0),
  };
}

// Building an Intl.DateTimeFormat costs about a quarter of a millisecond, more than the rest of a
// profile request's date work: one per time zone, kept (an institute's zone is one of a few hundred).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone, as yyyy-MM-dd. */
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
