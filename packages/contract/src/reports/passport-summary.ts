import { z } from 'zod';
import { ZPassportPeriod } from '../points/passport-periods-api.js';

/**
 * `GET /api/v1/reports/passport/summary` (issue 17, "Beyond the spec: charts"): the Passports
 * report's rows counted by department and passport status, for the chart beside the table. It takes
 * the report's own query (the same `q[...]` filters and period; sort and page are ignored), so the
 * chart always counts exactly the rows the table lists. Departments by name; users without a
 * department last (`department_id` null).
 */
export const ZPassportSummaryRow = z.object({
  department_id: z.number().int().nullable(),
  department_name: z.string().nullable(),
  complete: z.number().int(),
  in_progress: z.number().int(),
  incomplete: z.number().int(),
});
export type TPassportSummaryRow = z.infer<typeof ZPassportSummaryRow>;

export const ZPassportSummaryResponse = z.object({
  data: z.array(ZPassportSummaryRow),
  period: ZPassportPeriod,
});
export type TPassportSummaryResponse = z.infer<typeof ZPassportSummaryResponse>;
