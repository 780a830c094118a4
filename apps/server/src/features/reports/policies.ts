import { can, reportPermission, type TReportName } from '@pdp/contract';
import type { UserScope } from '../../db/user-scope.js';
import { supervisedUsers, type Actor } from '../users/policies.js';

/**
 * The reports' record-level rules (part 2 §6, issue 17). Admins (and a super admin, in the institute
 * they selected) report on every user of the institute; a supervisor only on the users they
 * oversee (users policies `supervisedUsers`: their educators and guests, not themselves: a report is
 * about the people one oversees). Nobody reports on another institute: every query is scoped to the
 * session's institute.
 */
export function reportScope(actor: Actor, report: TReportName): UserScope {
  if (!can(actor, reportPermission(report))) return { kind: 'none' };
  return supervisedUsers(actor);
}
