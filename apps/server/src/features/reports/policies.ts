import { can, reportPermission, type TReportName } from '@pdp/contract';
import type { Actor } from '../users/policies.js';

/**
 * The reports' record-level rules (part 2 §6, issue 17). Admins (and a super admin, in the institute
 * they selected) report on every user of the institute; a supervisor only on the users they
 * supervise (their educators and guests, not themselves: a report is about the people one
 * oversees). Nobody reports on another institute: every query is scoped to the session's institute.
 */
export type ReportScope = { kind: 'all' } | { kind: 'supervisedBy'; supervisorId: number } | { kind: 'none' };

export function reportScope(actor: Actor, report: TReportName): ReportScope {
  if (!can(actor, reportPermission(report))) return { kind: 'none' };
  return can(actor, 'users.manage') ? { kind: 'all' } : { kind: 'supervisedBy', supervisorId: actor.id };
}
