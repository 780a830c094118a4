import { z } from 'zod';
import { listResponse } from '../common/list.js';
import { AUDIT_ACTIONS } from './labels.js';

export { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_SYSTEM_ACTOR, type TAuditAction } from './labels.js';

const ZFieldValues = z.record(z.string(), z.unknown());

/**
 * One event of the audit trail (`GET /audit_events`): a row of `table_name` inserted, updated or
 * deleted. `before` and `after` hold the fields that changed (the whole row for an insert or a
 * delete), secrets left out; `user_id` null means "system".
 */
export const ZAuditEvent = z.object({
  id: z.number().int(),
  table_name: z.string(),
  record_id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  before: ZFieldValues.nullable(),
  after: ZFieldValues.nullable(),
  user_id: z.number().int().nullable(),
  /** The acting user's name ("Given Family"), or null for system and for a user since deleted. */
  user_full_name: z.string().nullable(),
  /** The supervisor the user acted for through a delegation (team delegations); null otherwise. */
  on_behalf_of_user_id: z.number().int().nullable(),
  on_behalf_of_full_name: z.string().nullable(),
  request_id: z.string().nullable(),
  created_at: z.string(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;
export const ZAuditEventListResponse = listResponse(ZAuditEvent);
