// A profile's statuses and their display names, without zod: the report pages read only these (see
// points/labels.ts). profile.ts, which declares the schemas, re-exports them.

/** Part 1 §3 status values of a profile. */
export const PROFILE_STATUSES = ['COMPLETE', 'EDUCATOR_COMPLETE', 'INCOMPLETE'] as const;
export type TProfileStatus = (typeof PROFILE_STATUSES)[number];
export const PROFILE_STATUS_LABELS: Record<TProfileStatus, string> = {
  COMPLETE: 'Complete',
  EDUCATOR_COMPLETE: 'Educator complete',
  INCOMPLETE: 'Incomplete',
};
