import { can, type TRegistrationApproval, type TRegistrationStatus } from '@pdp/contract';
import { isInUserScope, type UserScope } from '../../db/user-scope.js';
import { supervisedUsers, type Actor } from '../users/policies.js';

/**
 * The approval queue's record-level rules (part 2 §2 "Registrations submitted for approval", §6):
 * admins see and decide the whole institute's registrations; a supervisor only their own educators'
 * (users policies `supervisedUsers`), never their own registration. The institute's
 * `allow_supervisor_to_action` names point-request kinds only, so it does not govern registrations
 * (docs/decisions.md, "Registration approvals (issue 15)").
 */

/** Whose registrations a list, a count or a decision reaches: the users the actor oversees. */
export function visibleRegistrations(actor: Actor): UserScope {
  if (!can(actor, 'registrations.view')) return { kind: 'none' };
  return supervisedUsers(actor);
}

/** What the rule reads of a registration: its registrant and the registrant's supervisor. */
export interface RegistrationRecord {
  user_id: number;
  user_supervisor_id: number | null;
}

/** Approve or decline: admins any of the institute's; a supervisor only their own educators'. */
export function canDecideRegistration(actor: Actor, registration: RegistrationRecord): boolean {
  if (!can(actor, 'registrations.action')) return false;
  return isInUserScope(visibleRegistrations(actor), {
    id: registration.user_id,
    supervisor_id: registration.user_supervisor_id,
  });
}

/** A queue row's `can`: approve or mark incomplete a pending registration the actor may decide. */
export function registrationActions(
  actor: Actor,
  registration: RegistrationRecord & { status: TRegistrationStatus },
): TRegistrationApproval['can'] {
  const decides = registration.status === 'pending' && canDecideRegistration(actor, registration);
  return { approve: decides, incomplete: decides };
}
