import { useProfilingNavBadge } from '../../features/profiling/api/use-profiles-check';
import { useRegistrationsNavBadge } from '../../features/registrations/api/registrations-nav-badge';
import { useVcmNavBadge } from '../../features/vcm/api/vcm-nav-badge';
import type { NavBadgeKey, NavBadges, NavBadgeSource } from '../../lib/nav-badges';

export type { NavBadgeKey, NavBadges, NavBadgeSource };

/**
 * Every source, in a fixed order (they are hooks, so the list must never change at run time).
 * Later issues add theirs here; see README.md in this folder.
 */
export const NAV_BADGE_SOURCES: readonly NavBadgeSource[] = [
  useProfilingNavBadge,
  useRegistrationsNavBadge,
  useVcmNavBadge,
];

/** A dot shows when any source asks for it. */
export function mergeNavBadges(results: readonly NavBadges[]): NavBadges {
  const merged: NavBadges = {};
  for (const result of results) {
    for (const [key, isOn] of Object.entries(result) as [NavBadgeKey, boolean | undefined][]) {
      if (isOn) merged[key] = true;
    }
  }
  return merged;
}
