import type { Me } from '../../../lib/me';
import type { NavBadges } from '../../../lib/nav-badges';
import { useProfilesCheck } from '../../../lib/profiles-check';

// The poll itself is shared with the registrations queue's red dot, so it lives in lib/.
export { profilesCheckQueryOptions, useProfilesCheck } from '../../../lib/profiles-check';

/** The shell's red dot on Profiling (part 1 §2.3): open profiles await this supervisor. */
export function useProfilingNavBadge(me: Me): NavBadges {
  const { data } = useProfilesCheck({ enabled: me.user.is_supervisor });
  return { profiling: (data?.open_count ?? 0) > 0 };
}
