// Institute settings: the area module the router loads lazily.
export { InstituteSettingsPage as InstituteSectionPage } from './components/institute-settings-page';
