import { SSO_MAPPABLE_ROLES } from '@pdp/contract';
import type { AppDeps } from '../../app-deps.js';
import type { InstituteRow, UserRow } from '../../db/schema/index.js';
import { accounts } from '../users/account-service.js';
import { asSigningInUser } from './sso-subject.js';

type MappableRole = (typeof SSO_MAPPABLE_ROLES)[number];
type RoleFlag = `is_${MappableRole}`;

/** Whether the institute maps a groups claim to roles (both the claim name and a mapping are set). */
export const mapsRoles = (institute: InstituteRow) =>
  Boolean(institute.sso_groups_claim) && institute.sso_role_mappings.length > 0;

/**
 * The roles the ID token's (or userinfo's) groups claim gives (issue 20, beyond the spec; docs/sso.md
 * "Roles from groups"): undefined when the institute maps no roles or the claim is absent (the user's
 * roles stay as they are), otherwise the mapped roles of the groups listed (exact names; the claim may
 * be a list or one string), possibly none.
 */
export function mappedRoles(
  institute: InstituteRow,
  claims: Record<string, unknown>,
): Set<MappableRole> | undefined {
  if (!mapsRoles(institute)) return undefined;
  const value = claims[institute.sso_groups_claim!];
  if (value === undefined || value === null) return undefined;
  const groups = new Set((Array.isArray(value) ? value : [value]).filter((g) => typeof g === 'string'));
  return new Set(
    institute.sso_role_mappings
      .filter((mapping) => groups.has(mapping.group))
      .map((mapping) => mapping.role as MappableRole)
      .filter((role) => SSO_MAPPABLE_ROLES.includes(role)),
  );
}

/**
 * Sets the user's institute admin, supervisor, facilitator and educator flags to exactly `roles`
 * (other flags, super admin and guest, stay): only roles the institute's admin could give, since the
 * mapping is theirs; whatever else a stored mapping names is dropped by `mappedRoles`. The change is
 * written as the user themself, so the audit trail shows who signed in and the request it came from.
 * Answers the user as it now is.
 */
export async function applyMappedRoles(
  deps: AppDeps,
  user: UserRow,
  roles: Set<MappableRole>,
): Promise<UserRow> {
  const wanted = Object.fromEntries(SSO_MAPPABLE_ROLES.map((role) => [`is_${role}`, roles.has(role)])) as {
    [F in RoleFlag]: boolean;
  };
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([flag, on]) => user[flag as RoleFlag] !== on),
  ) as Partial<typeof wanted>;
  if (Object.keys(changes).length === 0) return user;
  await asSigningInUser(user, () => accounts.setRoles(deps.db, user, changes));
  return { ...user, ...changes };
}
