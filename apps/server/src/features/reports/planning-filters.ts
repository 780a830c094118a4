import type { TListQuery } from '@pdp/contract';
import { AppError } from '../../lib/errors.js';

/**
 * The planners' reports' organisation filters (contract reports/planning-reports.ts): each a whole
 * number or absent; anything else is a 422 naming the filter, never an empty report.
 */
const FILTERS = {
  divisionId: 'division_id_eq',
  departmentId: 'department_id_eq',
  employmentTypeId: 'employment_type_id_eq',
} as const;

export type PlanningFilters = Partial<Record<keyof typeof FILTERS, number>>;

export function planningFilters(query: TListQuery): PlanningFilters {
  const q = query.q ?? {};
  const filters: PlanningFilters = {};
  const messages: Record<string, string[]> = {};
  for (const [name, key] of Object.entries(FILTERS) as [keyof typeof FILTERS, string][]) {
    const raw = q[key];
    if (raw === undefined || raw === '') continue;
    const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (Number.isSafeInteger(id) && id > 0) filters[name] = id;
    else messages[`q.${key}`] = ['must be a whole number'];
  }
  if (Object.keys(messages).length) throw AppError.validation(messages);
  return filters;
}

/** A page of rows already in memory (a report of at most a few hundred groups). */
export function pageOf<T>(rows: T[], query: TListQuery) {
  const offset = (query.page - 1) * query.per_page;
  return {
    data: rows.slice(offset, offset + query.per_page),
    meta: { total: rows.length, page: query.page, per_page: query.per_page },
  };
}

/** Rows already in memory as the CSV export's stream reads them. */
export async function* streamOf<T>(rows: T[]): AsyncIterable<T> {
  yield* rows;
}
