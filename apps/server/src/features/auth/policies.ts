import type { RoleFlags } from '@pdp/contract';

/**
 * The auth domain's rules about single sign-on (docs/sso.md). An institute's SSO is the institute
 * admin's to set up, so what it can do is bounded by what that admin could do: it signs in only
 * people whose account the admin could edit, never a super admin (users policies: only a super admin
 * changes a super admin). Super admins always sign in with their password, whatever their home
 * institute's SSO says.
 */

/** Whether an SSO sign-in may start a session for this user. */
export function canSignInThroughSso(user: Pick<RoleFlags, 'is_super_admin'>): boolean {
  return !user.is_super_admin;
}

/**
 * Whether the user's password gives way to their institute's SSO (password sign-in, forgot password
 * and change password answer "use SSO"): a user of an institute with SSO on, other than a super admin.
 */
export function usesSsoInsteadOfPassword(
  user: Pick<RoleFlags, 'is_super_admin'>,
  institute: { sso_enabled: boolean } | undefined,
): boolean {
  return Boolean(institute?.sso_enabled) && canSignInThroughSso(user);
}

/**
 * What an API token may call (docs/using-compliance.md "API tokens"): the reports' reads, GET
 * /api/v1/reports/…, decided on the route the router matched. Everything else (the educator's own
 * /my/… calls, settings, users, every write) answers 403 to a token.
 */
export function apiTokenMayCall(method: string, route: string | undefined): boolean {
  return method === 'GET' && (route?.startsWith('/api/v1/reports/') ?? false);
}

/**
 * Whether the caller may make an institute's API tokens: an admin of that institute acting in it (a
 * token acts as the admin who made it, so a super admin visiting another institute makes none there).
 */
export function canMakeApiTokens(user: { institute_id: number }, instituteId: number): boolean {
  return user.institute_id === instituteId;
}
