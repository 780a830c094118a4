import { z } from 'zod';
import { ZId } from '../common/values.js';
import { ZPointRequestType } from '../points/point-requests.js';
import { ZPassportStatus } from '../points/passports.js';
import { ZPassportPeriod } from '../points/passport-periods-api.js';
import { ZForecastStatus } from '../reports/forecast-report.js';

/**
 * The supervisor's team console (`GET /api/v1/team`): every educator the signed-in supervisor
 * supervises, with their passport's status and forecast for the current period, and what waits for
 * this supervisor, each kind with its count and its first items (TEAM_ITEMS_SHOWN).
 */
export const TEAM_ITEMS_SHOWN = 100;

/** An admin opens a supervisor's console with `supervisor_id`; a supervisor's own is the default. */
export const ZTeamQuery = z.object({ supervisor_id: ZId.optional() });
export type TTeamQuery = z.output<typeof ZTeamQuery>;

export const ZTeamMember = z.object({
  user_id: z.number().int(),
  full_name: z.string(),
  department_name: z.string().nullable(),
  employment_type_name: z.string().nullable(),
  passport_status: ZPassportStatus,
  forecast: ZForecastStatus,
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamRegistration = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_full_name: z.string(),
  program_name: z.string().nullable(),
  /** yyyy-MM-dd; null while the program has no workshop. */
  program_start_date: z.string().nullable(),
  created_at: z.string(),
});
export type TTeamRegistration = z.infer<typeof ZTeamRegistration>;

export const ZTeamPointRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_full_name: z.string(),
  type: ZPointRequestType,
  activity_name: z.string().nullable(),
  activity_date: z.string().nullable(),
  points: z.number().nullable(),
});
export type TTeamPointRequest = z.infer<typeof ZTeamPointRequest>;

/** A VCM in review or a profile to rate: who, and where it opens. */
export const ZTeamRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_full_name: z.string(),
});
export type TTeamRecord = z.infer<typeof ZTeamRecord>;

const waiting = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), items: z.array(item) });

export const ZTeamSummary = z.object({
  /** Whose team this is. */
  supervisor: z.object({ id: z.number().int(), full_name: z.string() }),
  period: ZPassportPeriod,
  members: z.array(ZTeamMember),
  registrations: waiting(ZTeamRegistration),
  point_requests: waiting(ZTeamPointRequest),
  vcms: waiting(ZTeamRecord),
  profiles: waiting(ZTeamRecord),
});
export type TTeamSummary = z.infer<typeof ZTeamSummary>;

export const ZTeamSummaryResponse = z.object({ data: ZTeamSummary });
export type TTeamSummaryResponse = z.infer<typeof ZTeamSummaryResponse>;
