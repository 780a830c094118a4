/**
 * The list state of a table, and its two spellings:
 * - in the browser URL, so reload and Back keep filters, sort and page;
 * - as the API's list query (contract `ZListQuery`): q[field_predicate]=value, q[s]=field+desc,
 *   q[id_in][]=1 for several values, named_filter, page (1-based) and per_page.
 * Both use the same bracket keys, so a table URL reads like the request it makes.
 */
import type { LIMITS } from '@pdp/contract';

export type FilterValue = string | string[];
export type ListFilters = Record<string, FilterValue>;
export type SortDirection = 'asc' | 'desc';

/**
 * What a list endpoint receives: the contract's `TListQuery` with page and per_page always set.
 * A type alias, not an interface, so it can be passed as the api client's `params` record.
 */
export type ListParams = {
  page: number;
  per_page: number;
  /** Filters by `field_predicate`, plus `s: 'field desc'` for the sort. */
  q: ListFilters;
  named_filter?: string;
};

/** The list response of every list endpoint (contract `listResponse`). */
export interface ListResponse<R> {
  data: R[];
  meta: { total: number; page: number; per_page: number };
}

/** "The result is empty" (a 403 on a read, spec part 1 §8), shaped like a real answer. */
export function emptyListResponse<R>(params: Pick<ListParams, 'page' | 'per_page'>): ListResponse<R> {
  return { data: [], meta: { total: 0, page: params.page, per_page: params.per_page } };
}

/** The applied state of one table. `filters` keeps explicit blanks, which override a default. */
export interface ListState {
  filters: ListFilters;
  sort?: string;
  page: number;
  per_page: number;
  named_filter?: string;
}

export interface ListStateOptions {
  defaultFilters?: ListFilters;
  /** `field asc|desc`; omitted means the server's own default order. */
  defaultSort?: string;
  defaultPerPage?: number;
  pageSizeOptions?: readonly number[];
  /** Tells two tables on one page apart in the URL: `${prefix}q[...]`, `${prefix}page`. */
  prefix?: string;
}

// Typed against the contract's LIMITS (type-only import keeps zod out of the bundle): if the
// shared limits change, this stops compiling until the table follows.
export const DEFAULT_PAGE_SIZE: typeof LIMITS.pageSizeDefault = 100;
export const PAGE_SIZE_OPTIONS: typeof LIMITS.pageSizeOptions = [25, 50, 100];

const SORT_KEY = 's';

export function isBlankFilter(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  return Array.isArray(value) ? value.every((item) => item.trim() === '') : value.trim() === '';
}

/** `name desc` / `name+desc` (already decoded) / `name` → {field, direction}; anything else → null. */
export function parseSort(value: string | undefined): { field: string; direction: SortDirection } | null {
  const match = /^\s*([A-Za-z0-9_.]+)(?:\s+(asc|desc))?\s*$/i.exec(value ?? '');
  if (!match?.[1]) return null;
  return { field: match[1], direction: (match[2]?.toLowerCase() ?? 'asc') as SortDirection };
}

function normalizeSort(value: string | undefined): string | undefined {
  const sort = parseSort(value);
  return sort ? `${sort.field} ${sort.direction}` : undefined;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Reads every `q[...]` key of the URL, with bracket arrays (`q[id_in][]`, `q[id_in][0]`) as arrays. */
function readQ(search: URLSearchParams, prefix: string): ListFilters {
  const keyPattern = new RegExp(`^${escapeRegExp(prefix)}q\\[([^\\[\\]]+)\\](\\[\\d*\\])?$`);
  const q: ListFilters = {};
  for (const [key, value] of search) {
    const match = keyPattern.exec(key);
    if (!match?.[1]) continue;
    const name = match[1];
    const existing = q[name];
    if (match[2] !== undefined || existing !== undefined) {
      q[name] = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), value];
    } else {
      q[name] = value;
    }
  }
  return q;
}

/** The table state the URL describes, with the defaults filling whatever it does not say. */
export function parseListState(search: URLSearchParams, options: ListStateOptions = {}): ListState {
  const prefix = options.prefix ?? '';
  const defaultPerPage = options.defaultPerPage ?? DEFAULT_PAGE_SIZE;
  const pageSizes = options.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const { [SORT_KEY]: urlSort, ...urlFilters } = readQ(search, prefix);

  const filters: ListFilters = { ...options.defaultFilters };
  for (const [name, value] of Object.entries(urlFilters)) {
    // A key in the URL wins over its default, even blank: that is how "All" beats "Active".
    filters[name] = Array.isArray(value) ? value.filter((item) => item.trim() !== '') : value;
  }

  const perPage = positiveInt(search.get(`${prefix}per_page`));
  const sortText = Array.isArray(urlSort) ? urlSort.find((s) => s.trim() !== '') : urlSort;
  const namedFilter = search.get(`${prefix}named_filter`)?.trim();
  return {
    filters,
    sort: normalizeSort(sortText) ?? normalizeSort(options.defaultSort),
    page: positiveInt(search.get(`${prefix}page`)) ?? 1,
    // The free DataGrid refuses a page size above 100, so a hand-edited URL cannot ask for 1000.
    per_page: perPage !== undefined && pageSizes.includes(perPage) ? perPage : defaultPerPage,
    ...(namedFilter ? { named_filter: namedFilter } : {}),
  };
}

function sameFilter(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  if (isBlankFilter(a) && isBlankFilter(b)) return true;
  const list = (value: FilterValue | undefined) => (Array.isArray(value) ? value : [value ?? '']);
  const [left, right] = [list(a), list(b)];
  return (
    Array.isArray(a) === Array.isArray(b) &&
    left.length === right.length &&
    left.every((v, i) => v === right[i])
  );
}

/** True when the two filter sets ask the server the same question. */
export function filtersEqual(a: ListFilters, b: ListFilters): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].every((name) => sameFilter(a[name], b[name]));
}

/**
 * The URL for a table state: `current` with this table's keys replaced, everything else (a tab, a
 * dialog id, another table) kept. Defaults are left out so a fresh table has a clean URL.
 */
export function writeListState(
  current: URLSearchParams,
  state: ListState,
  options: ListStateOptions = {},
): URLSearchParams {
  const prefix = options.prefix ?? '';
  const defaults = options.defaultFilters ?? {};
  const ownKey = new RegExp(`^${escapeRegExp(prefix)}(q\\[.*|page|per_page|named_filter)$`);
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!ownKey.test(key)) next.append(key, value);

  for (const [name, value] of Object.entries(state.filters)) {
    if (name === SORT_KEY || sameFilter(value, defaults[name])) continue;
    if (isBlankFilter(value)) next.append(`${prefix}q[${name}]`, '');
    else if (Array.isArray(value)) value.forEach((item) => next.append(`${prefix}q[${name}][]`, item));
    else next.append(`${prefix}q[${name}]`, value);
  }
  // A default that the state no longer mentions was cleared: say so, or parsing brings it back.
  for (const name of Object.keys(defaults)) {
    if (!(name in state.filters) && !isBlankFilter(defaults[name])) next.append(`${prefix}q[${name}]`, '');
  }
  const sort = normalizeSort(state.sort);
  if (sort && sort !== normalizeSort(options.defaultSort)) next.append(`${prefix}q[${SORT_KEY}]`, sort);
  if (state.named_filter) next.append(`${prefix}named_filter`, state.named_filter);
  if (state.page > 1) next.append(`${prefix}page`, String(state.page));
  if (state.per_page !== (options.defaultPerPage ?? DEFAULT_PAGE_SIZE)) {
    next.append(`${prefix}per_page`, String(state.per_page));
  }
  return next;
}

/** Only the filters worth sending: blanks and empty arrays are dropped, values trimmed. */
export function activeFilters(filters: ListFilters): ListFilters {
  const active: ListFilters = {};
  for (const [name, value] of Object.entries(filters)) {
    if (name === SORT_KEY || isBlankFilter(value)) continue;
    active[name] = Array.isArray(value)
      ? value.map((item) => item.trim()).filter((item) => item !== '')
      : value.trim();
  }
  return active;
}

/** The request a table state makes. */
export function toListParams(state: ListState): ListParams {
  const sort = normalizeSort(state.sort);
  return {
    page: state.page,
    per_page: state.per_page,
    q: { ...activeFilters(state.filters), ...(sort ? { [SORT_KEY]: sort } : {}) },
    ...(state.named_filter ? { named_filter: state.named_filter } : {}),
  };
}

/** application/x-www-form-urlencoded: spaces as "+", the way `q[s]=name+desc` is written. */
function encodeFormValue(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}

/**
 * `q[name_cont]=x&q[id_in][]=1&q[id_in][]=2&q[s]=name+desc&page=2&per_page=50`. Brackets stay
 * literal for readable logs; the server's qs parser reads them either way. Blank filters are left out.
 */
export function toListQueryString(params: ListParams): string {
  const parts: string[] = [];
  const { [SORT_KEY]: sort, ...filters } = params.q;
  const entries = Object.entries(activeFilters(filters));
  if (sort !== undefined && !isBlankFilter(sort)) entries.push([SORT_KEY, sort]);
  for (const [name, value] of entries) {
    const key = `q[${encodeFormValue(name)}]`;
    if (Array.isArray(value)) value.forEach((item) => parts.push(`${key}[]=${encodeFormValue(item)}`));
    else parts.push(`${key}=${encodeFormValue(value)}`);
  }
  if (params.named_filter) parts.push(`named_filter=${encodeFormValue(params.named_filter)}`);
  parts.push(`page=${params.page}`, `per_page=${params.per_page}`);
  return parts.join('&');
}

/**
 * A list's CSV export link (`/api/v2/registrations.csv?q[...]`): the same filters and sort as the
 * table, without its page, since the export holds every matching row.
 */
export function listExportUrl(path: string, params: ListParams): string {
  const query = toListQueryString(params)
    .split('&')
    .filter((part) => part !== '' && !/^(page|per_page)=/.test(part))
    .join('&');
  return query ? `${path}?${query}` : path;
}
