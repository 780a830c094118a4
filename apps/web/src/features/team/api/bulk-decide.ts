import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type InputOf, type TBulkDecisionResult } from '@pdp/contract';
import { call } from '../../../lib/api-client';
import { TEAM_KEY } from './get-team';

type RegistrationBulkBody = InputOf<typeof api.registrations.bulkDecision>['body'];
type PointRequestBulkBody = InputOf<typeof api.points.bulkDecideRequests>['body'];

export type BulkDecision =
  | { kind: 'registrations'; body: RegistrationBulkBody }
  | { kind: 'point_requests'; body: PointRequestBulkBody };

/** POST registrations/bulk_decision or point_requests/bulk_decision: each item's outcome. */
export function sendBulkDecision(decision: BulkDecision): Promise<TBulkDecisionResult[]> {
  const answer =
    decision.kind === 'registrations'
      ? call(api.registrations.bulkDecision, { body: decision.body })
      : call(api.points.bulkDecideRequests, { body: decision.body });
  return answer.then((response) => response.data);
}

/** A bulk decision; the console's figures refetch after it, whatever became of each item. */
export function useBulkDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBulkDecision,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

/** "3 decided, 1 already decided, 1 refused": what the bulk answer says, in words. */
export function describeOutcomes(results: readonly TBulkDecisionResult[]): string {
  const counted = (outcome: TBulkDecisionResult['outcome']) =>
    results.filter((r) => r.outcome === outcome).length;
  const parts = [
    [counted('decided'), 'decided'],
    [counted('already_decided'), 'already decided by someone else'],
    [counted('refused'), 'refused'],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, words]) => `${n} ${words}`)
    .join(', ');
}
