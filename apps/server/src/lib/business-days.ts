/**
 * Business days (Monday to Friday) on ISO calendar dates ("2026-12-01"), in whatever calendar the
 * caller's date is in (an institute's). Public holidays are not skipped: see docs/jobs.md.
 * The registration cut-off (programs/registrations-window.ts) and the workshop reminder use it.
 */

const DAY = 86_400_000;

const isWeekend = (t: number) => {
  const weekday = new Date(t).getUTCDay();
  return weekday === 0 || weekday === 6;
};

/** The date `days` business days before `date` (a weekend `date` counts from the Friday before). */
export function businessDaysBefore(date: string, days: number): string {
  let t = Date.parse(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    t -= DAY;
    if (!isWeekend(t)) left -= 1;
  }
  return new Date(t).toISOString().slice(0, 10);
}

/** The date `days` business days after `date` (a weekend `date` counts from the Monday after). */
export function businessDaysAfter(date: string, days: number): string {
  let t = Date.parse(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    t += DAY;
    if (!isWeekend(t)) left -= 1;
  }
  return new Date(t).toISOString().slice(0, 10);
}

/** Whether `date` falls on a Saturday or a Sunday. */
export function isWeekendDate(date: string): boolean {
  return isWeekend(Date.parse(`${date}T00:00:00Z`));
}
