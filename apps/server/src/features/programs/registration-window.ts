/**
 * When registration for a program closes (issue 14): `registration_cutoff_days` business days
 * (Monday to Friday) before the program's start date, in the institute's calendar. With no cut-off
 * it closes on the start date itself. Dates are ISO calendar dates ("2026-12-01").
 */

const DAY = 86_400_000;

/** The date `days` business days before `date` (a weekend `date` counts from the Friday before). */
export function businessDaysBefore(date: string, days: number): string {
  let t = Date.parse(`${date}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    t -= DAY;
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return new Date(t).toISOString().slice(0, 10);
}

/** The last day on which one may register, or null for a program without dates. */
export function registrationClosesOn(startDate: string | null, cutoffDays: number | null): string | null {
  if (!startDate) return null;
  return businessDaysBefore(startDate, Math.max(0, cutoffDays ?? 0));
}

/** Whether `today` (the institute's date) is after the cut-off. */
export function isPastCutOff(today: string, startDate: string | null, cutoffDays: number | null): boolean {
  const closesOn = registrationClosesOn(startDate, cutoffDays);
  return closesOn !== null && today > closesOn;
}
