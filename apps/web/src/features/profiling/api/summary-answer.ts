import type { QueryClient, QueryKey } from '@tanstack/react-query';
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
 * The saved answer into the summary. A summary still unread when the answer was saved is read anew:
 * its first read may have left before the answer was saved, and a refetch would only join that read
 * (TanStack Query cancels a read in flight only when there is data to fall back to), so it is
 * cancelled first. A summary read meanwhile gets the answer put in.
 */
export async function settleAnswer(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: SummaryUpdate,
): Promise<void> {
  if (queryClient.getQueryData(queryKey) !== undefined) {
    queryClient.setQueryData<TResponseSummary>(queryKey, (summary) => summary && update(summary));
    return;
  }
  await queryClient.cancelQueries({ queryKey, exact: true });
  await queryClient.invalidateQueries({ queryKey, exact: true });
}
