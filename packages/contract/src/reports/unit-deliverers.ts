import { z } from 'zod';
import { ZListMeta } from '../common/list.js';
import { ZPassportStatus } from '../points/passports.js';
import { counted } from '../common/counted.js';

/**
 * Who may deliver a unit (docs/using-compliance.md "Who may deliver a unit"): the educators of the
 * institute who claim a unit in their VCM, each with whether they qualified on a day. One qualifies
 * when, on that day, their claim of the unit was approved, their industry currency for it was current,
 * and their passport was complete or on track. Query `q[unit_code_eq]` (required) and `q[as_at_eq]`
 * (yyyy-MM-dd, not after today; default today). The same question for every unit of a qualification
 * is its sibling report, `GET /api/v1/reports/qualification_deliverers` with `q[qualification_code_eq]`
 * (below); the screen keeps either search in its address under these keys.
 */
export const UNIT_DELIVERER_QUERY_KEYS = {
  unit: 'unit_code_eq',
  qualification: 'qualification_code_eq',
  asAt: 'as_at_eq',
} as const;

export const UNIT_DELIVERER_REASONS = [
  'claim_not_approved',
  'currency_expired',
  'passport_incomplete',
] as const;
export type TUnitDelivererReason = (typeof UNIT_DELIVERER_REASONS)[number];

export const ZUnitDeliverer = z.object({
  user_id: z.number().int(),
  user_full_name: z.string(),
  department_name: z.string().nullable(),
  employment_type_name: z.string().nullable(),
  /** The claim's last approval on or before the day (an ISO instant), null when it was not approved then. */
  claim_approved_at: z.string().nullable(),
  /** The day the unit's industry currency runs out (yyyy-MM-dd); null without an approval or without a limit. */
  currency_expires_on: z.string().nullable(),
  /** The passport of the period containing the day, as at that day. */
  passport_status: ZPassportStatus,
  qualifies: z.boolean(),
  /** Why not, one entry per unmet condition (empty when they qualify). */
  reasons: z.array(z.object({ code: z.enum(UNIT_DELIVERER_REASONS), text: z.string() })),
});
export type TUnitDeliverer = z.infer<typeof ZUnitDeliverer>;

/** `GET /api/v1/reports/unit_deliverers`: the claimants, those who qualify first, each by name. */
export const ZUnitDeliverersResponse = z.object({
  as_at: z.string(),
  unit: z.object({ code: z.string(), title: z.string() }),
  data: z.array(ZUnitDeliverer),
});
export type TUnitDeliverersResponse = z.infer<typeof ZUnitDeliverersResponse>;

/** The reasons in words; the currency's names the day it ran out ("… expired on 3 Mar 2026"). */
export const unitDelivererReasonText = (code: TQualificationDelivererReason, expiredOn?: string) =>
  ({
    not_claimed: 'unit not claimed',
    claim_not_approved: 'claim not approved',
    currency_expired: `industry currency expired on ${expiredOn ?? ''}`.trim(),
    passport_incomplete: 'passport incomplete',
  })[code];

/**
 * `GET /api/v1/reports/unit_deliverers/units`: the catalogues' units to search (each code once, its
 * latest title) with the qualifications (courses) they belong to, for the screen's picker.
 */
export const ZUnitDelivererUnits = z.object({
  units: z.array(z.object({ code: z.string(), title: z.string(), qualification_codes: z.array(z.string()) })),
  qualifications: z.array(z.object({ code: z.string(), title: z.string() })),
});
export type TUnitDelivererUnits = z.infer<typeof ZUnitDelivererUnits>;

/**
 * Who may deliver each unit of a qualification (a course of the VCM catalogues, its latest year's
 * units): every educator in scope who claims at least one of them, and per unit whether they qualify
 * on the day by the unit search's rule, or why not; a unit they do not claim is "not claimed".
 * Those who may deliver the most units come first, then by name; paged (`page`, `per_page`).
 */
export const QUALIFICATION_DELIVERER_REASONS = ['not_claimed', ...UNIT_DELIVERER_REASONS] as const;
export type TQualificationDelivererReason = (typeof QUALIFICATION_DELIVERER_REASONS)[number];

export const ZQualificationDelivererUnit = z.object({
  code: z.string(),
  qualifies: z.boolean(),
  reasons: z.array(z.object({ code: z.enum(QUALIFICATION_DELIVERER_REASONS), text: z.string() })),
  /** As in the unit search: null when not claimed or not approved on the day. */
  claim_approved_at: z.string().nullable(),
  currency_expires_on: z.string().nullable(),
});
export type TQualificationDelivererUnit = z.infer<typeof ZQualificationDelivererUnit>;

export const ZQualificationDeliverer = z.object({
  user_id: z.number().int(),
  user_full_name: z.string(),
  department_name: z.string().nullable(),
  employment_type_name: z.string().nullable(),
  passport_status: ZPassportStatus,
  /** How many of the qualification's units they may deliver on the day. */
  deliverable_unit_count: z.number().int(),
  /** "may deliver 7 of 12 units". */
  summary: z.string(),
  /** One entry per unit of the qualification, in the qualification's order (`units`). */
  units: z.array(ZQualificationDelivererUnit),
});
export type TQualificationDeliverer = z.infer<typeof ZQualificationDeliverer>;

/** `GET /api/v1/reports/qualification_deliverers`: a page of the educators, most units first. */
export const ZQualificationDeliverersResponse = z.object({
  as_at: z.string(),
  qualification: z.object({ code: z.string(), title: z.string() }),
  units: z.array(z.object({ code: z.string(), title: z.string() })),
  data: z.array(ZQualificationDeliverer),
  meta: ZListMeta,
});
export type TQualificationDeliverersResponse = z.infer<typeof ZQualificationDeliverersResponse>;

export const qualificationDelivererSummary = (deliverable: number, units: number) =>
  `may deliver ${deliverable} of ${counted(units, 'unit')}`;
