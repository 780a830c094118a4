import type { TUserDetail } from '@pdp/contract';
import { AuditPackButton } from '../../features/audit-packs/components/audit-pack-button';
import { UserPointsSections } from '../../features/points/components/user-points-sections';
import { UserPage } from '../../features/users/profile-routes';

/** Under the user's form: the audit pack's button, then the points sections. */
function UserSections({ user }: { user: TUserDetail }) {
  return (
    <>
      <div>
        <AuditPackButton user={user} />
      </div>
      <UserPointsSections user={user} />
    </>
  );
}

/**
 * /users/{id}: the users area's profile with the audit pack's button and the points area's sections
 * under it. Features do not import each other, so the screen that joins them is composed here.
 */
export function UserProfileScreen() {
  return <UserPage sections={UserSections} />;
}
