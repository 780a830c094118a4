import { eq, or, sql, type SQL } from 'drizzle-orm';
import { users } from './schema/index.js';

/**
 * Whose records a staff member reaches, as a plain value: the domains' policies decide it (users
 * policies `visibleUsers`, `supervisedUsers`) and the repositories apply it with `userScopeCondition`,
 * so each meaning is written once, in SQL and in memory. The institute itself is never part of a
 * scope: every query is already limited to the institute the session acts in.
 */
export type UserScope =
  /** Every user of the institute (admins). */
  | { kind: 'institute' }
  /** The educators and guests the supervisor supervises, not the supervisor (reports, approvals, profiles). */
  | { kind: 'supervised'; supervisorId: number }
  /** The supervised users and the supervisor (Manage Users: a supervisor finds themselves too). */
  | { kind: 'supervisedAndSelf'; supervisorId: number }
  /** Nobody (the permission is missing). */
  | { kind: 'none' };

/** The scope as a condition on `users` (the table, as the query joins it); undefined: no condition. */
export function userScopeCondition(scope: UserScope): SQL | undefined {
  switch (scope.kind) {
    case 'institute':
      return undefined;
    case 'supervised':
      return eq(users.supervisor_id, scope.supervisorId);
    case 'supervisedAndSelf':
      return or(eq(users.supervisor_id, scope.supervisorId), eq(users.id, scope.supervisorId));
    case 'none':
      return sql`false`;
  }
}

/** The same decision for one user already read from the institute (a record-level check). */
export function isInUserScope(scope: UserScope, user: { id: number; supervisor_id: number | null }): boolean {
  switch (scope.kind) {
    case 'institute':
      return true;
    case 'supervised':
      return user.supervisor_id === scope.supervisorId;
    case 'supervisedAndSelf':
      return user.supervisor_id === scope.supervisorId || user.id === scope.supervisorId;
    case 'none':
      return false;
  }
}
