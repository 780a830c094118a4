// The user profile (part 2 "User profile"), /users/{id} and /users/new: the module the router loads
// lazily for it, apart from the list's (routes.tsx), so opening a profile does not load the grid.
// The router loads it through app/screens/user-profile-screen.tsx, which adds the points sections.
export { UserPage } from './components/profile/user-page';
