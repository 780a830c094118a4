import { createContext, useCallback, useContext } from 'react';
import type { FilterValue, ListFilters } from '../data-table/list-query';

export interface FilterDraft {
  /** What the fields show: edited freely, sent only when Filter is pressed. */
  draft: ListFilters;
  setValue: (name: string, value: FilterValue) => void;
}

export const FilterDraftContext = createContext<FilterDraft | null>(null);

/**
 * A filter field's draft value and setter, for custom fields (an autocomplete, a checkbox) placed
 * inside `<FilterPanel>`. `name` is the API filter key, e.g. `given_name_cont` or `department_id_in`.
 */
export function useFilterValue(name: string): [FilterValue | undefined, (value: FilterValue) => void] {
  const context = useContext(FilterDraftContext);
  if (!context) throw new Error('Filter fields go inside <FilterPanel>');
  const { draft, setValue } = context;
  const set = useCallback((value: FilterValue) => setValue(name, value), [name, setValue]);
  return [draft[name], set];
}
