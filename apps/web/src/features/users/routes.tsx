// Manage Users and the user profile (part 2 §2). The router imports these names from this module,
// which is the users area's lazy chunk.
export { UsersPage } from './components/list/users-page';
export { UserPage } from './components/profile/user-page';
