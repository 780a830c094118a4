import type { Me } from '../../../lib/me';
import type { NavBadges } from '../../../lib/nav-badges';
import { useProfilesCheck } from '../../../lib/profiles-check';
import { isRegistrationApprovalOn } from '../../../lib/registration-approval';

/**
 * The shell's red dot on Registrations (part 1 §2.3): pending registrations await this supervisor.
 * It reads the same 90-second poll as Profiling's dot (one request for both). Admins who are not
 * supervisors do not poll (part 2 §6: supervisors receive the counts), so they get no dot; the
 * queue itself shows them what is pending (docs/using-registrations.md).
 */
export function useRegistrationsNavBadge(me: Me): NavBadges {
  const { data } = useProfilesCheck({ enabled: me.user.is_supervisor });
  return {
    registrations: isRegistrationApprovalOn(me.institute) && (data?.pending_registrations_count ?? 0) > 0,
  };
}
