import { z } from 'zod';
import { dataResponse } from '../common/list.js';

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /institutes/{id}/passport_period`: the institute's current period (part 2 §7 "from, to"). */
export const ZPassportPeriod = z.object({ from: ZDate, to: ZDate });
export type TPassportPeriod = z.infer<typeof ZPassportPeriod>;
export const ZPassportPeriodResponse = dataResponse(ZPassportPeriod);

/**
 * `GET /institutes/report_periods`: the reports' year list, newest first (next year's period, the
 * current one, then nine before it). `year` is what a report is asked for; `current` marks the default.
 */
export const ZReportPeriod = ZPassportPeriod.extend({ year: z.number().int(), current: z.boolean() });
export type TReportPeriod = z.infer<typeof ZReportPeriod>;
export const ZReportPeriodsResponse = dataResponse(z.array(ZReportPeriod));
