import type { ListFilters } from '../../../../components/data-table/list-query';
import { useListUrlState } from '../../../../components/data-table/use-list-url-state';
import { PER_PAGE, type ProgramFilters } from '../api/my-programs';

// The catalogue's own query keys, so the address reads like the request it makes.
const KEYS = {
  search: 'name_or_code_cont',
  domainId: 'domain_id_eq',
  programType: 'program_type_eq',
  from: 'start_date_gteq',
  to: 'start_date_lteq',
} as const satisfies Record<keyof ProgramFilters, string>;

const OPTIONS = { defaultPerPage: PER_PAGE, pageSizeOptions: [PER_PAGE] };

const text = (value: ListFilters[string] | undefined) =>
  Array.isArray(value) ? (value[0] ?? '') : (value ?? '');

/** The filters the address holds (`?q[name_or_code_cont]=…&page=2`), blanks for what it leaves out. */
export function programFiltersOf(filters: ListFilters): ProgramFilters {
  const domainId = text(filters[KEYS.domainId]);
  return {
    search: text(filters[KEYS.search]),
    domainId: /^\d+$/.test(domainId) ? Number(domainId) : '',
    programType: text(filters[KEYS.programType]) as ProgramFilters['programType'],
    from: text(filters[KEYS.from]),
    to: text(filters[KEYS.to]),
  };
}

export function listFiltersOf(filters: ProgramFilters): ListFilters {
  const list: ListFilters = {};
  for (const [field, key] of Object.entries(KEYS) as [keyof ProgramFilters, string][]) {
    const value = String(filters[field]);
    if (value.trim() !== '') list[key] = value;
  }
  return list;
}

/** /me/programs' search, filters and page, kept in the address so reload and Back restore them. */
export function useProgramListState() {
  const list = useListUrlState(OPTIONS);
  return {
    filters: programFiltersOf(list.state.filters),
    page: list.state.page,
    setPage: list.setPage,
    setFilters: (next: ProgramFilters) => list.applyFilters(listFiltersOf(next)),
  };
}
