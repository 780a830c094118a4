import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { text } from './values.js';

/**
 * A decision taken on several records at once (the team console's bulk actions): each record is
 * decided on its own, under its own rules, and the answer says what became of each one.
 * - `decided`: the decision was applied;
 * - `refused`: the caller may not decide it, or its rules refuse it (the message says why);
 * - `already_decided`: it was no longer pending (someone else decided it first).
 */
export const BULK_OUTCOMES = ['decided', 'refused', 'already_decided'] as const;
export type TBulkOutcome = (typeof BULK_OUTCOMES)[number];

export const ZBulkDecisionResult = z.object({
  id: z.number().int(),
  outcome: z.enum(BULK_OUTCOMES),
  /** Why it was refused; null when decided. */
  message: z.string().nullable(),
});
export type TBulkDecisionResult = z.infer<typeof ZBulkDecisionResult>;

export const ZBulkDecisionResponse = z.object({ data: z.array(ZBulkDecisionResult) });
export type TBulkDecisionResponse = z.infer<typeof ZBulkDecisionResponse>;

/** The reason of a bulk refusal (incomplete): one for every record, required with that decision. */
export const bulkReason = (max: number) =>
  text().trim().max(max, `is too long (maximum is ${max} characters)`).optional();

/** Rejecting or marking incomplete needs the reason the records' owners will read. */
export function requireReasonFor<T extends { decision: string; reason?: string | undefined }>(
  refusal: string,
) {
  return (body: T, ctx: z.RefinementCtx) => {
    if (body.decision === refusal && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: "can't be blank" });
  };
}

/** Distinct ids, at most LIMITS.bulkDecisionMax of them. */
export const bulkIds = <T extends z.ZodType>(item: T, idOf: (value: z.output<T>) => number) =>
  z
    .array(item)
    .min(1, "can't be blank")
    .max(LIMITS.bulkDecisionMax, `is too long (maximum is ${LIMITS.bulkDecisionMax} items)`)
    .refine((items) => new Set(items.map(idOf)).size === items.length, 'must not repeat an item');
