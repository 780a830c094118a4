import { z } from 'zod';
import { ZListMeta } from '../common/list.js';
import { ZPassportPeriod } from '../points/passport-periods-api.js';

/**
 * The planners' reports (docs/using-planning.md), admins only. Both read the gaps and ratings of
 * profiling (a gap: a capability rated below the business ideal of the educator's department and
 * employment type) and take the filters `q[division_id_eq]`, `q[department_id_eq]` and
 * `q[employment_type_id_eq]` (a whole number each, else 422).
 */

/** How far ahead the Demand report counts scheduled places, in months. */
export const DEMAND_HORIZONS = [3, 6, 12] as const;

/**
 * `GET /api/v1/reports/demand` (+ `.csv`, `.pdf`): per domain, the active educators whose latest
 * completed profile has a gap there, and the free places of live programs taking registrations in
 * that domain that start within 3, 6 and 12 months. Shortfall: the educators with a gap that the
 * next 12 months' places cannot seat (0 when a program without a limit is scheduled).
 */
export const ZDemandReportRow = z.object({
  domain_id: z.number().int(),
  domain_name: z.string(),
  educators_with_gap: z.number().int(),
  /** The mean of each educator's largest shortfall in the domain (ideal − rating); null without one. */
  mean_gap: z.number().nullable(),
  places_3_months: z.number().int(),
  places_6_months: z.number().int(),
  places_12_months: z.number().int(),
  /** Programs without an attendee limit starting within 12 months. */
  unlimited_programs: z.number().int(),
  shortfall: z.number().int(),
});
export type TDemandReportRow = z.infer<typeof ZDemandReportRow>;
export const ZDemandReportResponse = z.object({ data: z.array(ZDemandReportRow), meta: ZListMeta });
export type TDemandReportResponse = z.infer<typeof ZDemandReportResponse>;

/** Groups smaller than this are never shown (nor exported): no one can be worked out from them. */
export const CALIBRATION_MIN_GROUP = 5;

/** A supervisor more than this far above (below) the institute's mean is lenient (severe). */
export const CALIBRATION_TENDENCY_MARGIN = 0.25;
export const CALIBRATION_TENDENCIES = ['lenient', 'in_line', 'severe'] as const;
export type TCalibrationTendency = (typeof CALIBRATION_TENDENCIES)[number];
export const CALIBRATION_TENDENCY_LABELS: Record<TCalibrationTendency, string> = {
  lenient: 'Lenient',
  in_line: 'In line',
  severe: 'Severe',
};

/** How often a value was given, as a whole percent of the group's ratings. */
export const ZRatingShare = z.object({ value: z.number().int(), percent: z.number().int() });

/**
 * `GET /api/v1/reports/calibration` (+ `.csv`): each supervisor's ratings (completed profiles of the
 * period of `q[date_from_eq]`, default the current one) against the institute's for the same
 * statements. Supervisors who rated fewer than 5 educators are left out (`hidden` counts them).
 */
export const ZCalibrationSupervisorRow = z.object({
  supervisor_id: z.number().int(),
  supervisor_full_name: z.string(),
  educators: z.number().int(),
  ratings: z.number().int(),
  mean_rating: z.number(),
  /** The institute's mean rating of the same statements. */
  institute_mean: z.number(),
  /** mean_rating − institute_mean, statement by statement: above 0 lenient, below severe. */
  difference: z.number(),
  tendency: z.enum(CALIBRATION_TENDENCIES),
  distribution: z.array(ZRatingShare),
});
export type TCalibrationSupervisorRow = z.infer<typeof ZCalibrationSupervisorRow>;
export const ZCalibrationReportResponse = z.object({
  data: z.array(ZCalibrationSupervisorRow),
  meta: ZListMeta,
  period: ZPassportPeriod,
  hidden: z.number().int(),
});
export type TCalibrationReportResponse = z.infer<typeof ZCalibrationReportResponse>;

/** Self-rating against the supervisor's, by the educators' department. */
export const ZCalibrationDepartmentRow = z.object({
  department_id: z.number().int().nullable(),
  department_name: z.string().nullable(),
  educators: z.number().int(),
  /** The mean of |self − supervisor| over the statements both rated. */
  mean_distance: z.number(),
  /** The mean of (self − supervisor): above 0, educators rate themselves higher. */
  mean_difference: z.number(),
});
export type TCalibrationDepartmentRow = z.infer<typeof ZCalibrationDepartmentRow>;

/** A department's mean rating of a domain against its mean business ideal. */
export const ZCalibrationIdealRow = z.object({
  department_id: z.number().int().nullable(),
  department_name: z.string().nullable(),
  domain_id: z.number().int(),
  domain_name: z.string(),
  educators: z.number().int(),
  mean_rating: z.number(),
  mean_ideal: z.number(),
  difference: z.number(),
});
export type TCalibrationIdealRow = z.infer<typeof ZCalibrationIdealRow>;

/** `GET /api/v1/reports/calibration/summary`: the institute's distribution and the department views. */
export const ZCalibrationSummaryResponse = z.object({
  period: ZPassportPeriod,
  institute_distribution: z.array(ZRatingShare),
  departments: z.array(ZCalibrationDepartmentRow),
  department_ideals: z.array(ZCalibrationIdealRow),
  /** How many groups of each view were left out for having fewer than 5 educators. */
  hidden: z.object({
    supervisors: z.number().int(),
    departments: z.number().int(),
    department_ideals: z.number().int(),
  }),
});
export type TCalibrationSummaryResponse = z.infer<typeof ZCalibrationSummaryResponse>;
