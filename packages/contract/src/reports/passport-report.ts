import { z } from 'zod';
import { ZListMeta } from '../common/list.js';
import { ZPassportStatus } from '../points/passports.js';
import { ZPassportPeriod } from '../points/passport-periods-api.js';
import { PROFILE_STATUSES } from '../profiling/profile.js';

/**
 * `GET /api/v1/reports/passport` (+ `.csv`): part 2 §3 "Passport report row", one row per user in
 * scope, for the selected passport period (filters.ts). Status and figures come from the stored
 * passports; a user without one for the period is INCOMPLETE with zeros. `vcm_status` is the status
 * of the user's latest VCM revision for the year the period starts in (null without one, or while the
 * institute has VCM off). `user_id` is for the links (name and points → /users/{id}, profile status
 * → /profiling/{id}).
 */
export const ZPassportReportRow = z.object({
  user_id: z.number().int(),
  passport_status: ZPassportStatus,
  user_full_name: z.string(),
  department_name: z.string().nullable(),
  employment_type_name: z.string().nullable(),
  custom_1: z.string().nullable(),
  custom_2: z.string().nullable(),
  professional_points_combined: z.number(),
  vocational_points_combined: z.number(),
  learning_journeys_combined: z.number().int(),
  vocational_learning_journeys_combined: z.number().int(),
  vcm_status: z.string().nullable(),
  profile_status: z.enum(PROFILE_STATUSES),
});
export type TPassportReportRow = z.infer<typeof ZPassportReportRow>;

/** A report page: the rows, the list meta, and the passport period the figures are of. */
export function reportPageResponse<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), meta: ZListMeta, period: ZPassportPeriod });
}

export const ZPassportReportResponse = reportPageResponse(ZPassportReportRow);
export type TPassportReportResponse = z.infer<typeof ZPassportReportResponse>;

/**
 * `GET /api/v1/reports/user_points` (+ `.csv`): part 2 §3 "User points row", the period's points from
 * the stored passports (zeros without one). `requirement_1`/`requirement_2` (the institute's
 * Additional Reporting Requirements) are null: history rows do not record them yet.
 */
export const ZUserPointsReportRow = z.object({
  user_id: z.number().int(),
  user_full_name: z.string(),
  division_name: z.string().nullable(),
  department_name: z.string().nullable(),
  employment_type_name: z.string().nullable(),
  professional_points: z.number(),
  vocational_points: z.number(),
  requirement_1: z.number().nullable(),
  requirement_2: z.number().nullable(),
  custom_1: z.string().nullable(),
  custom_2: z.string().nullable(),
});
export type TUserPointsReportRow = z.infer<typeof ZUserPointsReportRow>;

export const ZUserPointsReportResponse = reportPageResponse(ZUserPointsReportRow);
export type TUserPointsReportResponse = z.infer<typeof ZUserPointsReportResponse>;
