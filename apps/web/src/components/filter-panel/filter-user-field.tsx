import { useState } from 'react';
import { UserPicker, useUserChoiceById, type UserChoice, type UserSearch } from '../user-picker';
import { useFilterValue } from './filter-context';
import { filterText } from './filter-values';

export interface FilterUserFieldProps {
  /** The API filter key holding the user's id, e.g. `supervisor_id_eq`. */
  name: string;
  label: string;
  /** Who is offered (roles, active only). */
  search: UserSearch;
  /** Names what is searched for in "No matching …". */
  noun: string;
}

/**
 * A user chosen by name whose id is the filter value. After a reload (the URL holds only the id)
 * the name is looked up again.
 */
export function FilterUserField({ name, label, search, noun }: FilterUserFieldProps) {
  const [value, setValue] = useFilterValue(name);
  const id = filterText(value);
  const [picked, setPicked] = useState<UserChoice | null>(null);
  const numericId = /^\d+$/.test(id) ? Number(id) : null;
  const restored = useUserChoiceById(picked?.id === numericId ? null : numericId);
  const choice = id === '' ? null : picked?.id === numericId ? picked : restored;
  return (
    <UserPicker
      search={search}
      noun={noun}
      label={label}
      size="small"
      value={choice}
      onChange={(user) => {
        setPicked(user);
        setValue(user ? String(user.id) : '');
      }}
    />
  );
}
