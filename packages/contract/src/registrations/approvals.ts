import { z } from 'zod';
import { dataResponse, listResponse } from '../common/list.js';
import { text } from '../common/values.js';
import { LIMITS } from '../limits.js';
import { PROGRAM_TYPES } from '../programs/labels.js';
import { REGISTRATION_STATUSES } from '../programs/labels.js';

/*
 * The approval queue (`/registrations`, part 2 §2 and §7 "Version 2"): program registrations that
 * the institute's approval settings hold as pending, for supervisors (their own educators') and
 * admins (the whole institute's) to approve or decline.
 *
 * `GET /api/v2/registrations` and `registrations.csv` take the generic list query (ZListQuery).
 * Filters (q[...]): status_eq (default pending; `status_in[]` for several), program_id_eq,
 * program_name_cont, program_type_eq, program_start_date_gteq/_lteq, user_name_cont,
 * supervisor_id_eq, supervisor_name_cont, created_at_gteq/_lteq (dates, yyyy-MM-dd, in the
 * institute's timezone). Sorts (q[s]): created_at, program_name, program_start_date, user_name,
 * user_family_name (the default, part 2 §9), supervisor_name (the server's list resource).
 */

/** A row of the queue. */
export const ZRegistrationApproval = z.object({
  id: z.number().int(),
  program_id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  created_at: z.string(),
  program_name: z.string().nullable(),
  program_type: z.enum(PROGRAM_TYPES).nullable(),
  /** yyyy-MM-dd in the institute's timezone; null while the program has no workshop. */
  program_start_date: z.string().nullable(),
  user_name: z.string(),
  user_family_name: z.string(),
  supervisor_id: z.number().int().nullable(),
  supervisor_name: z.string().nullable(),
  /** The reason given when the registration was declined (status incomplete). */
  rejection_reason: z.string().nullable(),
  actioned_at: z.string().nullable(),
  actioned_by_name: z.string().nullable(),
  /** The decisions the signed-in user may take on this row (registrations policies): none once decided. */
  can: z.object({ approve: z.boolean(), incomplete: z.boolean() }),
});
export type TRegistrationApproval = z.infer<typeof ZRegistrationApproval>;
export const ZRegistrationApprovalListResponse = listResponse(ZRegistrationApproval);

/** `PUT /api/v2/registrations/{id}/approve`: 204; emails the educator when `notify_user` (default true). */
export const ZApproveRegistrationBody = z
  .object({ notify_user: z.boolean().default(true) })
  // A client may send no body at all (the mobile app's approve): that notifies, like {}.
  .default({ notify_user: true });
export type TApproveRegistrationBody = z.input<typeof ZApproveRegistrationBody>;

/** `PUT /api/v2/registrations/{id}/reject`: 204; the reason is required, at most 1000 characters. */
export const ZRejectRegistrationBody = z.object({
  reason: text({ error: "can't be blank" })
    .trim()
    .min(1, "can't be blank")
    .max(LIMITS.rejectionReasonMax, `is too long (maximum is ${LIMITS.rejectionReasonMax} characters)`),
  notify_user: z.boolean().default(true),
});
export type TRejectRegistrationBody = z.input<typeof ZRejectRegistrationBody>;

export { REGISTRATION_APPROVAL_MESSAGES } from './messages.js';

/** One figure set of the statistics view. */
export const ZRegistrationFigures = z.object({
  /** Every registration made (any status). */
  registrations: z.number().int(),
  /** Distinct users who registered. */
  unique_registrants: z.number().int(),
  /** Distinct users with a registration marked complete. */
  unique_completions: z.number().int(),
});
export type TRegistrationFigures = z.infer<typeof ZRegistrationFigures>;

/**
 * `GET /api/v2/registrations/statistics`: the same q[...] filters as the queue except that status
 * defaults to every status; the period is q[created_at_gteq] / q[created_at_lteq] (registration
 * date), defaulting to the institute's current passport year. Months are yyyy-MM in the
 * institute's timezone, every month of the period present (zeros included).
 */
export const ZRegistrationStatistics = dataResponse(
  z.object({
    period: z.object({ from: z.string(), to: z.string() }),
    totals: ZRegistrationFigures,
    by_month: z.array(ZRegistrationFigures.extend({ month: z.string() })),
    by_program_type: z.array(ZRegistrationFigures.extend({ program_type: z.enum(PROGRAM_TYPES).nullable() })),
  }),
);
export type TRegistrationStatistics = z.infer<typeof ZRegistrationStatistics>['data'];
