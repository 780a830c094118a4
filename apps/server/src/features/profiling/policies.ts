import { isInUserScope, type UserScope } from '../../db/user-scope.js';
import { supervisedUsers, type Actor } from '../users/policies.js';

/**
 * The profiling domain's record-level rules (docs/ARCHITECTURE.md "Record-level rules"). Whose
 * profiles one sees follows whom one oversees in the users domain (its `supervisedUsers`): one's own
 * profile is not among them, since nobody rates themselves.
 */

/** Part 1 §6: an admin acts for any supervisor; a supervisor sees only their own educators' profiles. */
export const visibleProfiles = (actor: Actor): UserScope => supervisedUsers(actor);

/** One profile: one the lists would show, judged by its educator (`id`) and the educator's supervisor. */
export function canViewProfile(
  actor: Actor,
  educator: { id: number; supervisor_id: number | null },
): boolean {
  return isInUserScope(visibleProfiles(actor), educator);
}

/**
 * "Email profile to supervisor" (part 1 §7): the educator's supervisor receives it while active and
 * still a supervisor; a deactivated one, or one who no longer supervises, counts as no supervisor.
 */
export function canReceiveProfileEmail(supervisor: {
  active: boolean | null;
  is_supervisor: boolean | null;
}): boolean {
  return supervisor.active === true && supervisor.is_supervisor === true;
}
