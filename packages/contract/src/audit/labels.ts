// The audit log's actions and their display names, without zod: the audit log screen reads only these
// (see points/labels.ts). audit-event.ts, which declares the schemas, re-exports them.

/** What a write did to a row (issue 13, "Audit trail"). */
export const AUDIT_ACTIONS = ['insert', 'update', 'delete'] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  insert: 'Created',
  update: 'Updated',
  delete: 'Deleted',
};

/** The name the audit log shows for an event without a user: a job, the CLI, a request before sign-in. */
export const AUDIT_SYSTEM_ACTOR = 'System';
