import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { getOptions, OPTIONS_STALE_MS, type NamedOption } from '../../../lib/options';

type ProgramOptionList = 'domains' | 'locations' | 'categories';

/** GET /api/v1/{domains|locations|categories}/options: the program form's choices. */
export const programOptionsQueryOptions = (list: ProgramOptionList) =>
  queryOptions({
    queryKey: [list, 'options'],
    queryFn: ({ signal }) => getOptions<NamedOption>(api.settings.nameOptions[list], {}, signal),
    staleTime: OPTIONS_STALE_MS,
  });

export function useProgramOptions(list: ProgramOptionList) {
  return useQuery(programOptionsQueryOptions(list));
}
