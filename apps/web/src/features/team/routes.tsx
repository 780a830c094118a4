// The supervisor's team console: the module the router loads lazily for /team.
export { TeamPage } from './components/team-page';
