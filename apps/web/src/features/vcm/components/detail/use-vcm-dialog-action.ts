import { useState } from 'react';
import { notifyError } from '../../../../lib/messages';
import { useVcmAction, vcmFailureText, type VcmAction } from '../../api/vcm-actions';

/**
 * Send an action from a dialog: close it when done, or keep it open with the refusal in its error
 * line, also raised in the message bar for 5 seconds (part 2 §8, §9).
 */
export function useVcmDialogAction(vcmId: number, onDone: () => void) {
  const mutation = useVcmAction(vcmId);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: VcmAction, onFailure?: (error: unknown) => void): Promise<boolean> => {
    setError(null);
    try {
      await mutation.mutateAsync(action);
      onDone();
      return true;
    } catch (failure) {
      const text = vcmFailureText(action.kind, failure);
      setError(text);
      notifyError(text);
      onFailure?.(failure);
      return false;
    }
  };
  return { run, error, clearError: () => setError(null), isPending: mutation.isPending };
}
