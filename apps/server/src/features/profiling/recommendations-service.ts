import {
  RECOMMENDATION_STATE_MESSAGES,
  type TRecommendations,
  type TRecommendationState,
} from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/errors.js';
import type { ResolvedSession } from '../auth/session-service.js';
import { openProgramsFor } from '../programs/open-places-service.js';
import { gapsOfEducator } from './gaps-service.js';
import { accessibleProfile } from './profiles-service.js';

/**
 * Recommendations from profiling (contract profiling/recommendations.ts): open programs in the
 * domains of an educator's largest gaps, each with the gap it answers in words.
 */

/** The domains whose gaps lead the recommendations, and the most programs shown. */
export const RECOMMENDED_DOMAINS = 3;
export const RECOMMENDED_PROGRAMS = 6;

const answer = (
  state: TRecommendationState,
  rest: Partial<Omit<TRecommendations, 'state' | 'message'>> = {},
): TRecommendations => ({
  state,
  message: RECOMMENDATION_STATE_MESSAGES[state],
  profile_period: null,
  gaps: [],
  programs: [],
  ...rest,
});

/** An educator's recommendations, in the institute the educator belongs to. */
export async function recommendationsFor(
  deps: AppDeps,
  instituteId: number,
  userId: number,
): Promise<TRecommendations> {
  const { profile, hasIdeal, gaps } = await gapsOfEducator(deps, instituteId, userId);
  if (!profile) return answer('no_profile');
  const known = { profile_period: profile, gaps };
  if (!hasIdeal) return answer('no_ideal', known);
  if (!gaps.length) return answer('no_gaps', known);
  const leading = gaps.slice(0, RECOMMENDED_DOMAINS);
  const rank = new Map(leading.map((gap, index) => [gap.domain_id, index]));
  const programs = await openProgramsFor(
    deps,
    instituteId,
    userId,
    leading.map((gap) => gap.domain_id),
  );
  // By the gap's rank, then soonest (the order they come in).
  const ranked = programs
    .map((program, order) => ({ program, order, rank: rank.get(program.domain_id)! }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, RECOMMENDED_PROGRAMS)
    .map(({ program, rank: index }) => ({ ...program, reason: leading[index]!.reason }));
  return answer(ranked.length ? 'ok' : 'no_programs', { ...known, programs: ranked });
}

/** `GET my/recommendations`: the caller's own, in their home institute (educators only). */
export async function myRecommendations(deps: AppDeps, auth: ResolvedSession) {
  if (!auth.user.is_educator) throw AppError.forbidden('Only educators have profiles to recommend from.');
  return recommendationsFor(deps, auth.user.institute_id, auth.user.id);
}

/** `GET profiles/{id}/recommendations`: the profile's educator's, for whoever may see the profile. */
export async function profileRecommendations(deps: AppDeps, auth: ResolvedSession, profileId: number) {
  const row = await accessibleProfile(deps, auth, profileId);
  return recommendationsFor(deps, auth.instituteId, row.profile.user_id);
}
