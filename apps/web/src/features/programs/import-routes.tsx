// The registration import (/import_registrations/{programId}): a module of its own, so the programs
// list and page do not download the import screen.
export { RegistrationsImportPage as ImportRegistrationsPage } from './components/registrations/import/registrations-import-page';
