import { can, type TPointsHistoryType } from '@pdp/contract';
import { canViewUser, isSelf, type Actor, type UserRecord } from '../users/policies.js';

/**
 * The points domain's record-level rules (part 2 §6), pure functions of who acts and on whom.
 * The route guards check the permission names; these add who the record is.
 */

/**
 * Points history (read): staff who may see the user (users policies) and the user themselves. A
 * super admin's profile has no points history (part 2 §6): hidden, answered as not found.
 */
export function canReadPointsHistory(actor: Actor, user: UserRecord): boolean {
  return !user.is_super_admin && canViewUser(actor, user);
}

const isAdmin = (actor: Actor) => actor.is_super_admin || actor.is_institute_admin;

/**
 * Add External Vocational Currency: admins for anyone they see; a supervisor only for an educator
 * they supervise, never for themselves.
 */
export function canAddVocational(actor: Actor, user: UserRecord): boolean {
  if (!can(actor, 'points.add_vocational') || !canReadPointsHistory(actor, user)) return false;
  return isAdmin(actor) || !isSelf(actor, user);
}

/** Add External Professional Currency: admins only. */
export function canAddProfessional(actor: Actor, user: UserRecord): boolean {
  return can(actor, 'points.add_professional') && canReadPointsHistory(actor, user);
}

/** Delete a history row: whoever may add that kind of row for the user; program rows never (uncomplete the registration). */
export function canDeleteHistoryRow(actor: Actor, user: UserRecord, type: TPointsHistoryType): boolean {
  if (type === 'PointsVocational') return canAddVocational(actor, user);
  if (type === 'PointsRea') return canAddProfessional(actor, user);
  return false;
}
