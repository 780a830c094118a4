import { z } from 'zod';
import { dataResponse } from '../common/list.js';

/**
 * Recommendations from profiling (docs/using-planning.md): the gaps of an educator's latest completed
 * profile (each capability rated below the business ideal of their department and employment type)
 * and the live, open programs in the domains of the largest gaps. A state says why there is nothing
 * to recommend, so an empty answer always explains itself.
 */
export const RECOMMENDATION_STATES = ['no_profile', 'no_ideal', 'no_gaps', 'no_programs', 'ok'] as const;
export type TRecommendationState = (typeof RECOMMENDATION_STATES)[number];

export const RECOMMENDATION_STATE_MESSAGES: Record<TRecommendationState, string> = {
  no_profile: 'There is no completed profile yet: recommendations follow from a completed profile.',
  no_ideal:
    'The institute has not set a business ideal for this department and employment type, so there is nothing to compare the ratings with.',
  no_gaps: 'Every rating meets the business ideal: there is no gap to close.',
  no_programs: 'No open program matches the gaps right now. New programs will show here when they open.',
  ok: 'Programs in the domains of the largest gaps.',
};

/** Who gave the rating a gap is measured from: the supervisor, or the educator where no supervisor rates. */
export const GAP_RATERS = ['supervisor', 'self'] as const;
export type TGapRater = (typeof GAP_RATERS)[number];

/** A domain's gap: its largest shortfall against the ideal, and the capability it is in. */
export const ZCapabilityGap = z.object({
  domain_id: z.number().int(),
  domain_name: z.string(),
  domain_color: z.string(),
  capability_id: z.number().int(),
  statement: z.string(),
  rater: z.enum(GAP_RATERS),
  rating: z.number().int(),
  ideal: z.number().int(),
  /** ideal − rating: always at least 1. */
  size: z.number().int(),
  /** "Supervisor rated 2 against an ideal of 4 in Assessment practice". */
  reason: z.string(),
});
export type TCapabilityGap = z.infer<typeof ZCapabilityGap>;

export const ZRecommendedProgram = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  program_type_label: z.string().nullable(),
  domain_id: z.number().int(),
  domain_name: z.string(),
  start_date: z.string().nullable(),
  points: z.number(),
  /** Places not yet taken; null without a limit. */
  places_left: z.number().int().nullable(),
  /** The gap it answers, in words (the gap's `reason`). */
  reason: z.string(),
});
export type TRecommendedProgram = z.infer<typeof ZRecommendedProgram>;

export const ZRecommendations = z.object({
  state: z.enum(RECOMMENDATION_STATES),
  message: z.string(),
  /** The period of the profile the gaps come from (null without a completed profile). */
  profile_period: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** One per domain with a gap, largest first, then in the domains' order. */
  gaps: z.array(ZCapabilityGap),
  programs: z.array(ZRecommendedProgram),
});
export type TRecommendations = z.infer<typeof ZRecommendations>;
export const ZRecommendationsResponse = dataResponse(ZRecommendations);

/** The plain-words reason of a gap. */
export function gapReason(gap: Pick<TCapabilityGap, 'rater' | 'rating' | 'ideal' | 'domain_name'>) {
  const who = gap.rater === 'supervisor' ? 'Supervisor rated' : 'Self-rated';
  return `${who} ${gap.rating} against an ideal of ${gap.ideal} in ${gap.domain_name}`;
}
