import type { api } from '@pdp/contract';
import { call } from '../api-client';

/** An `{id, name}` option of GET /api/v1/{plural}/options. */
export interface NamedOption {
  id: number;
  name: string;
}

/** Option lists change rarely within a visit. */
export const OPTIONS_STALE_MS = 60 * 1000;

/** The settings domain's option lists (`api.settings.nameOptions.divisions` and the like). */
type OptionsOperation =
  | (typeof api.settings.nameOptions)[keyof typeof api.settings.nameOptions]
  | typeof api.settings.departmentOptions
  | typeof api.settings.vocationalActivityOptions;

/** Reads an options endpoint; a 403 (the spec's "empty result") gives no options. */
export async function getOptions<T>(
  operation: OptionsOperation,
  filters: Record<string, string>,
  signal?: AbortSignal,
): Promise<T[]> {
  const response = await call(operation, { query: { q: filters } }, { signal, emptyResult: { data: [] } });
  return response.data as T[];
}
