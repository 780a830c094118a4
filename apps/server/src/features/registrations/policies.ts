import { can, type TRegistrationApproval, type TRegistrationStatus } from '@pdp/contract';
import { visibleUsers, type Actor, type UserScope } from '../users/policies.js';

/**
 * The approval queue's record-level rules (part 2 §2 "Registrations submitted for approval", §6):
 * admins see and decide the whole institute's registrations; a supervisor only their own educators'.
 * The institute's `allow_supervisor_to_action` names point-request kinds only, so it does not govern
 * registrations (docs/decisions.md, "Registration approvals (issue 15)").
 */

/** Whose registrations a list, a count or a decision reaches: the users the actor manages. */
export type RegistrationScope = UserScope | { kind: 'none' };

export function visibleRegistrations(actor: Actor): RegistrationScope {
  if (!can(actor, 'registrations.view')) return { kind: 'none' };
  return visibleUsers(actor);
}

/** What the rule reads of a registration: its registrant's supervisor. */
export interface RegistrationRecord {
  user_supervisor_id: number | null;
}

/** Approve or decline: admins any of the institute's; a supervisor only their own educators'. */
export function canDecideRegistration(actor: Actor, registration: RegistrationRecord): boolean {
  if (!can(actor, 'registrations.action')) return false;
  const scope = visibleRegistrations(actor);
  return (
    scope.kind === 'all' ||
    (scope.kind === 'supervisedBy' && registration.user_supervisor_id === scope.supervisorId)
  );
}

/** A queue row's `can`: approve or mark incomplete a pending registration the actor may decide. */
export function registrationActions(
  actor: Actor,
  registration: RegistrationRecord & { status: TRegistrationStatus },
): TRegistrationApproval['can'] {
  const decides = registration.status === 'pending' && canDecideRegistration(actor, registration);
  return { approve: decides, incomplete: decides };
}
