import { can, type RoleFlags, type TUserAbilities } from '@pdp/contract';

/**
 * The users domain's record-level rules (docs/ARCHITECTURE.md "Record-level rules"): pure functions
 * of who acts and what they act on. Services, the import and other domains call them; the user
 * detail carries their answers as `can`, so the console offers only what the server would accept.
 */

/** The signed-in user. `institute_id` is their home institute, not the one a super admin acts in. */
export interface Actor extends RoleFlags {
  id: number;
  institute_id: number;
}

/** What the rules read of the user acted on. */
export interface UserRecord {
  id: number;
  institute_id: number;
  is_super_admin: boolean;
  supervisor_id: number | null;
}

/** Which users a list shows, as a plain value that the list repository turns into its condition. */
export type UserScope = { kind: 'all' } | { kind: 'supervisedBy'; supervisorId: number };

export const isSelf = (actor: Actor, user: Pick<UserRecord, 'id' | 'institute_id'>) =>
  user.id === actor.id && user.institute_id === actor.institute_id;

/**
 * Part 2 §6: admins see every user of the institute they act in; anyone else (a supervisor) only the
 * educators and guests they supervise, and themselves.
 */
export function visibleUsers(actor: Actor): UserScope {
  return can(actor, 'users.manage') ? { kind: 'all' } : { kind: 'supervisedBy', supervisorId: actor.id };
}

/** One user (`GET /users/{id}`): themselves, or a user the lists would show them. */
export function canViewUser(actor: Actor, user: UserRecord): boolean {
  if (isSelf(actor, user)) return true;
  const scope = visibleUsers(actor);
  return scope.kind === 'all' || (can(actor, 'users.view') && user.supervisor_id === scope.supervisorId);
}

/** Admins edit users; only a super admin can change a super admin. */
export function canEditUser(actor: Actor, user: Pick<UserRecord, 'is_super_admin'>): boolean {
  return can(actor, 'users.manage') && (!user.is_super_admin || actor.is_super_admin);
}

/** Whoever may edit a user may deactivate them, except themselves (they would lock themselves out). */
export function canDeactivateUser(
  actor: Actor,
  user: Pick<UserRecord, 'id' | 'institute_id' | 'is_super_admin'>,
): boolean {
  return canEditUser(actor, user) && !isSelf(actor, user);
}

/** The `can` of a user detail: what the console may offer on this user's profile. */
export function userAbilities(actor: Actor, user: UserRecord): TUserAbilities {
  return { update: canEditUser(actor, user), deactivate: canDeactivateUser(actor, user) };
}
