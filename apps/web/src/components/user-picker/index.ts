export { UserPicker, type UserPickerProps } from './user-picker';
export { choiceAfterBlur, type UserChoice } from './choice-after-blur';
export { searchUsers, useUserChoiceById, useUserSearch, type UserSearch } from './search-users';
