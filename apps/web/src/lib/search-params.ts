/** A query-string value: arrays go out in the bracket format the API reads (`q[status_in][]=a`). */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = { [key: string]: QueryValue | QueryParams };

/**
 * Turns `{q: {name_cont: 'ann', status_in: ['a', 'b']}, page: 2}` into
 * `q[name_cont]=ann&q[status_in][]=a&q[status_in][]=b&page=2`. Empty values are left out, so a
 * cleared filter disappears from the URL instead of filtering on "".
 */
export function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  const add = (key: string, value: QueryValue | QueryParams) => {
    if (value === null || value === undefined || value === '') return;
    if (Array.isArray(value)) {
      for (const item of value) search.append(`${key}[]`, String(item));
    } else if (typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value)) add(`${key}[${child}]`, childValue);
    } else {
      search.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return search;
}

/** `path` with `params` appended as a query string (none when every value is empty). */
export function withSearchParams(path: string, params?: QueryParams): string {
  if (!params) return path;
  const query = toSearchParams(params).toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/**
 * This page's address with some parameters changed, as a link's `to` (`{ search }`): a string sets
 * one, null removes it, and every other parameter stays (a tab to another view of the page).
 */
export function searchWith(
  current: URLSearchParams,
  changes: Record<string, string | null>,
): { search: string } {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  return { search: next.toString() };
}
