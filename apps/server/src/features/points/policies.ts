import {
  can,
  type TUserPointsAbilities,
  type TPointRequestActions,
  type TPointRequestStatus,
  type TPointRequestType,
  type TPointsHistoryType,
} from '@pdp/contract';
import { canViewUser, isAdmin, isSelf, type Actor, type UserRecord } from '../users/policies.js';

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

/** The institute setting that lets supervisors act on each kind of request (part 1 §3). */
export const SUPERVISOR_ACTION_SETTING: Record<TPointRequestType, string> = {
  VocationalPointRequest: 'vocational_point_requests',
  ReaPointRequest: 'external_professional_currency_point_requests',
};

/** Pending activities panel (part 2 §6): staff who see the user's points history. */
export function canSeePointRequests(actor: Actor, user: UserRecord): boolean {
  return can(actor, 'point_requests.action') && canReadPointsHistory(actor, user);
}

/**
 * What the actor may do with a pending request (part 2 §6): admins everything; a supervisor always
 * converts, and edits, approves or marks incomplete only another user's request of a kind the
 * institute lets supervisors action. Nothing once the request is no longer pending.
 */
export function pointRequestActions(
  actor: Actor,
  user: UserRecord,
  request: { type: TPointRequestType; status: TPointRequestStatus },
  allowSupervisorToAction: readonly string[],
): TPointRequestActions {
  const none = { edit: false, approve: false, incomplete: false, convert: false };
  if (request.status !== 'pending' || !canSeePointRequests(actor, user)) return none;
  const decides =
    isAdmin(actor) ||
    (!isSelf(actor, user) && allowSupervisorToAction.includes(SUPERVISOR_ACTION_SETTING[request.type]));
  return { edit: decides, approve: decides, incomplete: decides, convert: true };
}

/**
 * Whether the actor may decide a pending request of this kind, approve or mark it incomplete (the
 * two choices of an approve-from-email link): the approval email carries a link only for such a
 * recipient, and the link's page offers the choices only to them (features/team).
 */
export function canDecidePointRequest(
  actor: Actor,
  user: UserRecord,
  type: TPointRequestType,
  allowSupervisorToAction: readonly string[],
): boolean {
  const actions = pointRequestActions(actor, user, { type, status: 'pending' }, allowSupervisorToAction);
  return actions.approve && actions.incomplete;
}

/** The points half of a user detail's `can`: what the console offers in the user's points sections. */
export function userPointsAbilities(actor: Actor, user: UserRecord): TUserPointsAbilities {
  return {
    view_points_history: canReadPointsHistory(actor, user),
    view_point_requests: canSeePointRequests(actor, user),
    add_vocational: canAddVocational(actor, user),
    add_professional: canAddProfessional(actor, user),
  };
}
