import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Me } from '../../lib/me';
import { mergeNavBadges, NAV_BADGE_SOURCES, type NavBadges } from './nav-badge-sources';

const NavBadgesContext = createContext<NavBadges>({});

/** Runs every badge source for the signed-in user and hands the merged dots to the navigation. */
export function NavBadgesProvider({ me, children }: { me: Me; children: ReactNode }) {
  // The list is a module constant, so the hooks run in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a fixed list of hooks, called in its order
  const merged = mergeNavBadges(NAV_BADGE_SOURCES.map((useSource) => useSource(me)));
  // A new object every render would re-render the whole navigation; only a changed dot should.
  const { vcm, profiling, registrations } = merged;
  const badges = useMemo(() => ({ vcm, profiling, registrations }), [vcm, profiling, registrations]);
  return <NavBadgesContext.Provider value={badges}>{children}</NavBadgesContext.Provider>;
}

export function useNavBadges(): NavBadges {
  return useContext(NavBadgesContext);
}
