export { UserPicker } from './user-picker';
export { FormUserField } from './form-user-field';
export type { UserChoice } from './choice-after-blur';
export { useUserChoiceById, type UserSearch } from './search-users';
