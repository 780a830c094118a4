// The programs domain's kinds and their display names, the list's tabs and the programs' messages,
// without zod: the report pages and the programs list read only these, and a module that declares
// schemas builds them all when it is evaluated (docs/performance.md, "First load"). The schemas that
// validate these values import the lists from here.

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

/** The list's tabs (part 2 §2): drafts, published programs not yet over, and published programs that ended. */
export const PROGRAM_TABS = ['live', 'draft', 'past'] as const;
export type TProgramTab = (typeof PROGRAM_TABS)[number];

export const PROGRAM_MESSAGES = {
  unsavedChanges: 'Please save first',
  deletePublished: 'A published program cannot be deleted. Unpublish it first.',
  deleteCompleted: 'This program has completed registrations, so it cannot be deleted.',
  pdfTooLarge: 'The selected PDF is too large',
  pdfNotPdf: 'is not a PDF file',
  publishNeedsWorkshop: 'must have at least one workshop before it is published',
} as const;

/** How a registration reads to its registrant: the chip on a card and on My registrations. */
export const MY_REGISTRATION_STATES = ['pending', 'registered', 'completed', 'declined'] as const;
export type TMyRegistrationState = (typeof MY_REGISTRATION_STATES)[number];
export const MY_REGISTRATION_STATE_LABELS: Record<TMyRegistrationState, string> = {
  pending: 'Pending approval',
  registered: 'Registered',
  completed: 'Completed',
  declined: 'Not approved',
};

/** The educator's messages where the staff side's name a field (the staff form's `user_id`). */
export const MY_PROGRAM_MESSAGES = {
  already: 'You are already registered for this program.',
  notRegistrant: 'Only educators and guests can register for programs.',
  cancelCompleted: 'A completed registration cannot be cancelled.',
  ended: 'This program has ended.',
  cancelDeclined: 'This registration was not approved, so there is nothing to cancel.',
} as const;
