/**
 * When registration for a program closes (issue 14): `registration_cutoff_days` business days
 * (Monday to Friday) before the program's start date, in the institute's calendar. With no cut-off
 * it closes on the start date itself. Dates are ISO calendar dates ("2026-12-01").
 */
import { businessDaysBefore } from '../../lib/business-days.js';

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
