import { visibleUsers, type Actor } from '../users/policies.js';

/**
 * The profiling domain's record-level rules (docs/ARCHITECTURE.md "Record-level rules"). Whose
 * profiles one sees follows whom one sees in the users domain (its `visibleUsers`), without one's
 * own profile: nobody rates themselves.
 */

/** Which profiles a list shows, as a plain value that the profile repository turns into its condition. */
export type ProfileScope = { kind: 'all' } | { kind: 'educatorsOf'; supervisorId: number };

/** Part 1 §6: an admin acts for any supervisor; a supervisor sees only their own educators' profiles. */
export function visibleProfiles(actor: Actor): ProfileScope {
  const users = visibleUsers(actor);
  return users.kind === 'all' ? users : { kind: 'educatorsOf', supervisorId: users.supervisorId };
}

/** One profile: one the lists would show, judged by its educator's supervisor. */
export function canViewProfile(actor: Actor, profile: { supervisor_id: number | null }): boolean {
  const scope = visibleProfiles(actor);
  return scope.kind === 'all' || profile.supervisor_id === scope.supervisorId;
}
