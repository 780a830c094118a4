import { UserPointsSections } from '../../features/points/components/user-points-sections';
import { UserPage } from '../../features/users/profile-routes';

/**
 * /users/{id}: the users area's profile with the points area's sections under it. Features do not
 * import each other, so the screen that joins two of them is composed here.
 */
export function UserProfileScreen() {
  return <UserPage sections={UserPointsSections} />;
}
