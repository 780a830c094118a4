import type { TGroupMode, TSearchColumn, TSearchReportRow } from '@pdp/contract';
import type { SearchUserFilters, YearWindow } from './search-programs-repository.js';

/** The search reports' shared pieces: the resolved choices and how rows are ordered and rounded. */

/** The report's resolved choices: the defaults filled in (part 2 §9). */
export interface SearchChoices {
  instituteId: number;
  year: number;
  period: YearWindow;
  mode: TGroupMode;
  viewBy: string;
  sorting: 'asc' | 'desc';
  filters: SearchUserFilters;
}

export interface SearchReport {
  columns: TSearchColumn[];
  rows: TSearchReportRow[];
}

/** Orders rows by label, the requested way (locale-aware, case-insensitive). */
export function byLabel<T extends { label: string }>(sorting: 'asc' | 'desc') {
  const direction = sorting === 'desc' ? -1 : 1;
  return (a: T, b: T) => direction * a.label.localeCompare(b.label, 'en', { sensitivity: 'base' });
}

/** A whole number per 100 of another, to one decimal (null when there is nothing to divide by). */
export const per100 = (count: number, of: number) => (of > 0 ? Math.round((count * 1000) / of) / 10 : null);
