import type { FilterValue } from '../data-table/list-query';

/** The text a single-value field shows for a filter value (the first, if it is a list). */
export function filterText(value: FilterValue | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? (value[0] ?? '') : value;
}

/** The values a multiple-choice field shows: a list, whatever was stored. */
export function filterList(value: FilterValue | undefined): string[] {
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** A new division starts the department again from All: the old one may not belong to it. */
export function divisionFilters(divisionId: string): Record<string, string> {
  return { division_id_eq: divisionId, department_id_eq: '' };
}
