// The program page (part 2 §2, /programs/{id}, id may be "new"): the module the router loads lazily
// for it, apart from the list's (routes.tsx), so opening a program does not load the data grid.
export { ProgramPage } from './components/programs/program-page';
