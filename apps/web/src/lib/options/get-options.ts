import { apiGet } from '../api-client';

/** An `{id, name}` option of GET /api/v1/{plural}/options. */
export interface NamedOption {
  id: number;
  name: string;
}

/** Option lists change rarely within a visit. */
export const OPTIONS_STALE_MS = 60 * 1000;

/** Reads an options endpoint; a 403 (the spec's "empty result") gives no options. */
export async function getOptions<T>(
  path: string,
  filters: Record<string, string>,
  signal?: AbortSignal,
): Promise<T[]> {
  const response = await apiGet<{ data: T[] }>(path, {
    params: { q: filters },
    signal,
    emptyResult: { data: [] },
  });
  return response.data;
}
