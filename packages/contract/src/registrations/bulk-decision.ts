import { z } from 'zod';
import { bulkIds, bulkReason, requireReasonFor } from '../common/bulk-decision.js';
import { ZId } from '../common/values.js';
import { LIMITS } from '../limits.js';

/**
 * `POST /api/v1/registrations/bulk_decision`: approve or decline (incomplete) several pending
 * registrations with one reason and one notify choice; 200 with each one's outcome.
 */
export const REGISTRATION_BULK_DECISIONS = ['approve', 'reject'] as const;

export const ZRegistrationBulkDecisionBody = z
  .object({
    ids: bulkIds(ZId, (id) => id),
    decision: z.enum(REGISTRATION_BULK_DECISIONS),
    /** Required to reject; the educators read it in their email. */
    reason: bulkReason(LIMITS.rejectionReasonMax),
    notify_user: z.boolean().default(true),
  })
  .superRefine(requireReasonFor('reject'));
export type TRegistrationBulkDecisionBody = z.output<typeof ZRegistrationBulkDecisionBody>;
