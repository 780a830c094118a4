// From the status modules only types and the labels modules' values: their schemas stay out of this chunk.
import {
  PASSPORT_STATUS_LABELS,
  PROFILE_STATUS_LABELS,
  REPORT_AS_AT_KEY,
  type TPassportStatus,
  type TPassportReportRow,
  type TReportPeriod,
} from '@pdp/contract';
import { useContext } from 'react';
import {
  FilterChoice,
  FilterDraftContext,
  FilterSelect,
  FilterTextField,
  FilterUserField,
  OrganisationFilters,
  filterText,
} from '../../../components/filter-panel';
import { LazyDateField } from '../../../components/date-field/lazy-date-field';
import { formatDate } from '../../../lib/dates';

/**
 * The reports' filter fields (part 2 §4 "Report filters", contract reports/filters.ts): each writes
 * the panel's draft, applied on Filter. The period sets `date_from_eq` and `date_to_eq` together;
 * division, department and employment type are the users list's (components/filter-panel).
 */
export const USER_STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];
// The words the reports' CSV uses too (contract points/labels.ts, profiling/labels.ts).
const STATUS_LABELS: Record<string, string> = { ...PASSPORT_STATUS_LABELS, ...PROFILE_STATUS_LABELS };
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

export function PeriodFilter({ periods }: { periods: TReportPeriod[] }) {
  const { draft, setValue } = useDraft();
  return (
    <FilterChoice
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

/**
 * As at (q[as_at_eq], contract reports/filters.ts): the passports as they stood at the end of a day.
 * Blank is today. A day also chooses its period, which the server takes from the day itself.
 */
function AsAtFilter({ periods }: { periods: TReportPeriod[] }) {
  const { draft, setValue } = useDraft();
  return (
    <LazyDateField
      label="As at"
      name={REPORT_AS_AT_KEY}
      value={filterText(draft[REPORT_AS_AT_KEY])}
      helperText="Blank: today"
      mountOnUse
      onChange={(day) => {
        setValue(REPORT_AS_AT_KEY, day);
        const period = periods.find(({ from, to }) => from <= day && day <= to);
        if (!period) return;
        setValue('date_from_eq', period.from);
        setValue('date_to_eq', period.to);
      }}
      size="small"
      fullWidth
      clearable
    />
  );
}

export interface ReportFiltersProps {
  periods: TReportPeriod[];
  /** Admins choose a supervisor; a supervisor's reports are their own educators already. */
  canPickSupervisor: boolean;
  hasPassportStatus?: boolean;
  /** The passport-based reports read their passports as at a day. */
  hasAsAt?: boolean;
}

export function ReportFilters({
  periods,
  canPickSupervisor,
  hasPassportStatus = false,
  hasAsAt = false,
}: ReportFiltersProps) {
  return (
    <>
      <PeriodFilter periods={periods} />
      {hasAsAt && <AsAtFilter periods={periods} />}
      <FilterSelect
        name="user_status_eq"
        label="User status"
        options={USER_STATUS_OPTIONS}
        emptyLabel={null}
      />
      <FilterTextField name="user_full_name_cont" label="Name contains" />
      <OrganisationFilters />
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
