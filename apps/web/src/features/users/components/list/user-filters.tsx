import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TEditableRole, TInstituteSummary } from '@pdp/contract';
import { useContext } from 'react';
import type { ListFilters } from '../../../../components/data-table';
import {
  FilterDraftContext,
  FilterSelect,
  FilterTextField,
  filterText,
} from '../../../../components/filter-panel';
import { useDepartmentOptions } from '../../../../lib/options';
import { useDivisionOptions } from '../../../../lib/options';
import { useEmploymentTypeOptions } from '../../../../lib/options';
import {
  ROLE_OPTIONS,
  STATUS_OPTIONS,
  divisionFilters,
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
      <DivisionFilter />
      <DepartmentFilter />
      <EmploymentTypeFilter />
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

interface ChoiceFilterProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A select that looks like the panel's own `FilterSelect`, for choices that map to several keys. */
function ChoiceFilter({ name, label, value, options, onChange }: ChoiceFilterProps) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function StatusFilter() {
  const { draft, merge } = useDraft();
  return (
    <ChoiceFilter
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
    <ChoiceFilter
      name="role"
      label="Role"
      value={roleOf(draft)}
      options={ANY_ROLE}
      onChange={(role) => merge(roleFilters(role as TEditableRole | ''))}
    />
  );
}

function DivisionFilter() {
  const { draft, merge } = useDraft();
  const divisions = useDivisionOptions();
  const options = [
    { value: '', label: 'All' },
    ...(divisions.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
  ];
  return (
    <ChoiceFilter
      name="division_id_eq"
      label="Division"
      value={filterText(draft.division_id_eq)}
      options={options}
      onChange={(divisionId) => merge(divisionFilters(divisionId))}
    />
  );
}

function DepartmentFilter() {
  const { draft } = useDraft();
  const departments = useDepartmentOptions(filterText(draft.division_id_eq));
  const options = (departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }));
  return <FilterSelect name="department_id_eq" label="Department" options={options} />;
}

function EmploymentTypeFilter() {
  const types = useEmploymentTypeOptions();
  const options = (types.data ?? []).map((t) => ({ value: String(t.id), label: t.name }));
  return <FilterSelect name="employment_type_id_eq" label="Employment type" options={options} />;
}
