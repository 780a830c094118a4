import { eq, or, sql, type SQL } from 'drizzle-orm';
import { users } from './schema/index.js';
import { sqlArray } from './sql-rows.js';

/**
 * Whose records a staff member reaches, as a plain value: the domains' policies decide it (users
 * policies `visibleUsers`, `supervisedUsers`) and the repositories apply it with `userScopeCondition`,
 * so each meaning is written once, in SQL and in memory. The institute itself is never part of a
 * scope: every query is already limited to the institute the session acts in.
 */
export type UserScope =
  /** Every user of the institute (admins). */
  | { kind: 'institute' }
  /**
   * The educators and guests the supervisor supervises, not the supervisor (reports, approvals,
   * profiles); with `delegatorIds`, those of the supervisors they act for now (team/delegations).
   */
  | {
      kind: 'supervised';
      supervisorId: number;
      delegatorIds?: readonly number[];
      /** A delegate looking at the team they stand in for: never their own records (team console). */
      exceptUserId?: number;
    }
  /** The supervised users and the supervisor (Manage Users: a supervisor finds themselves too). */
  | { kind: 'supervisedAndSelf'; supervisorId: number; delegatorIds?: readonly number[] }
  /** Nobody (the permission is missing). */
  | { kind: 'none' };

type SupervisedScope = { supervisorId: number; delegatorIds?: readonly number[]; exceptUserId?: number };

/** The scope as a condition on `users` (the table, as the query joins it); undefined: no condition. */
export function userScopeCondition(scope: UserScope): SQL | undefined {
  switch (scope.kind) {
    case 'institute':
      return undefined;
    case 'supervised':
      return supervisedCondition(scope);
    case 'supervisedAndSelf':
      return or(supervisedCondition(scope), eq(users.id, scope.supervisorId));
    case 'none':
      return sql`false`;
  }
}

/**
 * Supervised by the supervisor, or (one array parameter, one statement text) by any they act for.
 * Never the supervisor: nobody supervises themselves, but a delegate may be on the team of the
 * supervisor they stand in for, and the delegation must not let them decide their own records.
 */
function supervisedCondition(scope: SupervisedScope): SQL {
  const except = scope.exceptUserId === undefined ? sql`` : sql` and ${users.id} <> ${scope.exceptUserId}`;
  if (!scope.delegatorIds?.length)
    return scope.exceptUserId === undefined
      ? eq(users.supervisor_id, scope.supervisorId)
      : sql`(${users.supervisor_id} = ${scope.supervisorId}${except})`;
  return sql`(${users.supervisor_id} = any(${sqlArray([scope.supervisorId, ...scope.delegatorIds], 'int')}) and ${users.id} <> ${scope.supervisorId}${except})`;
}

const isSupervisedIn = (scope: SupervisedScope, user: { id: number; supervisor_id: number | null }) =>
  user.supervisor_id !== null &&
  user.id !== scope.supervisorId &&
  user.id !== scope.exceptUserId &&
  (user.supervisor_id === scope.supervisorId || (scope.delegatorIds?.includes(user.supervisor_id) ?? false));

/** The same decision for one user already read from the institute (a record-level check). */
export function isInUserScope(scope: UserScope, user: { id: number; supervisor_id: number | null }): boolean {
  switch (scope.kind) {
    case 'institute':
      return true;
    case 'supervised':
      return isSupervisedIn(scope, user);
    case 'supervisedAndSelf':
      return isSupervisedIn(scope, user) || user.id === scope.supervisorId;
    case 'none':
      return false;
  }
}
