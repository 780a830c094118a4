import type { ListStateOptions } from '../../../../components/data-table/list-query';
import { instituteYear } from '../../../../lib/dates';

/** Part 2 §4: the list starts at status in_review; the server's own order (latest change first). */
export const VCM_LIST_OPTIONS: ListStateOptions = { defaultFilters: { status_eq: 'in_review' } };

/** The Year filter's choices: next year, then this year (the institute's) and the five before it. */
export function vcmListYears(year: number = instituteYear()): number[] {
  const next = year + 1;
  return Array.from({ length: 7 }, (_, index) => next - index);
}
