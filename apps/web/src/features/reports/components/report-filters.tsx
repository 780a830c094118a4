// Types only from the status modules: their values come with zod schemas, which stay out of this chunk.
import type { TPassportStatus, TPassportReportRow, TReportPeriod } from '@pdp/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useContext } from 'react';
import {
  FilterDraftContext,
  FilterSelect,
  FilterTextField,
  FilterUserField,
  filterText,
} from '../../../components/filter-panel';
import { formatDate } from '../../../lib/dates';
import { useDepartmentOptions, useDivisionOptions, useEmploymentTypeOptions } from '../../../lib/options';

/**
 * The reports' filter fields (part 2 §4 "Report filters", contract reports/filters.ts): each writes
 * the panel's draft, applied on Filter. The period sets `date_from_eq` and `date_to_eq` together;
 * choosing a division resets the department to All.
 */
export const USER_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];
const STATUS_LABELS: Record<string, string> = {
  COMPLETE: 'Complete',
  IN_PROGRESS: 'In progress',
  INCOMPLETE: 'Incomplete',
  EDUCATOR_COMPLETE: 'Educator complete',
};
export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;
const PASSPORT_STATUSES: TPassportStatus[] = ['COMPLETE', 'IN_PROGRESS', 'INCOMPLETE'];
const PROFILE_STATUSES: TPassportReportRow['profile_status'][] = [
  'COMPLETE',
  'EDUCATOR_COMPLETE',
  'INCOMPLETE',
];
const PASSPORT_STATUS_OPTIONS = PASSPORT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const PROFILE_STATUS_OPTIONS = PROFILE_STATUSES.map((value) => ({ value, label: statusLabel(value) }));
const SUPERVISORS = { roles: ['supervisor'] } as const;

export const periodLabel = (period: TReportPeriod) =>
  `${formatDate(period.from)} – ${formatDate(period.to)}${period.current ? ' (current)' : ''}`;

function useDraft() {
  const context = useContext(FilterDraftContext);
  if (!context) throw new Error('Report filters go inside <FilterPanel>');
  return context;
}

/** One select whose choice writes several filter keys. */
function ComboSelect(props: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  title?: string;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      name={props.name}
      label={props.label}
      title={props.title}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function PeriodFilter({ periods }: { periods: TReportPeriod[] }) {
  const { draft, setValue } = useDraft();
  return (
    <ComboSelect
      name="date_from_eq"
      label="Period"
      title="The time-frame (passport year) as defined by the institute"
      value={filterText(draft.date_from_eq)}
      options={periods.map((period) => ({ value: period.from, label: periodLabel(period) }))}
      onChange={(from) => {
        setValue('date_from_eq', from);
        setValue('date_to_eq', periods.find((period) => period.from === from)?.to ?? '');
      }}
    />
  );
}

function DivisionFilter() {
  const { draft, setValue } = useDraft();
  const divisions = useDivisionOptions();
  return (
    <ComboSelect
      name="division_id_eq"
      label="Division"
      value={filterText(draft.division_id_eq)}
      options={[
        { value: '', label: 'All' },
        ...(divisions.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
      ]}
      onChange={(divisionId) => {
        setValue('division_id_eq', divisionId);
        setValue('department_id_eq', '');
      }}
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

export interface ReportFiltersProps {
  periods: TReportPeriod[];
  /** Admins choose a supervisor; a supervisor's reports are their own educators already. */
  canPickSupervisor: boolean;
  hasPassportStatus?: boolean;
}

export function ReportFilters({ periods, canPickSupervisor, hasPassportStatus = false }: ReportFiltersProps) {
  return (
    <>
      <PeriodFilter periods={periods} />
      <FilterSelect
        name="user_status_eq"
        label="User status"
        options={USER_STATUS_OPTIONS}
        emptyLabel={null}
      />
      <FilterTextField name="user_full_name_cont" label="Name contains" />
      <DivisionFilter />
      <DepartmentFilter />
      <EmploymentTypeFilter />
      {canPickSupervisor && (
        <FilterUserField name="supervisor_id_eq" label="Supervisor" search={SUPERVISORS} noun="supervisor" />
      )}
      {hasPassportStatus && (
        <>
          <FilterSelect name="passport_status_eq" label="Passport status" options={PASSPORT_STATUS_OPTIONS} />
          <FilterSelect name="profile_status_eq" label="Profile status" options={PROFILE_STATUS_OPTIONS} />
        </>
      )}
    </>
  );
}
