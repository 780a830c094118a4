import { z } from 'zod';
import { dataResponse } from '../common/list.js';
import { ZPassportStatus } from './passports.js';

/**
 * My passport (issue 21): the caller's passport for the institute's current period, its figures
 * against their employment type's requirements, and the passports of earlier periods.
 */
export const ZPassportRequirements = z.object({
  professional_points: z.number(),
  num_lj_required: z.number().int(),
  vocational_points: z.number(),
  num_vocational_lj_required: z.number().int(),
  profiling_tool_required: z.boolean(),
});

export const ZPassportFigures = z.object({
  professional_points: z.number(),
  vocational_points: z.number(),
  learning_journeys: z.number().int(),
  vocational_learning_journeys: z.number().int(),
  profile_completed: z.boolean(),
});

export const ZPastPassport = z.object({
  period_start: z.string(),
  period_end: z.string(),
  status: ZPassportStatus,
  issued_at: z.string().nullable(),
  professional_points: z.number(),
  vocational_points: z.number(),
});

export const ZMyPassport = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  /** The caller's employment type's name; null without one (then there is nothing to meet). */
  employment_type: z.string().nullable(),
  status: ZPassportStatus,
  /** "Passport Obtained": when every requirement was first met this period. */
  issued_at: z.string().nullable(),
  requirements: ZPassportRequirements.nullable(),
  achieved: ZPassportFigures,
  /** Earlier periods' passports, newest first (at most ten). */
  past: z.array(ZPastPassport),
});
export type TMyPassport = z.infer<typeof ZMyPassport>;
export const ZMyPassportResponse = dataResponse(ZMyPassport);
