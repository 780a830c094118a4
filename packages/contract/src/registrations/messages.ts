// What the approval queue's answers say, without zod: the approval queue's screen reads only these
// (see points/labels.ts). approvals.ts, which declares the schemas, re-exports them.

/** The approval queue's messages (part 2 §7). */
export const REGISTRATION_APPROVAL_MESSAGES = {
  /** 400 (code 1) when the registration was decided meanwhile, e.g. by another supervisor. */
  notPending: 'This registration is no longer pending: it has already been approved or declined.',
  approved: 'Registration approved',
  rejected: 'Registration marked incomplete',
  /** 400 when approving would take a place the program no longer has. */
  full: 'This program is full.',
} as const;
