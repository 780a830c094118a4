import type { TPointRequest } from '@pdp/contract';
import { useState } from 'react';
import { usePointRequestAction, type PointRequestAction } from '../../api/point-requests-actions';
import { decisionFailureText } from './pending-activities-view';

/**
 * Approve, incomplete and convert alike: send the action for this row, close the dialog when it is
 * done, or keep it open with the refusal's text (part 2 §5, §8: errors show in the dialog).
 */
export function useRequestDecision(row: Pick<TPointRequest, 'id' | 'user_id'>, onClose: () => void) {
  const mutation = usePointRequestAction();
  const [error, setError] = useState<string | null>(null);
  const decide = async (action: Exclude<PointRequestAction, { kind: 'update' }>) => {
    setError(null);
    try {
      await mutation.mutateAsync({ target: { userId: row.user_id, requestId: row.id }, action });
      onClose();
    } catch (failure) {
      setError(decisionFailureText(failure));
    }
  };
  return { decide, error, isPending: mutation.isPending };
}
