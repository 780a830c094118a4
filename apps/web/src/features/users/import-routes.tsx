// The users CSV import (/users_import): a module of its own, so neither the list nor the profile
// downloads the import screen.
export { UsersImportPage } from './components/import/users-import-page';
