import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseListState,
  toListParams,
  writeListState,
  type ListFilters,
  type ListParams,
  type ListState,
  type ListStateOptions,
} from './list-query';

export interface ListUrlState {
  /** The applied state, read from the URL (defaults filled in). */
  state: ListState;
  /** What to send to the list endpoint: blanks dropped, sort as q.s. */
  params: ListParams;
  options: ListStateOptions;
  setPage: (page: number) => void;
  setPageAndSize: (next: Pick<ListState, 'page' | 'per_page'>) => void;
  /** A new sort starts again on page 1: page 5 of another order is a different set of rows. */
  setSort: (sort: string | undefined) => void;
  /** Applies filters (the Filter button) and goes back to page 1. */
  applyFilters: (filters: ListFilters) => void;
  /** Back to the default filters (the Clear button), page 1. */
  clearFilters: () => void;
}

/**
 * One table's filters, sort and page, kept in the URL so reload and Back restore them.
 * Call it once per table in the page and hand the result to both `<FilterPanel>` and `<DataTable>`.
 */
export function useListUrlState(givenOptions: ListStateOptions = {}): ListUrlState {
  // Compared by value: an inline options object must not make a new state (and reset the filter
  // panel's draft) on every render.
  const optionsKey = JSON.stringify(givenOptions);
  const options = useMemo(() => JSON.parse(optionsKey) as ListStateOptions, [optionsKey]);
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  const state = useMemo(() => parseListState(new URLSearchParams(searchKey), options), [searchKey, options]);
  const params = useMemo(() => toListParams(state), [state]);

  const update = useCallback(
    (change: (current: ListState) => ListState) => {
      const current = new URLSearchParams(searchKey);
      const before = parseListState(current, options);
      const next = writeListState(current, change(before), options);
      // Pressing Filter again, or the grid echoing the page it is on, must not add a history entry.
      // Compared in canonical form: a hand-typed URL may list the same keys in another order.
      if (next.toString() !== writeListState(current, before, options).toString()) setSearchParams(next);
    },
    [searchKey, setSearchParams, options],
  );

  const setPage = useCallback((page: number) => update((current) => ({ ...current, page })), [update]);
  const setPageAndSize = useCallback(
    (next: Pick<ListState, 'page' | 'per_page'>) => update((current) => ({ ...current, ...next })),
    [update],
  );
  const setSort = useCallback(
    (sort: string | undefined) => update((current) => ({ ...current, sort, page: 1 })),
    [update],
  );
  const applyFilters = useCallback(
    (filters: ListFilters) => update((current) => ({ ...current, filters, page: 1 })),
    [update],
  );
  const clearFilters = useCallback(
    () => update((current) => ({ ...current, filters: { ...options.defaultFilters }, page: 1 })),
    [update, options],
  );

  return useMemo(
    () => ({ state, params, options, setPage, setPageAndSize, setSort, applyFilters, clearFilters }),
    [state, params, options, setPage, setPageAndSize, setSort, applyFilters, clearFilters],
  );
}
