import type { TEditableRole, TInstituteSummary } from '@pdp/contract';
import { useContext } from 'react';
import type { ListFilters } from '../../../../components/data-table';
import {
  FilterChoice,
  FilterDraftContext,
  FilterTextField,
  OrganisationFilters,
} from '../../../../components/filter-panel';
import {
  ROLE_OPTIONS,
  STATUS_OPTIONS,
  roleFilters,
  roleOf,
  statusFilters,
  statusOf,
  type UserStatus,
} from './list-filters';

type CustomFields = Pick<
  TInstituteSummary,
  | 'custom_user_field_1'
  | 'custom_user_field_1_enabled'
  | 'custom_user_field_2'
  | 'custom_user_field_2_enabled'
>;

/** The fields of the Manage Users filter panel; each writes the panel's draft, sent on Filter. */
export function UserFilters({ institute }: { institute: CustomFields }) {
  return (
    <>
      <StatusFilter />
      <FilterTextField name="full_name_cont" label="Name contains" />
      <FilterTextField name="unique_identifier_cont" label="Employee number" />
      <RoleFilter />
      <OrganisationFilters />
      {institute.custom_user_field_1_enabled && (
        <FilterTextField name="custom_1_cont" label={institute.custom_user_field_1 || 'Custom 1'} />
      )}
      {institute.custom_user_field_2_enabled && (
        <FilterTextField name="custom_2_cont" label={institute.custom_user_field_2 || 'Custom 2'} />
      )}
    </>
  );
}

/** The draft and a way to change several of its keys at once (status and role are groups of keys). */
function useDraft() {
  const context = useContext(FilterDraftContext);
  if (!context) throw new Error('User filters go inside <FilterPanel>');
  const { draft, setValue } = context;
  const merge = (filters: ListFilters) => {
    for (const [name, value] of Object.entries(filters)) setValue(name, value);
  };
  return { draft, merge };
}

function StatusFilter() {
  const { draft, merge } = useDraft();
  return (
    <FilterChoice
      name="status"
      label="Status"
      value={statusOf(draft)}
      options={STATUS_OPTIONS}
      onChange={(status) => merge(statusFilters(status as UserStatus))}
    />
  );
}

const ANY_ROLE = [{ value: '', label: 'All' }, ...ROLE_OPTIONS];

function RoleFilter() {
  const { draft, merge } = useDraft();
  return (
    <FilterChoice
      name="role"
      label="Role"
      value={roleOf(draft)}
      options={ANY_ROLE}
      onChange={(role) => merge(roleFilters(role as TEditableRole | ''))}
    />
  );
}
