import type { Me } from '../../../lib/me';
import type { NavBadges } from '../../../lib/nav-badges';
import { useVcmsCheck } from '../../../lib/vcms-check';

/**
 * The shell's red dot on VCM (part 1 §2.3, part 2 §7): VCMs wait in review for the signed-in
 * approver. Asked only by those who see the VCM item (the permission and the institute's
 * vcm_enabled, as the navigation decides), since the server answers only when VCM is enabled.
 */
export function useVcmNavBadge(me: Me): NavBadges {
  const isVcmShown = me.permissions.includes('vcm.view') && me.institute.vcm_enabled;
  const { data } = useVcmsCheck({ enabled: isVcmShown });
  return { vcm: isVcmShown && (data?.in_review_count ?? 0) > 0 };
}
