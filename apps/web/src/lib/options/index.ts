// The organisation option lists (GET /api/v1/{plural}/options) every area reads: one query key each,
// shared by Manage Users, the user form and the Business Ideal tab.
export { getOptions, OPTIONS_STALE_MS, type NamedOption } from './get-options';
export {
  departmentOptionsQueryOptions,
  useDepartmentOptions,
  type DepartmentOption,
} from './department-options';
export { divisionOptionsQueryOptions, useDivisionOptions } from './division-options';
export { employmentTypeOptionsQueryOptions, useEmploymentTypeOptions } from './employment-type-options';
