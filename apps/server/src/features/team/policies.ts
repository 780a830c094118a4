import { can } from '@pdp/contract';
import type { UserScope } from '../../db/user-scope.js';
import { isAdmin, type Actor } from '../users/policies.js';

/**
 * The team console's rules. A supervisor's team is the educators and guests they supervise; the
 * console holds those people even for a supervisor who is an admin too (an admin's queues hold the
 * whole institute). Each item's decision stays under its own domain's policies.
 */

/** Whose console the actor opens: their own; an admin any supervisor's of the institute. */
export function canOpenTeamOf(actor: Actor, supervisor: { id: number; is_supervisor: boolean }): boolean {
  if (!can(actor, 'team.view')) return false;
  if (supervisor.id === actor.id || (actor.acting_for?.includes(supervisor.id) ?? false)) return true;
  return isAdmin(actor) && supervisor.is_supervisor;
}

/**
 * The people of a supervisor's team, as the actor works on it: a delegate who is on the team they
 * stand in for is left out, so the console never offers them their own records to decide or rate.
 */
export const teamScope = (actor: Actor, supervisorId: number): UserScope => ({
  kind: 'supervised',
  supervisorId,
  ...(actor.id === supervisorId ? {} : { exceptUserId: actor.id }),
});

/**
 * Delegation while away: a supervisor names a delegate for themself; an admin for any supervisor of
 * the institute (a user who supervises nobody has none: the service refuses that as invalid input).
 * The delegate cannot pass it on.
 */
export function canManageDelegationsOf(actor: Actor, supervisor: { id: number }): boolean {
  return can(actor, 'team.view') && (supervisor.id === actor.id || isAdmin(actor));
}

/** Who may be named: an active supervisor or institute admin (of the institute the lookup ran in). */
export const isEligibleDelegate = (user: {
  active: boolean;
  is_supervisor: boolean;
  is_institute_admin: boolean;
}) => user.active && (user.is_supervisor || user.is_institute_admin);

/**
 * An approve-from-email link works only for its approver, signed in, in the link's institute: a
 * forwarded link is useless to anyone else. The approver is a user of the link's institute, so the
 * user is compared by institute and id (as `isSelf` does), not by id alone.
 */
export function canUseApprovalLink(
  auth: { user: Actor; instituteId: number },
  link: { approver_id: number; institute_id: number },
): boolean {
  return (
    auth.user.id === link.approver_id &&
    auth.user.institute_id === link.institute_id &&
    auth.instituteId === link.institute_id
  );
}
