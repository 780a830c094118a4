import {
  CAPABILITY_GROUP_BY_LABELS,
  GROUP_MODE_LABELS,
  GROUP_MODE_TOOLTIPS,
  GROUP_MODES,
  PROGRAM_GROUP_BY_LABELS,
  PROGRAM_GROUP_BYS,
  searchReportYears,
  type TCapabilityGroupBy,
  type TGroupMode,
} from '@pdp/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useContext } from 'react';
import {
  FilterDraftContext,
  FilterSelect,
  filterText,
  OrganisationFilters,
} from '../../../../components/filter-panel';
import { USER_STATUS_OPTIONS } from '../report-filters';

/**
 * The search reports' filter fields (part 2 §4, §9): Year (11 years from next year back), Group
 * calculation (each mode with its tooltip), Group by, Order, User status, Division (choosing one
 * resets Department to All), Department and Employment type. They write the panel's draft; Filter
 * applies it.
 */

function useDraft() {
  const context = useContext(FilterDraftContext);
  if (!context) throw new Error('Search report filters go inside <FilterPanel>');
  return context;
}

const PROGRAM_VIEW_OPTIONS = [
  // Name first: the default (part 2 §9).
  { value: 'name', label: PROGRAM_GROUP_BY_LABELS.name },
  ...PROGRAM_GROUP_BYS.filter((v) => v !== 'name').map((v) => ({
    value: v,
    label: PROGRAM_GROUP_BY_LABELS[v],
  })),
];
const CAPABILITY_VIEW_OPTIONS = (Object.keys(CAPABILITY_GROUP_BY_LABELS) as TCapabilityGroupBy[]).map(
  (v) => ({
    value: v,
    label: CAPABILITY_GROUP_BY_LABELS[v],
  }),
);
const ORDER_OPTIONS = [
  { value: 'asc', label: 'A to Z' },
  { value: 'desc', label: 'Z to A' },
];

function ModeFilter() {
  const { draft, setValue } = useDraft();
  const mode = (filterText(draft.mode) || 'registrations') as TGroupMode;
  return (
    <TextField
      select
      size="small"
      fullWidth
      name="mode"
      label="Group calculation"
      value={mode}
      helperText={GROUP_MODE_TOOLTIPS[mode]}
      onChange={(event) => setValue('mode', event.target.value)}
    >
      {GROUP_MODES.map((value) => (
        <MenuItem key={value} value={value} title={GROUP_MODE_TOOLTIPS[value]}>
          {GROUP_MODE_LABELS[value]}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface SearchFiltersProps {
  currentYear: number;
  /** Programs reports: Group calculation and a program Group by; profile: its own Group by. */
  kind: 'programs' | 'department' | 'profile';
}

export function SearchFilters({ currentYear, kind }: SearchFiltersProps) {
  const years = searchReportYears(currentYear).map((year) => ({ value: String(year), label: String(year) }));
  return (
    <>
      <FilterSelect
        name="year"
        label="Year"
        title="The time-frame (passport year) as defined by the institute"
        options={years}
        emptyLabel={null}
      />
      {kind !== 'profile' && <ModeFilter />}
      {kind === 'programs' && (
        <FilterSelect name="view_by" label="Group by" options={PROGRAM_VIEW_OPTIONS} emptyLabel={null} />
      )}
      {kind === 'profile' && (
        <FilterSelect name="view_by" label="Group by" options={CAPABILITY_VIEW_OPTIONS} emptyLabel={null} />
      )}
      <FilterSelect name="sorting" label="Order" options={ORDER_OPTIONS} emptyLabel={null} />
      <FilterSelect
        name="user_status_eq"
        label="User status"
        options={USER_STATUS_OPTIONS}
        emptyLabel={null}
      />
      <OrganisationFilters />
    </>
  );
}
