import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@pdp/contract';
import { call } from '../../../lib/api-client';

/** The key every program mutation refreshes. */
export const programQueryKey = (id: number) => ['programs', 'detail', id] as const;

/**
 * GET /api/v1/programs/{id}. The page explains its own failures ("Something went wrong. got
 * status=…", part 2 §8), so no status is reported to the message bar.
 */
export const programQueryOptions = (id: number) =>
  queryOptions({
    queryKey: programQueryKey(id),
    queryFn: async ({ signal }) =>
      (
        await call(
          api.programs.get,
          { params: { id } },
          {
            signal,
            unreportedStatuses: [400, 403, 404, 500, 502, 503],
          },
        )
      ).data,
    retry: false,
  });

export function useProgram(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...programQueryOptions(id), enabled: options.enabled ?? true });
}
