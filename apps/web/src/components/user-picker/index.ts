export { UserPicker } from './user-picker';
export type { UserChoice } from './choice-after-blur';
export { useUserChoiceById, type UserSearch } from './search-users';
