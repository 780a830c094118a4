import { z } from 'zod';
import { bulkIds, bulkReason, requireReasonFor } from '../common/bulk-decision.js';
import { ZId } from '../common/values.js';
import { LIMITS } from '../limits.js';
import { POINTS_MAX } from './entry-rules.js';
import { pointDecimal } from './points-histories.js';

/**
 * `POST /api/v1/point_requests/bulk_decision`: approve several pending point requests, each with the
 * points the approver confirmed (left out: the request's own), or mark them incomplete with one
 * reason; one notify choice. 200 with each one's outcome.
 */
export const POINT_REQUEST_BULK_DECISIONS = ['approve', 'incomplete'] as const;

export const ZPointRequestBulkItem = z.object({
  id: ZId,
  points: pointDecimal(POINTS_MAX).nullish(),
});

export const ZPointRequestBulkDecisionBody = z
  .object({
    items: bulkIds(ZPointRequestBulkItem, (item) => item.id),
    decision: z.enum(POINT_REQUEST_BULK_DECISIONS),
    /** Required to mark incomplete; the educators read it. */
    reason: bulkReason(LIMITS.pointRequestReasonMax),
    notify_user: z.boolean().default(true),
  })
  .superRefine(requireReasonFor('incomplete'));
export type TPointRequestBulkDecisionBody = z.output<typeof ZPointRequestBulkDecisionBody>;
