import { gapReason, type TCapabilityGap } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import * as calibration from './calibration-repository.js';
import * as repo from './gaps-repository.js';

/**
 * The gaps between ratings and the business ideal (docs/using-planning.md), for the educator's
 * recommendations and the planners' reports. What a gap is lives in gaps-repository.ts alone.
 */

export interface EducatorGaps {
  /** The latest completed profile's period; undefined without one. */
  profile?: { start: string; end: string };
  /** Whether any of its ratings has a business ideal to be compared with. */
  hasIdeal: boolean;
  /** One per domain with a gap: largest first, then in the domains' order. */
  gaps: TCapabilityGap[];
}

export async function gapsOfEducator(
  deps: AppDeps,
  instituteId: number,
  userId: number,
): Promise<EducatorGaps> {
  const { profile, gaps } = await repo.educatorGaps(deps.db, instituteId, userId);
  return {
    profile: profile && { start: profile.period_start, end: profile.period_end },
    hasIdeal: (profile?.ideal_count ?? 0) > 0,
    gaps: gaps.map(({ domain_order: _order, ...gap }) => ({ ...gap, reason: gapReason(gap) })),
  };
}

/** Per domain: how many educators (latest completed profiles) have a gap there, and its mean size. */
export const gapsByDomain = (deps: AppDeps, selection: repo.RatingSelection) =>
  repo.gapsByDomain(deps.db, selection);

/** The rating comparisons of the Rating Calibration report, each group with its size. */
export async function ratingComparisons(deps: AppDeps, selection: repo.RatingSelection) {
  const [supervisors, distribution, departments, ideals] = await Promise.all([
    calibration.supervisorCalibration(deps.db, selection),
    calibration.ratingDistribution(deps.db, selection),
    calibration.selfSupervisorDistance(deps.db, selection),
    calibration.departmentAgainstIdeal(deps.db, selection),
  ]);
  return { supervisors, distribution, departments, ideals };
}
