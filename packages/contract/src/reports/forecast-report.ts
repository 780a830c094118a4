import { z } from 'zod';
import { ZPassportPeriod } from '../points/passport-periods-api.js';
import { FORECAST_STATUSES } from './labels.js';
import { reportPageResponse } from './passport-report.js';

export const ZForecastStatus = z.enum(FORECAST_STATUSES);

/** `GET /api/v1/reports/forecast` (+ `.csv`): one row per user in scope, for the current period. */
export const ZForecastReportRow = z.object({
  user_id: z.number().int(),
  user_full_name: z.string(),
  department_name: z.string().nullable(),
  employment_type_name: z.string().nullable(),
  supervisor_full_name: z.string().nullable(),
  forecast: ZForecastStatus,
  professional_points: z.number(),
  required_professional_points: z.number(),
  vocational_points: z.number(),
  required_vocational_points: z.number(),
  learning_journeys: z.number().int(),
  required_learning_journeys: z.number().int(),
  vocational_learning_journeys: z.number().int(),
  required_vocational_learning_journeys: z.number().int(),
  /** Points of pending point requests dated in the period and of approved, uncompleted registrations. */
  pending_professional_points: z.number(),
  pending_vocational_points: z.number(),
  pending_requests: z.number().int(),
  registered_programs: z.number().int(),
  /** Claimed VCM units whose currency runs out before the period ends (0 with VCM off). */
  expiring_units: z.number().int(),
  days_left: z.number().int(),
});
export type TForecastReportRow = z.infer<typeof ZForecastReportRow>;

export const ZForecastReportResponse = reportPageResponse(ZForecastReportRow);
export type TForecastReportResponse = z.infer<typeof ZForecastReportResponse>;

/** `GET /api/v1/reports/forecast/summary`: the rows counted by department and forecast (the chart). */
export const ZForecastSummaryRow = z.object({
  department_id: z.number().int().nullable(),
  department_name: z.string().nullable(),
  on_track: z.number().int(),
  at_risk: z.number().int(),
  will_lapse: z.number().int(),
});
export type TForecastSummaryRow = z.infer<typeof ZForecastSummaryRow>;

export const ZForecastSummaryResponse = z.object({
  data: z.array(ZForecastSummaryRow),
  period: ZPassportPeriod,
});
export type TForecastSummaryResponse = z.infer<typeof ZForecastSummaryResponse>;
