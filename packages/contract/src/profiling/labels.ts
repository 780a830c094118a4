// A profile's statuses and their display names, and Manage Profiles' list filters, without zod: the
// report pages and the profiles list read only these (see points/labels.ts). profile.ts, which declares the schemas, re-exports them.

/** Part 1 §3 status values of a profile. */
export const PROFILE_STATUSES = ['COMPLETE', 'EDUCATOR_COMPLETE', 'INCOMPLETE'] as const;
export type TProfileStatus = (typeof PROFILE_STATUSES)[number];
export const PROFILE_STATUS_LABELS: Record<TProfileStatus, string> = {
  COMPLETE: 'Complete',
  EDUCATOR_COMPLETE: 'Educator complete',
  INCOMPLETE: 'Incomplete',
};

/**
 * The list filters of Manage Profiles (`named_filter`): open = the educator has completed and the
 * supervisor has not (what a supervisor must act on); resolved = completed; in_progress = the
 * educator has not completed yet.
 */
export const PROFILE_NAMED_FILTERS = [
  { value: 'open', label: 'Open Profiles' },
  { value: 'resolved', label: 'Resolved Profiles' },
  { value: 'in_progress', label: 'Educator In Progress' },
] as const;
export type TProfileNamedFilter = (typeof PROFILE_NAMED_FILTERS)[number]['value'];
