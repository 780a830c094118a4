import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog';

export interface UnsavedChangesGuard {
  /**
   * Lets the page go without asking from now on: call it after a successful save, before a reload
   * or a navigation the save itself makes (the form is still dirty at that moment).
   */
  release: () => void;
}

/** The question, in the words of the console's other confirmations. */
export const UNSAVED_CHANGES_QUESTION = {
  title: 'Leave without saving?',
  message: 'You have unsaved changes. If you leave this page now, they are lost.',
  confirmLabel: 'Leave',
  cancelLabel: 'Cancel',
  destructive: true,
} as const;

/**
 * While a form has unsaved changes (`isDirty`), leaving its page asks first, so a settings tab
 * switched by mistake does not throw the edits away:
 * - a navigation inside the console (a link, a settings tab, Back) is held by the router's blocker
 *   and goes ahead only on "Leave"; "Cancel" stays with the edits;
 * - a reload, a closed tab or another site gets the browser's own "Leave site?" (`beforeunload`:
 *   browsers show their own text, never ours).
 * A change of the query string alone stays on the page and is not asked about.
 */
export function useUnsavedChangesGuard(isDirty: boolean): UnsavedChangesGuard {
  const confirm = useConfirm();
  // A ref, not state: release() is followed at once by a reload that must not wait for a render.
  const isReleasedRef = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isReleasedRef.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isReleasedRef.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let isAsking = true;
    void confirm(UNSAVED_CHANGES_QUESTION).then((shouldLeave) => {
      if (!isAsking) return;
      if (shouldLeave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      isAsking = false;
    };
  }, [blocker, confirm]);

  const release = useCallback(() => {
    isReleasedRef.current = true;
  }, []);
  return { release };
}
