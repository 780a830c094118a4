import { can, type RoleFlags, type TUserAbilities } from '@pdp/contract';
import { isInUserScope, type UserScope } from '../../db/user-scope.js';

/**
 * The users domain's record-level rules (docs/ARCHITECTURE.md "Record-level rules"): pure functions
 * of who acts and what they act on. Services, the import and other domains call them; the user
 * detail carries their answers as `can`, so the console offers only what the server would accept.
 */

/** The signed-in user. `institute_id` is their home institute, not the one a super admin acts in. */
export interface Actor extends RoleFlags {
  id: number;
  institute_id: number;
  /**
   * The supervisors whose active delegation names the actor today (features/team/delegations), read
   * with the session: the actor reaches their teams as they do. Absent for an API token.
   */
  acting_for?: readonly number[];
}

/** What the rules read of the user acted on. */
export interface UserRecord {
  id: number;
  institute_id: number;
  is_super_admin: boolean;
  supervisor_id: number | null;
}

export const isSelf = (actor: Actor, user: Pick<UserRecord, 'id' | 'institute_id'>) =>
  user.id === actor.id && user.institute_id === actor.institute_id;

/** Admins: an institute admin, or a super admin (in the institute they act in). */
export const isAdmin = (actor: RoleFlags) => actor.is_super_admin || actor.is_institute_admin;

/**
 * The people one oversees (part 2 §6): every user of the institute for admins; for anyone else, the
 * educators and guests they supervise, without themselves. Reports, registration approvals and
 * profiles reach these.
 */
export function supervisedUsers(actor: Actor): UserScope {
  if (isAdmin(actor)) return { kind: 'institute' };
  return { kind: 'supervised', supervisorId: actor.id, delegatorIds: actor.acting_for };
}

/**
 * The supervisor the actor stands in for when they reach a record of `supervisorId`'s team only
 * through a delegation: the audit trail's "on behalf of". Null when they act as themselves (their own
 * team, or an admin, who reaches every team anyway).
 */
export function delegatorActedFor(actor: Actor, supervisorId: number | null | undefined): number | null {
  if (isAdmin(actor) || supervisorId == null || supervisorId === actor.id) return null;
  return actor.acting_for?.includes(supervisorId) ? supervisorId : null;
}

/**
 * Part 2 §6: admins see every user of the institute they act in; anyone else (a supervisor) only the
 * educators and guests they supervise, and themselves.
 */
export function visibleUsers(actor: Actor): UserScope {
  const overseen = supervisedUsers(actor);
  return overseen.kind === 'supervised' ? { ...overseen, kind: 'supervisedAndSelf' } : overseen;
}

/** One user (`GET /users/{id}`): themselves, or a user they oversee (the lists show both). */
export function canViewUser(actor: Actor, user: UserRecord): boolean {
  if (isSelf(actor, user)) return true;
  return can(actor, 'users.view') && isInUserScope(supervisedUsers(actor), user);
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
