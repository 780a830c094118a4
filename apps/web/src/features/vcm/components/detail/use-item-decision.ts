import { notifyError } from '../../../../lib/messages';
import { useVcmAction, vcmFailureText, type VcmAction } from '../../api/vcm-actions';

/** A row's Approve: sent at once; a refusal goes to the message bar for 5 seconds (part 2 §8, §9). */
export function useItemDecision(vcmId: number) {
  const mutation = useVcmAction(vcmId);
  const decide = (action: VcmAction) =>
    mutation.mutate(action, { onError: (error) => notifyError(vcmFailureText(action.kind, error)) });
  return { decide, isPending: mutation.isPending, pendingAction: mutation.variables };
}
