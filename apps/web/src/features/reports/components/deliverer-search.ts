import { UNIT_DELIVERER_QUERY_KEYS } from '@pdp/contract';

/**
 * The Who May Deliver tab's search in its address, in the API's own keys: `q[unit_code_eq]` (a unit)
 * or `q[qualification_code_eq]` (every unit of a qualification), and `q[as_at_eq]` (blank: today).
 * The tab's first links (`?unit=…&as_at=…`) still open their search.
 */
export type DelivererMode = 'unit' | 'qualification';

export interface DelivererSearch {
  mode: DelivererMode;
  code: string;
  /** yyyy-MM-dd, '' for today. */
  asAt: string;
}

const KEYS = {
  unit: `q[${UNIT_DELIVERER_QUERY_KEYS.unit}]`,
  qualification: `q[${UNIT_DELIVERER_QUERY_KEYS.qualification}]`,
  asAt: `q[${UNIT_DELIVERER_QUERY_KEYS.asAt}]`,
} as const;

const valueOf = (params: URLSearchParams, ...keys: string[]) =>
  keys.map((key) => params.get(key)?.trim() ?? '').find(Boolean) ?? '';

/** The applied search, or null when the address names neither a unit nor a qualification. */
export function searchFromAddress(params: URLSearchParams): DelivererSearch | null {
  const asAt = valueOf(params, KEYS.asAt, 'as_at');
  const unit = valueOf(params, KEYS.unit, 'unit');
  if (unit) return { mode: 'unit', code: unit, asAt };
  const qualification = valueOf(params, KEYS.qualification);
  return qualification ? { mode: 'qualification', code: qualification, asAt } : null;
}

/**
 * The address of a search: its mode's code and the day, page 1 (a new search starts again). The page
 * size a reader chose stays; nothing else does.
 */
export function addressOf(search: DelivererSearch, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  const code = search.code.trim();
  if (code) next.set(KEYS[search.mode], code);
  if (search.asAt) next.set(KEYS.asAt, search.asAt);
  const perPage = current.get('per_page');
  if (perPage && search.mode === 'qualification') next.set('per_page', perPage);
  return next;
}

/** Whether two searches ask the same (Search pressed again adds no history entry). */
export const isSameSearch = (a: DelivererSearch | null, b: DelivererSearch | null) =>
  a?.mode === b?.mode && a?.code.trim() === b?.code.trim() && a?.asAt === b?.asAt;
