// Registrations submitted for approval (issue 15): the module the router loads lazily for /registrations.
export { RegistrationsPage } from './components/registrations-page';
