import type { RoleFlags, TUser } from '@pdp/contract';

/**
 * Who sees which points section of a user's profile (part 2 §6), decided once for the sections and
 * for the reads started before their code has loaded (user-points-sections.tsx).
 */
type Profile = Pick<TUser, 'is_super_admin'>;

/** Activities Submitted for Approval: for super admins, institute admins and supervisors… */
export function canSeePendingActivities(viewer: RoleFlags, profile: Profile): boolean {
  // …and a super admin's profile has no activities (its points sections are hidden).
  if (profile.is_super_admin) return false;
  return viewer.is_super_admin || viewer.is_institute_admin || viewer.is_supervisor;
}

/** Points History: on every profile but a super admin's. */
export function hasPointsHistory(profile: Profile): boolean {
  return !profile.is_super_admin;
}
