/**
 * DataGrid models ↔ the table's list state. The grid counts pages from 0, the API from 1; the
 * grid's sort is a model array, the API's is `field asc|desc`.
 */
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { parseSort, type ListState } from './list-query';

/**
 * Descending first, then toggling, and never "unsorted" (spec part 1 §9: "Default response sort is
 * descending on first click"): a server list always has an order, so offering "none" would only show
 * the default order under a misleading header. docs/decisions.md says why the spec's order stays.
 */
export const SORTING_ORDER = ['desc', 'asc'] as const;

/** The `field direction` sort a click on `field`'s header asks for, given the current sort. */
export function nextSort(field: string, current: string | undefined): string {
  const parsed = parseSort(current);
  const [first, second] = SORTING_ORDER;
  return `${field} ${parsed?.field === field && parsed.direction === first ? second : first}`;
}

export function toSortModel(sort: string | undefined): GridSortModel {
  const parsed = parseSort(sort);
  return parsed ? [{ field: parsed.field, sort: parsed.direction }] : [];
}

/** The free grid sorts by one column; an empty model keeps whatever order is applied now. */
export function fromSortModel(model: GridSortModel): string | undefined {
  const first = model[0];
  return first?.sort ? `${first.field} ${first.sort}` : undefined;
}

export function toPaginationModel(state: Pick<ListState, 'page' | 'per_page'>): GridPaginationModel {
  return { page: state.page - 1, pageSize: state.per_page };
}

/**
 * The next page and page size for a grid change. A new page size goes back to page 1: page 7 of
 * 25 rows does not exist at 100 rows.
 */
export function fromPaginationModel(
  model: GridPaginationModel,
  current: Pick<ListState, 'per_page'>,
): Pick<ListState, 'page' | 'per_page'> {
  if (model.pageSize !== current.per_page) return { page: 1, per_page: model.pageSize };
  return { page: Math.max(1, model.page + 1), per_page: model.pageSize };
}
