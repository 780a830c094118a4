import type { Me } from '../../../lib/me';

/**
 * Which of the educator app's records the signed-in user has, read from `/me` before any of them is
 * asked for, so a page explains once, in its own words, what the server would refuse (no request,
 * no message bar). The server's rules these mirror:
 * - a profile to self-assess: educators (profiling/my-profile-service.ts);
 * - point requests: everyone with a points history, which a super admin never has (points policies);
 * - a VCM: an active educator of an institute that uses VCM. The employment type decides too, which
 *   `/me` does not say: that refusal is the VCM page's to explain (vcm/policies.ts canOwnVcm).
 */
export function myRecordsOf({ user, institute }: Pick<Me, 'user' | 'institute'>) {
  return {
    hasProfile: user.is_educator,
    hasPointRequests: !user.is_super_admin,
    vcm: !(user.is_educator && user.active) ? 'not-educator' : institute.vcm_enabled ? 'maybe' : 'not-used',
  } as const;
}

/** What a page says instead of the records the user does not have. */
export const NO_RECORD_TEXT = {
  profile: 'Only educators have a profile to self-assess.',
  pointRequests: 'Super admins have no points history, so there are no point requests to show.',
  vcmNotUsed: 'VCM is not used at your institute.',
  vcmNotEducator: 'Only educators have a VCM.',
} as const;
