import { PROFILE_NAMED_FILTERS, type TProfileNamedFilter } from '@pdp/contract';

export const DEFAULT_PROFILE_FILTER: TProfileNamedFilter = 'open';

/** The list filter from the URL (`?filter=resolved`), Open Profiles unless it names a known one. */
export function parseProfileFilter(value: string | null): TProfileNamedFilter {
  return PROFILE_NAMED_FILTERS.find((option) => option.value === value)?.value ?? DEFAULT_PROFILE_FILTER;
}
