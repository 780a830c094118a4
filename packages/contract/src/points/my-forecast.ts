import { z } from 'zod';
import { ZMyProgramCard } from '../programs/my-programs.js';
import { ZForecastStatus } from '../reports/forecast-report.js';

/**
 * `GET /api/v1/my/forecast`: where the caller's passport will stand at the current period's end if
 * nothing else happens (the forecast report's rule, reports/forecast-report.ts), what is still
 * missing ("you need 3 more professional points by 30 June"), what is on the way, and up to five
 * open programs that would close a gap (live, open for registration, not full, starting by the
 * period's end, not already registered for, of the kind of currency missing).
 */
export const ZMyForecast = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  days_left: z.number().int(),
  forecast: ZForecastStatus,
  shortfall: z.object({
    professional_points: z.number(),
    vocational_points: z.number(),
    learning_journeys: z.number().int(),
    vocational_learning_journeys: z.number().int(),
    profile: z.boolean(),
  }),
  pending: z.object({
    professional_points: z.number(),
    vocational_points: z.number(),
    requests: z.number().int(),
    programs: z.number().int(),
  }),
  expiring_units: z.number().int(),
  programs: z.array(ZMyProgramCard),
});
export type TMyForecast = z.infer<typeof ZMyForecast>;
export const ZMyForecastResponse = z.object({ data: ZMyForecast });
