import { z } from 'zod';
import { ZId } from '../common/values.js';
import { INT_MAX } from '../limits.js';

export const RESPONSE_TYPES = ['EducatorResponse', 'BusinessIdealResponse', 'SupervisorResponse'] as const;
export type TResponseType = (typeof RESPONSE_TYPES)[number];

/** One answer to a capability statement: the value is a response label's value. */
export const ZResponse = z.object({
  capability_id: z.number().int(),
  type: z.enum(RESPONSE_TYPES),
  value: z.number().int(),
});
export type TResponse = z.infer<typeof ZResponse>;

/** A response summary entry, keyed by capability id (part 1 §3). */
export const ZResponseSummaryEntry = z.object({
  EducatorResponse: ZResponse.nullable(),
  BusinessIdealResponse: ZResponse.nullable(),
  SupervisorResponse: ZResponse.nullable(),
});
export type TResponseSummaryEntry = z.infer<typeof ZResponseSummaryEntry>;

const id = ZId;

/**
 * `GET /response_summary`: either the business ideal of a department and employment type
 * (`mode=bi`), or a profile's answers; always for one domain.
 */
export const ZResponseSummaryQuery = z
  .object({
    mode: z.literal('bi').optional(),
    department_id: id.optional(),
    employment_type_id: id.optional(),
    profile_id: id.optional(),
    domain_id: id,
  })
  .superRefine((query, context) => {
    const needed =
      query.mode === 'bi' ? (['department_id', 'employment_type_id'] as const) : (['profile_id'] as const);
    for (const key of needed) {
      if (query[key] === undefined)
        context.addIssue({ code: 'custom', path: [key], message: "can't be blank" });
    }
  });
export type TResponseSummaryQuery = z.infer<typeof ZResponseSummaryQuery>;

export const ZResponseSummary = z.object({
  data: z.record(z.string(), ZResponseSummaryEntry),
  meta: z.object({
    business_ideal_completed_percent: z.number().int().optional(),
    profile: z.object({ supervisor_completed_percent: z.number().int() }).optional(),
  }),
});
export type TResponseSummary = z.infer<typeof ZResponseSummary>;

const value = z
  .number({ error: 'is not a number' })
  .int('is not a response value')
  .min(-INT_MAX, 'is not a response value')
  .max(INT_MAX, 'is not a response value');

export const ZBusinessIdealResponseBody = z.object({
  business_ideal_response: z.object({
    department_id: id,
    employment_type_id: id,
    capability_id: id,
    value,
  }),
});
export type TBusinessIdealResponseBody = z.infer<typeof ZBusinessIdealResponseBody>;
export const ZBusinessIdealResponseResult = z.object({
  data: ZResponse,
  meta: z.object({ business_ideal_completed_percent: z.number().int() }),
});

export const ZSupervisorResponseBody = z.object({
  supervisor_response: z.object({ profile_id: id, capability_id: id, value }),
});
export type TSupervisorResponseBody = z.infer<typeof ZSupervisorResponseBody>;
export const ZSupervisorResponseResult = z.object({
  data: ZResponse,
  meta: z.object({ profile: z.object({ supervisor_completed_percent: z.number().int() }) }),
});

/** What the UI shows after `GET /profiles/{id}/export_summary_supervisor`. */
export const ZMessageResult = z.object({ message: z.string() });
