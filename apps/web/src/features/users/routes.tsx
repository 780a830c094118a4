// Manage Users (part 2 §2): the module the router loads lazily for /users. The user profile has a
// module of its own (profile-routes.tsx): the list needs the data grid and the profile the form
// code, and neither screen should download or run the other's.
export { UsersPage } from './components/list/users-page';
