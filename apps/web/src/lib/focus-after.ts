import { useEffect, useMemo, useRef } from 'react';

/**
 * Where keyboard focus goes when an action removes (or disables) the control that started it: a
 * row that leaves its list, a Register button replaced by Cancel registration. Without this the
 * browser drops focus to <body>, and a keyboard or screen-reader user starts again from the top.
 */

/** The element to focus, or null while it is not on the page yet (it is asked again each frame). */
export type FocusTarget = () => HTMLElement | null | undefined;

/**
 * How long after the action a lost focus is still put back. The list's refetch usually lands within
 * a second, but a busy server can take several: the watch ends sooner on the user's next key or click.
 */
const WATCH_MS = 30_000;

// A data grid's cell carries tabindex 0 while it is the grid's current cell: a place, not a control.
const FOCUSABLE =
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]):not([role="gridcell"])';

/** The item's controls a keyboard reaches, in order (disabled and hidden ones skipped). */
function focusablesIn(item: Element): HTMLElement[] {
  return [...item.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      !el.matches(':disabled') && el.getAttribute('aria-hidden') !== 'true' && el.getClientRects().length > 0,
  );
}

function isFocusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Watches, from now until the user's next key or click (or half a minute), for focus to be lost,
 * and then moves it to `target()`. It goes on watching after that: a list that renders its rows
 * again (the item first re-created, then gone) loses the focus a second time. Call it when the
 * action is confirmed or its dialog closes: if the opener is still there (Cancel, a refusal), the
 * dialog hands focus back to it and nothing happens here.
 */
export function keepFocusAfter(target: FocusTarget): void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
  };
  const check = () => {
    if (performance.now() - started > WATCH_MS) return stop();
    const element = isFocusLost() ? target() : null;
    if (element?.isConnected) {
      // A heading or message takes focus only with a tabindex (-1: reached by script, not by Tab).
      if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.tabIndex = -1;
      element.focus();
    }
    frame = requestAnimationFrame(check);
  };
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  frame = requestAnimationFrame(check);
}

export interface NeighbourOptions {
  /** An item of the list, carrying its stable key in `data-id` (a data grid's rows do). */
  item?: string;
  /** When the list has emptied: its heading or its empty-state message (focusable, tabIndex -1). */
  fallback: FocusTarget;
}

/**
 * What a control does, the same in every item: its kind and the first word of its name ("Remove"
 * of "Remove workshop 2", "Approve" of "Approve registration of …").
 */
function controlKind(el: Element): string {
  const name = el.getAttribute('aria-label') ?? el.textContent ?? '';
  return `${el.tagName}:${name.trim().split(/\s+/)[0] ?? ''}`;
}

/**
 * The place focus belongs once `opener`'s list item has changed: the same control (by what it
 * does) in that item if it is still there, else in the next item, else the previous one when it
 * was the last, else `fallback`. Items are found again by key each time, as the list re-renders
 * them; an item without that control offers its first one.
 */
export function neighbourOf(
  opener: Element | null,
  { item = '[data-id]', fallback }: NeighbourOptions,
): FocusTarget {
  const own = opener?.closest(item);
  const list = own?.parentElement;
  if (!opener || !own || !list) return fallback;
  const siblings = [...list.children].filter((el) => el.matches(item));
  const at = siblings.indexOf(own);
  const keys = [own, siblings[at + 1], siblings[at - 1]]
    .map((el) => el?.getAttribute('data-id'))
    .filter((key): key is string => Boolean(key));
  const kind = controlKind(opener);
  const scope = list.closest('[role="grid"], table, ul, ol, section') ?? document;
  return () => {
    const root = scope.isConnected ? scope : document;
    for (const key of keys) {
      const found = root.querySelector(`${item}[data-id="${CSS.escape(key)}"]`);
      const controls = found ? focusablesIn(found) : [];
      const control = controls.find((el) => controlKind(el) === kind) ?? controls[0];
      if (control) return control;
    }
    return fallback();
  };
}

/**
 * For a dialog opened from a list item: `remember()` as it opens (focus is still on the opener),
 * `restore()` as it closes, so focus lands on the item's neighbour if the decision took it away.
 */
export function useFocusReturn(options: NeighbourOptions) {
  const optionsRef = useRef(options);
  const targetRef = useRef<FocusTarget>(options.fallback);
  useEffect(() => {
    optionsRef.current = options;
  });
  return useMemo(
    () => ({
      remember: () => {
        targetRef.current = neighbourOf(document.activeElement, optionsRef.current);
      },
      restore: () => keepFocusAfter(targetRef.current),
    }),
    [],
  );
}
