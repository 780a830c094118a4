// The programs domain's kinds and their display names, without zod: the report pages read only these,
// and a module that declares schemas builds them all when it is evaluated (docs/performance.md,
// "Reports"). The schemas that validate these values import the lists from here.

/** Part 2 §3: the four kinds of program; an institute may require approval of registrations per kind. */
export const PROGRAM_TYPES = [
  'vocational_learning_journey',
  'vocational_elective',
  'elective',
  'learning_journey',
] as const;
export type TProgramType = (typeof PROGRAM_TYPES)[number];
export const PROGRAM_TYPE_LABELS: Record<TProgramType, string> = {
  vocational_learning_journey: 'Vocational Learning Journey',
  vocational_elective: 'Vocational Elective',
  elective: 'Elective',
  learning_journey: 'Learning Journey',
};

/** Part 2 §4: pending until approved (when the institute requires approval); incomplete is a refusal. */
export const REGISTRATION_STATUSES = ['pending', 'approved', 'incomplete'] as const;
export type TRegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS: Record<TRegistrationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  incomplete: 'Incomplete',
};
