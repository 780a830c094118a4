import type { Me } from '../../../lib/me';
import type { NavBadges } from '../../../lib/nav-badges';
import { useVcmsCheck } from '../../../lib/vcms-check';

type Viewer = { permissions: Me['permissions']; institute: Pick<Me['institute'], 'vcm_enabled'> };

/** Whoever sees the VCM item asks: the permission and the institute's vcm_enabled, as the navigation decides. */
export const isVcmShown = (me: Viewer) => me.permissions.includes('vcm.view') && me.institute.vcm_enabled;

/** The dot: VCM shown, and at least one VCM waiting in review for this user. */
export const isVcmDotOn = (me: Viewer, inReviewCount: number | undefined) =>
  isVcmShown(me) && (inReviewCount ?? 0) > 0;

/**
 * The shell's red dot on VCM (part 1 §2.3, part 2 §7): VCMs wait in review for the signed-in
 * approver. Only those who see the VCM item poll, since the server answers only when VCM is enabled.
 */
export function useVcmNavBadge(me: Me): NavBadges {
  const { data } = useVcmsCheck({ enabled: isVcmShown(me) });
  return { vcm: isVcmDotOn(me, data?.in_review_count) };
}
