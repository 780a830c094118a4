import { vcmStatusOptions } from '@pdp/contract';
import { FilterSelect, FilterTextField, FilterUserField } from '../../../../components/filter-panel';
import { vcmListYears } from './vcm-list-options';

// "All" is a value of its own: without a status the server applies its default, in_review.
const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...vcmStatusOptions().map(({ id, name }) => ({ value: id, label: name })),
];

/** The Manage VCMs filters (contract vcms.ts); each writes the panel's draft, sent on Filter. */
export function VcmFilters() {
  // Read once the institute's zone is known (this year there), not when the module loads.
  const yearOptions = vcmListYears().map((year) => ({ value: String(year), label: String(year) }));
  return (
    <>
      <FilterSelect name="status_eq" label="Status" options={STATUS_OPTIONS} emptyLabel={null} />
      <FilterTextField name="owner_full_name_cont" label="Educator name" />
      <FilterSelect name="year_eq" label="Year" options={yearOptions} />
      <FilterUserField
        name="approver_user_id_eq"
        label="Approver"
        noun="approver"
        search={{ roles: ['supervisor', 'institute_admin'] }}
      />
    </>
  );
}
