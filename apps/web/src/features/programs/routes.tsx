// Manage Programs (part 2 §2, /programs, where `/` lands): the module the router loads lazily for the
// list. The program page is program-routes.tsx, so opening a program does not load the data grid.
export { ProgramsPage } from './components/programs/programs-page';
