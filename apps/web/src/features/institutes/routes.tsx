// Institute settings (part 1 §2.5): the area module the router loads lazily.
export { InstituteSettingsPage as InstituteSectionPage } from './components/institute-settings-page';
