import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  REGISTRATION_APPROVAL_MESSAGES,
  type TApproveRegistrationBody,
  type TRegistrationApproval,
  type TRejectRegistrationBody,
  api,
} from '@pdp/contract';
import type { ListResponse } from '../../../components/data-table';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/messages';
import { profilesCheckQueryOptions } from '../../../lib/profiles-check';
import { REGISTRATION_APPROVALS_KEY } from './list-registration-approvals';

export type RegistrationDecision =
  | { kind: 'approve'; id: number; body: TApproveRegistrationBody }
  | { kind: 'reject'; id: number; body: TRejectRegistrationBody };

/** PUT /api/v2/registrations/{id}/approve | /reject (204). */
export function sendRegistrationDecision(decision: RegistrationDecision): Promise<void> {
  const params = { id: decision.id };
  const answer =
    decision.kind === 'approve'
      ? call(api.registrations.approve, { params, body: decision.body })
      : call(api.registrations.reject, { params, body: decision.body });
  return answer.then(() => undefined);
}

/** What the message bar says once a decision is saved (the contract's wording). */
export function decisionMessage(kind: RegistrationDecision['kind']): string {
  return kind === 'approve'
    ? REGISTRATION_APPROVAL_MESSAGES.approved
    : REGISTRATION_APPROVAL_MESSAGES.rejected;
}

/**
 * A decided registration leaves every cached page of the queue at once (the refetch that follows
 * confirms it), so the row does not linger while the list reloads.
 */
export function removeFromCachedQueues(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<ListResponse<TRegistrationApproval>>(
    { queryKey: [...REGISTRATION_APPROVALS_KEY, 'list'] },
    (page) =>
      page && page.data.some((row) => row.id === id)
        ? {
            ...page,
            data: page.data.filter((row) => row.id !== id),
            meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
          }
        : page,
  );
}

/**
 * Approving or declining one registration. On success the row leaves the queue, the queue and the
 * statistics refetch, the red dot's poll asks again (the last pending one takes the dot away) and
 * the message bar confirms. A failure is left to the caller's dialog (part 2 §8).
 */
export function useDecideRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRegistrationDecision,
    onSuccess: (_result, decision) => {
      removeFromCachedQueues(queryClient, decision.id);
      notify(decisionMessage(decision.kind), { severity: 'success' });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: REGISTRATION_APPROVALS_KEY }),
        queryClient.invalidateQueries({ queryKey: profilesCheckQueryOptions().queryKey }),
      ]);
    },
  });
}
