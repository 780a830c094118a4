// The missing-units dialog's choices (part 2 §4 "Missing-units check", §5): each missing unit code
// is marked reject or remove; Confirm needs at least one mark.

export type MissingUnitDecision = 'reject' | 'remove';
export type MissingUnitMarks = Readonly<Record<string, MissingUnitDecision | undefined>>;

export function canConfirmMissingUnits(marks: MissingUnitMarks): boolean {
  return Object.values(marks).some((mark) => mark !== undefined);
}

/** The codes for `bulk_reject_units` and `bulk_remove_units`, in the order the dialog lists them. */
export function missingUnitRequests(
  codes: readonly string[],
  marks: MissingUnitMarks,
): { reject: string[]; remove: string[] } {
  return {
    reject: codes.filter((code) => marks[code] === 'reject'),
    remove: codes.filter((code) => marks[code] === 'remove'),
  };
}

/** Where the check leads: why it ran decides what "nothing missing" means. */
export type MissingUnitsCheckReason = 'check' | 'return' | 'approve';

export type MissingUnitsOutcome =
  | { kind: 'choose'; codes: readonly string[] }
  | { kind: 'all-present' }
  | { kind: 'continue'; action: 'return' | 'approve' };

/**
 * Units missing: the dialog to mark them. None missing: the return or approve dialog that was asked
 * for, or, when the check was opened directly, "This VCM has all the required units…".
 */
export function missingUnitsOutcome(
  reason: MissingUnitsCheckReason,
  codes: readonly string[],
): MissingUnitsOutcome {
  if (codes.length > 0) return { kind: 'choose', codes };
  return reason === 'check' ? { kind: 'all-present' } : { kind: 'continue', action: reason };
}
