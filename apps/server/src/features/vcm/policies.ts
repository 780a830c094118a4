import { can, type TVcmAbilities } from '@pdp/contract';
import { isAdmin, type Actor } from '../users/policies.js';

/**
 * The VCM's record-level rules (part 2 §6; issue 18), pure functions of who acts and on which VCM.
 * The route guards check `vcm.view`, `vcm.force_status` and `vcm.missing_units_check`; these add
 * who the VCM is: its reviewers are its approver and the admins.
 */

export interface VcmRecord {
  owner_user_id: number;
  approver_user_id: number | null;
  /** The owner's supervisor. */
  owner_supervisor_id: number | null;
}

/**
 * The users a non-admin reviews as: themselves and the supervisors whose active delegation names
 * them (team/delegations), so a delegate reaches the VCMs their delegator approves or supervises.
 */
export const reviewerIds = (actor: Actor): readonly number[] => [actor.id, ...(actor.acting_for ?? [])];
const isReviewer = (actor: Actor, userId: number | null) =>
  userId !== null && reviewerIds(actor).includes(userId);

/** Which VCMs the lists show: every one for admins; a supervisor those they approve or whose owner they supervise. */
export type VcmScope = { kind: 'all' } | { kind: 'reviewer'; userIds: readonly number[] };
export const visibleVcms = (actor: Actor): VcmScope =>
  isAdmin(actor) ? { kind: 'all' } : { kind: 'reviewer', userIds: reviewerIds(actor) };

/** Reading a VCM: the lists' scope (anyone else: not found). */
export function canSeeVcm(actor: Actor, vcm: VcmRecord): boolean {
  if (!can(actor, 'vcm.view')) return false;
  return (
    isAdmin(actor) || isReviewer(actor, vcm.approver_user_id) || isReviewer(actor, vcm.owner_supervisor_id)
  );
}

/** Reviewing (items, approve, return, edit responses, missing units' bulk actions): the approver and admins, never the owner. */
export function canReviewVcm(actor: Actor, vcm: VcmRecord): boolean {
  if (!can(actor, 'vcm.view') || vcm.owner_user_id === actor.id) return false;
  return isAdmin(actor) || isReviewer(actor, vcm.approver_user_id);
}

/**
 * Delegating approval: whoever reviews it.
 * @alias a rule of its own that answers as canReviewVcm does
 */
export const canDelegateVcm = canReviewVcm;

/** Forcing a status: admins only (part 2 §4, §6). */
export const canForceVcmStatus = (actor: Actor) => can(actor, 'vcm.force_status');

/** Missing Units Check and its bulk actions: super admins and institute admins (part 2 §6). */
export const canCheckMissingUnits = (actor: Actor) => can(actor, 'vcm.missing_units_check');

/** Who may approve a VCM (delegation's target, part 2 §6): an active supervisor or institute admin of the institute, not its owner. */
export function isEligibleApprover(
  user: {
    id: number;
    institute_id: number;
    active: boolean;
    is_supervisor: boolean;
    is_institute_admin: boolean;
  },
  instituteId: number,
  vcm: Pick<VcmRecord, 'owner_user_id'>,
): boolean {
  return (
    user.institute_id === instituteId &&
    user.active &&
    (user.is_supervisor || user.is_institute_admin) &&
    user.id !== vcm.owner_user_id
  );
}

/** Who may own a VCM: an active educator whose employment type has VCM enabled (part 1 §3). */
export const canOwnVcm = (
  user: { is_educator: boolean; active: boolean },
  employmentTypeVcmEnabled: boolean,
) => user.is_educator && user.active && employmentTypeVcmEnabled;

/** My VCM (issue 21): the educator acts on their own VCMs only (anyone else's: not found). */
export const isVcmOwner = (actor: Actor, vcm: Pick<VcmRecord, 'owner_user_id'>) =>
  vcm.owner_user_id === actor.id;

/** Creating a VCM for another educator (the console's create): admins. */
export const canCreateVcmFor = (actor: Actor) => isAdmin(actor);

export function vcmAbilities(actor: Actor, vcm: VcmRecord): TVcmAbilities {
  return {
    review: canReviewVcm(actor, vcm),
    delegate: canDelegateVcm(actor, vcm),
    force_status: canForceVcmStatus(actor),
    missing_units_check: canCheckMissingUnits(actor),
  };
}
