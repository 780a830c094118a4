// FormUserField (a react-hook-form field) is imported from './form-user-field' by the forms that use
// it, so that a screen with only a picker (a filter panel) does not load the form library.
export { UserPicker } from './user-picker';
export type { UserChoice } from './choice-after-blur';
export { useUserChoiceById, type UserSearch } from './search-users';
