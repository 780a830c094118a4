import { useCallback, useState } from 'react';
import { useUnsavedChangesGuard } from '../../../../lib/forms';

/**
 * Each unit card is a form of its own, but the router holds one blocker at a time: the cards report
 * whether they have unsaved changes here, and the page asks once before leaving while any has.
 */
export function useUnsavedUnits(): (unitResponseId: number, isDirty: boolean) => void {
  const [dirty, setDirty] = useState<ReadonlySet<number>>(() => new Set());
  useUnsavedChangesGuard(dirty.size > 0);
  return useCallback((unitResponseId: number, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(unitResponseId) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(unitResponseId);
      else next.delete(unitResponseId);
      return next;
    });
  }, []);
}
