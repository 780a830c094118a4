import { z } from 'zod';
import { POINT_REQUEST_STATUSES, POINTS_HISTORY_TYPES } from '../points/labels.js';
import { ZPassportPeriod } from '../points/passport-periods-api.js';

/**
 * The dated reports' chart summaries: `GET reports/{points_history,point_request,registrations}/summary`.
 * Each takes its report's own query (the same `q[...]` filters and period; sort and page are
 * ignored) and counts the rows the table lists, grouped for the report's chart. Only groups with
 * rows appear (the client fills the period's other months with zeros); `period` is the table's.
 */

/** A summary's answer: its rows, and the period the table's filters select. */
const summaryResponse = <Row extends z.ZodTypeAny>(row: Row) =>
  z.object({ data: z.array(row), period: ZPassportPeriod });

/** A calendar month, `yyyy-MM` (a timestamp's month in the institute's time zone). */
const ZMonth = z.string().regex(/^\d{4}-\d{2}$/);

/**
 * `GET reports/points_history/summary`: the points of the report's rows per month of their date and
 * type, months in order. The User Points report draws it too, with its own (user and period) filters.
 */
export const ZPointsHistorySummaryRow = z.object({
  month: ZMonth,
  type: z.enum(POINTS_HISTORY_TYPES),
  points: z.number(),
});
export type TPointsHistorySummaryRow = z.infer<typeof ZPointsHistorySummaryRow>;
export const ZPointsHistorySummaryResponse = summaryResponse(ZPointsHistorySummaryRow);
export type TPointsHistorySummaryResponse = z.infer<typeof ZPointsHistorySummaryResponse>;

/** `GET reports/point_request/summary`: the report's requests per month of their last change and status. */
export const ZPointRequestSummaryRow = z.object({
  month: ZMonth,
  status: z.enum(POINT_REQUEST_STATUSES),
  count: z.number().int(),
});
export type TPointRequestSummaryRow = z.infer<typeof ZPointRequestSummaryRow>;
export const ZPointRequestSummaryResponse = summaryResponse(ZPointRequestSummaryRow);
export type TPointRequestSummaryResponse = z.infer<typeof ZPointRequestSummaryResponse>;

/**
 * `GET reports/registrations/summary`: the report's registrations per program, by registration
 * status; the most registered program first, then by name.
 */
export const ZRegistrationSummaryRow = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  pending: z.number().int(),
  approved: z.number().int(),
  incomplete: z.number().int(),
});
export type TRegistrationSummaryRow = z.infer<typeof ZRegistrationSummaryRow>;
export const ZRegistrationSummaryResponse = summaryResponse(ZRegistrationSummaryRow);
export type TRegistrationSummaryResponse = z.infer<typeof ZRegistrationSummaryResponse>;
