import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** GET /api/v1/program_summary: the Live, Draft and Past tabs' counts. */
export const programSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['programs', 'summary'],
    queryFn: async ({ signal }) =>
      (
        await call(api.programs.summary, undefined, {
          signal,
          emptyResult: { data: { live: 0, draft: 0, past: 0 } },
        })
      ).data,
  });

export function useProgramSummary() {
  return useQuery(programSummaryQueryOptions());
}
