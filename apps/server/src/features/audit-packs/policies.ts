import { can } from '@pdp/contract';
import { canReadPointsHistory } from '../points/policies.js';
import { canViewProfile } from '../profiling/policies.js';
import { isAdmin, type Actor, type UserRecord } from '../users/policies.js';
import { canSeeVcm } from '../vcm/policies.js';

/**
 * Who may make an audit pack (issue 40 §3): only someone who may see every part of it, by each part's
 * own rule: the user's points history (points), their VCMs (vcm) and their profile (profiling). So an
 * admin of the institute for anyone, and a supervisor for their own educators (their own VCM
 * and profile are for others to review, so not themselves).
 */
export function canMakeAuditPack(actor: Actor, user: UserRecord): boolean {
  if (!can(actor, 'audit_packs.make')) return false;
  const vcm = { owner_user_id: user.id, approver_user_id: null, owner_supervisor_id: user.supervisor_id };
  return canReadPointsHistory(actor, user) && canSeeVcm(actor, vcm) && canViewProfile(actor, user);
}

/** A department's, unit code's or institute's packs reach every educator: admins only. */
export const canMakeBulkAuditPacks = (actor: Actor) => isAdmin(actor) && can(actor, 'audit_packs.manage');
