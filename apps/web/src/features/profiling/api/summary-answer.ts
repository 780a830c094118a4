import type { QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';
import type { TResponseSummary } from '@pdp/contract';

type SummaryUpdate = (summary: TResponseSummary) => TResponseSummary;

/**
 * The optimistic half of an answer (a supervisor's rating, a business ideal): the domain's response
 * summary shows it before the server answers, and a refetch in flight is cancelled so it cannot put
 * the old answers back. Only a summary already read is touched. The summary of a domain just opened
 * may still be loading when its first radio is clicked; cancelling that first read left the domain
 * with no summary at all, so none of its answers counted and Next Domain stayed disabled (the browser
 * tests met it once they ran faster). That read goes on instead, and `settleAnswer` completes it.
 * Returns the summary as it was, to put back if the server refuses.
 */
export async function showAnswer(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: SummaryUpdate,
): Promise<TResponseSummary | undefined> {
  const previous = queryClient.getQueryData<TResponseSummary>(queryKey);
  if (!previous) return undefined;
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<TResponseSummary>(queryKey, (summary) => summary && update(summary));
  return previous;
}

/**
 * The saved answer into every cached query that `filters` match (the domain's summary, its count, the
 * profile lists). Reads in flight are cancelled first: one that left before the answer was saved (a
 * remount's refetch, a list refetched on opening a profile) would otherwise land after it and put the
 * old answers, percent and badge back, as the browser tests met on a busy machine. A read that starts
 * later already has the answer. A query cancelled before its first read has nothing to fall back to
 * (TanStack Query leaves it pending), so it is read anew; the returned promise does not wait for that.
 */
export async function settleQueries<T>(
  queryClient: QueryClient,
  filters: QueryFilters,
  update: (data: T) => T,
): Promise<void> {
  await queryClient.cancelQueries(filters);
  queryClient.setQueriesData<T>(filters, (data) => (data === undefined ? data : update(data)));
  void queryClient.invalidateQueries({ ...filters, predicate: (query) => query.state.data === undefined });
}

/** The saved answer into one domain's summary (settleQueries). */
export const settleAnswer = (queryClient: QueryClient, queryKey: QueryKey, update: SummaryUpdate) =>
  settleQueries(queryClient, { queryKey, exact: true }, update);
