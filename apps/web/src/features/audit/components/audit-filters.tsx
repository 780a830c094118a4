import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from '@pdp/contract';
import { useState } from 'react';
import {
  FilterDateField,
  FilterSelect,
  FilterTextField,
  filterText,
  useFilterValue,
} from '../../../components/filter-panel';
import { UserPicker, type UserChoice } from '../../../components/user-picker';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }));
const ANY_STAFF = { roles: ['institute_admin', 'supervisor', 'facilitator', 'educator', 'guest'] } as const;

/** The acting user, chosen by name; the filter holds the id (after a reload the name reads "User #id"). */
function ActorFilter() {
  const [value, setValue] = useFilterValue('user_id_eq');
  const id = filterText(value);
  const [picked, setPicked] = useState<UserChoice | null>(null);
  const choice =
    id === '' ? null : picked?.id === Number(id) ? picked : { id: Number(id), full_name: `User #${id}` };
  return (
    <UserPicker
      search={ANY_STAFF}
      noun="user"
      label="Done by"
      value={choice}
      onChange={(user) => {
        setPicked(user);
        setValue(user ? String(user.id) : '');
      }}
    />
  );
}

/** The audit log's filters: table, record, who, what and when (issue 13). */
export function AuditFilters() {
  return (
    <>
      <FilterTextField name="table_name_eq" label="Table" placeholder="e.g. users" />
      <FilterTextField name="record_id_eq" label="Record id" inputMode="numeric" />
      <ActorFilter />
      <FilterSelect name="action_eq" label="Action" options={ACTION_OPTIONS} />
      <FilterDateField name="created_at_gteq" label="From" />
      <FilterDateField name="created_at_lteq" label="To" />
    </>
  );
}
