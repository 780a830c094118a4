import { useContext } from 'react';
import { useDepartmentOptions, useDivisionOptions, useEmploymentTypeOptions } from '../../lib/options';
import { FilterDraftContext } from './filter-context';
import { FilterChoice } from './filter-choice';
import { FilterSelect } from './filter-fields';
import { divisionFilters, filterText } from './filter-values';

/**
 * The organisation filters the users list and the reports share: Division (choosing one resets the
 * department to All), Department (the chosen division's departments) and Employment type, under
 * the keys `division_id_eq`, `department_id_eq` and `employment_type_id_eq`, with "All" first.
 */
export function OrganisationFilters() {
  return (
    <>
      <FilterDivision />
      <FilterDepartment />
      <FilterEmploymentType />
    </>
  );
}

const named = (rows: readonly { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

export function FilterDivision() {
  const context = useContext(FilterDraftContext);
  if (!context) throw new Error('Filter fields go inside <FilterPanel>');
  const { draft, setValue } = context;
  const divisions = useDivisionOptions();
  return (
    <FilterChoice
      name="division_id_eq"
      label="Division"
      value={filterText(draft.division_id_eq)}
      options={[{ value: '', label: 'All' }, ...named(divisions.data)]}
      onChange={(divisionId) => {
        for (const [key, value] of Object.entries(divisionFilters(divisionId))) setValue(key, value);
      }}
    />
  );
}

export function FilterDepartment() {
  const context = useContext(FilterDraftContext);
  const departments = useDepartmentOptions(filterText(context?.draft.division_id_eq));
  return <FilterSelect name="department_id_eq" label="Department" options={named(departments.data)} />;
}

export function FilterEmploymentType() {
  const types = useEmploymentTypeOptions();
  return <FilterSelect name="employment_type_id_eq" label="Employment type" options={named(types.data)} />;
}
