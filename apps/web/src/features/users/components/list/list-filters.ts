/**
 * The Manage Users filters that are not one API key each (part 2 "Manage Users"): the status and
 * role choices each stand for a group of `q[...]` keys. (Division, department and employment type
 * are the shared `OrganisationFilters` of components/filter-panel.)
 * Pure, so the mapping between what the fields show and what the list query sends is tested alone.
 */
import { EDITABLE_ROLES, ROLE_LABELS, type TEditableRole } from '@pdp/contract';
import type { ListFilters } from '../../../../components/data-table';
import { filterText } from '../../../../components/filter-panel';

export type UserStatus = 'active' | 'inactive' | 'all';

export const STATUS_OPTIONS: readonly { value: UserStatus; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

export { DEFAULT_USER_FILTERS } from '../../api/list-users';

const isOn = (filters: ListFilters, key: string) => filterText(filters[key]).trim() === '1';

/** Which status the filters ask for: `q[active_true]=1`, `q[active_false]=1`, or neither. */
export function statusOf(filters: ListFilters): UserStatus {
  if (isOn(filters, 'active_false')) return 'inactive';
  if (isOn(filters, 'active_true')) return 'active';
  return 'all';
}

/** The keys for a status. "All" writes an explicit blank, which beats the Active default. */
export function statusFilters(status: UserStatus): ListFilters {
  return {
    active_true: status === 'active' ? '1' : '',
    active_false: status === 'inactive' ? '1' : '',
  };
}

export const roleFilterKey = (role: TEditableRole) => `is_${role}_true`;

export const ROLE_OPTIONS: readonly { value: TEditableRole; label: string }[] = EDITABLE_ROLES.map(
  (role) => ({ value: role, label: ROLE_LABELS[role] }),
);

/** The role the filters ask for (`q[is_<role>_true]=1`), or '' for any role. */
export function roleOf(filters: ListFilters): TEditableRole | '' {
  return EDITABLE_ROLES.find((role) => isOn(filters, roleFilterKey(role))) ?? '';
}

/** One role on, the others blank (blank keys are never sent). */
export function roleFilters(role: TEditableRole | ''): ListFilters {
  return Object.fromEntries(EDITABLE_ROLES.map((r) => [roleFilterKey(r), r === role ? '1' : '']));
}
