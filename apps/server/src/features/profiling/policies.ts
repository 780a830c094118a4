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
