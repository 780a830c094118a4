// What a point entry may hold, and the point request actions' messages, without zod: the profile's
// points sections and the entry dialogs read these on their first render, and a module that declares
// schemas builds them all when it is evaluated (docs/performance.md, "First load"). The schemas
// import them.

/** Point-entry text areas (part 2 §5): at most 1000 characters each. */
export const POINT_TEXT_MAX = 1000;
/** An activity's name (a vocational activity's or one typed for "other"). */
export const POINT_ACTIVITY_NAME_MAX = 255;
/** The most points one entry carries: far above any real activity, within the numeric(8,2) column. */
export const POINTS_MAX = 10_000;
/** An activity's duration, in its interval. */
export const ACTIVITY_DURATION_MAX = 100_000;
/** Evidence files on one entry. */
export const EVIDENCES_MAX = 20;

export const POINT_REQUEST_MESSAGES = {
  /** 400 (code 1): the request was approved, marked incomplete (or converted to that type) meanwhile. */
  notPending: 'This activity is no longer pending: it has already been approved or marked incomplete.',
  sameType: 'This activity is already of that type.',
  saved: 'Activity saved',
  approved: 'Activity approved',
  incomplete: 'Activity marked incomplete',
  converted: 'Activity converted',
  notYourEvidence: 'is not a file of this activity',
  /**
   * Appended by the web to a 422 of approve or incomplete, after removing the words "Vocational
   * activity" from the server's message (part 2 §5).
   */
  closeAndEdit:
    'Please close this box and edit this record to add any missing information before further action can be taken.',
} as const;

/**
 * The text an approve/incomplete dialog shows for a 422 message (part 2 §5): the server's message
 * without the words "Vocational activity", then the instruction to edit the record.
 */
export function pointRequestActionError(message: string): string {
  const rest = message
    .replace(/Vocational activity/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!rest) return POINT_REQUEST_MESSAGES.closeAndEdit;
  const sentence = /[.!?]$/.test(rest) ? rest : `${rest}.`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)} ${POINT_REQUEST_MESSAGES.closeAndEdit}`;
}
