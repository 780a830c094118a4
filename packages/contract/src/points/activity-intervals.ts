import { z } from 'zod';

/** A point request's `activity_interval` (part 2 §3): the unit of its `activity_duration`. */
export const ACTIVITY_INTERVALS = ['hours', 'days', 'weeks', 'months', 'years'] as const;
export const ZActivityInterval = z.enum(ACTIVITY_INTERVALS);
export type TActivityInterval = z.infer<typeof ZActivityInterval>;

export const ACTIVITY_INTERVAL_LABELS: Record<TActivityInterval, string> = {
  hours: 'Hours',
  days: 'Days',
  weeks: 'Weeks',
  months: 'Months',
  years: 'Years',
};
