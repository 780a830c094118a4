import type { TUserDetail } from '@pdp/contract';
import { PassportAsAtSection } from './passport-as-at/passport-as-at-section';
import { PendingActivitiesSection } from './pending-activities/pending-activities-section';
import { PointsHistorySection } from './points-history/points-history-section';

/**
 * The points half of the user profile (part 2 "User profile"): the passport as at a day, Activities
 * Submitted for Approval, then Points History. Each section shows itself when the user's `can` says the signed-in user sees it. Loaded
 * apart from the profile's form (user-points-sections.tsx).
 */
export function PointsSections({ user }: { user: TUserDetail }) {
  return (
    <>
      <PassportAsAtSection user={user} />
      <PendingActivitiesSection user={user} />
      <PointsHistorySection user={user} />
    </>
  );
}
