export { UserPicker, type UserPickerProps } from './user-picker';
export { choiceAfterBlur, type UserChoice } from './choice-after-blur';
export { searchUsers, useUserSearch, type UserSearch } from './search-users';
