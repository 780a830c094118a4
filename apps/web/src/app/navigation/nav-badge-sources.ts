import { useProfilingNavBadge } from '../../features/profiling/api/use-profiles-check';
import type { Me } from '../../lib/me';

/** The nav items that can carry a red dot (part 1 §2.3). */
export type NavBadgeKey = 'vcm' | 'profiling' | 'registrations';
export type NavBadges = Partial<Record<NavBadgeKey, boolean>>;

/**
 * A hook that says which dots to show, usually from a polled "check" query. It runs inside the
 * shell on every page, with the signed-in user, so it must return quickly and must not suspend.
 */
export type NavBadgeSource = (me: Me) => NavBadges;

/**
 * Every source, in a fixed order (they are hooks, so the list must never change at run time).
 * Later issues add theirs here; see README.md in this folder.
 */
export const NAV_BADGE_SOURCES: readonly NavBadgeSource[] = [useProfilingNavBadge];

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
