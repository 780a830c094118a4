// The points domain's kinds and their display names, without zod: the report pages read only these,
// and a module that declares schemas builds them all when it is evaluated (docs/performance.md,
// "First load"). The schemas that validate these values import the lists from here.

/** A passport's status (part 1 §3 "Status values"); docs/decisions.md "Passports (issue 16)" says when each applies. */
export const PASSPORT_STATUSES = ['COMPLETE', 'IN_PROGRESS', 'INCOMPLETE'] as const;
export const PASSPORT_STATUS_LABELS: Record<(typeof PASSPORT_STATUSES)[number], string> = {
  COMPLETE: 'Complete',
  IN_PROGRESS: 'In progress',
  INCOMPLETE: 'Incomplete',
};

export const POINTS_HISTORY_TYPES = ['PointsProgram', 'PointsVocational', 'PointsRea'] as const;
export type TPointsHistoryType = (typeof POINTS_HISTORY_TYPES)[number];
export const POINTS_HISTORY_TYPE_LABELS: Record<TPointsHistoryType, string> = {
  PointsProgram: 'Program',
  PointsVocational: 'Vocational Currency',
  PointsRea: 'External Professional Currency',
};

/** Point requests (part 2 §3 "Point request"): the two kinds an educator submits. */
export const POINT_REQUEST_TYPES = ['VocationalPointRequest', 'ReaPointRequest'] as const;
export type TPointRequestType = (typeof POINT_REQUEST_TYPES)[number];
export const POINT_REQUEST_TYPE_LABELS: Record<TPointRequestType, string> = {
  VocationalPointRequest: 'Vocational Currency',
  ReaPointRequest: 'External Professional Currency',
};

/** Part 2 §4: pending (0), approved (1), incomplete (2); the API speaks the names. */
export const POINT_REQUEST_STATUSES = ['pending', 'approved', 'incomplete'] as const;
export type TPointRequestStatus = (typeof POINT_REQUEST_STATUSES)[number];
export const POINT_REQUEST_STATUS_LABELS: Record<TPointRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  incomplete: 'Incomplete',
};

/** A point request's `activity_interval` (part 2 §3): the unit of its `activity_duration`. */
export const ACTIVITY_INTERVALS = ['hours', 'days', 'weeks', 'months', 'years'] as const;
export type TActivityInterval = (typeof ACTIVITY_INTERVALS)[number];

export const ACTIVITY_INTERVAL_LABELS: Record<TActivityInterval, string> = {
  hours: 'Hours',
  days: 'Days',
  weeks: 'Weeks',
  months: 'Months',
  years: 'Years',
};
