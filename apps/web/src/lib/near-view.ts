import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether `element` has come into the window's view, or taken the keyboard's focus, since it was
 * first shown; it stays true after that. A part below the fold that is heavy to mount (a report's
 * table under its filters and chart) waits for it, so that a page's first load does only the work
 * of what is on screen (docs/performance.md, "Tables below the fold mount in view").
 *
 * Without IntersectionObserver (a unit test's DOM) everything counts as in view.
 */
export function useNearView(element: RefObject<HTMLElement | null>, isWanted = true): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (isNear || !isWanted || !target) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
    });
    observer.observe(target);
    const onFocus = () => setIsNear(true);
    target.addEventListener('focusin', onFocus);
    return () => {
      observer.disconnect();
      target.removeEventListener('focusin', onFocus);
    };
  }, [element, isNear, isWanted]);
  return isNear;
}

/**
 * `place` (a placeholder for what `useNearView` mounts) took the keyboard's focus before the content
 * was there: once `isMounted`, the focus goes to the first stop in `container` (a grid's first column
 * header) instead of falling to the page with the removed placeholder.
 */
export function useFocusAfterMount(
  place: RefObject<HTMLElement | null>,
  frame: RefObject<HTMLElement | null>,
  isMounted: boolean,
) {
  const hadFocus = useRef(false);
  useEffect(() => {
    const target = place.current;
    if (isMounted || !target) return undefined;
    const onFocus = () => (hadFocus.current = true);
    // Removing the focused placeholder may blur it with nowhere to go: that focus is still ours.
    const onBlur = (event: FocusEvent) => {
      if (event.relatedTarget) hadFocus.current = false;
    };
    target.addEventListener('focusin', onFocus);
    target.addEventListener('focusout', onBlur);
    return () => {
      target.removeEventListener('focusin', onFocus);
      target.removeEventListener('focusout', onBlur);
    };
  }, [place, isMounted]);
  useEffect(() => {
    const target = frame.current;
    if (!isMounted || !hadFocus.current || !target) return undefined;
    hadFocus.current = false;
    // A grid draws its headers once it has measured itself, a render or two after it mounts.
    const moveFocus = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return true;
      const stop = target.querySelector<HTMLElement>('[tabindex="0"]');
      stop?.focus();
      return !!stop;
    };
    if (moveFocus()) return undefined;
    const observer = new MutationObserver(() => {
      if (moveFocus()) observer.disconnect();
    });
    observer.observe(target, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex'],
    });
    const giveUp = setTimeout(() => observer.disconnect(), 5_000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
  }, [frame, isMounted]);
}
