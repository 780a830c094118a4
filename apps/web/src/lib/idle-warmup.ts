/**
 * Work every console page pays once, done while the main thread waits for the first page's code and
 * data instead of inside the page's own long tasks (docs/performance.md, session 14):
 *
 * - **Intl.** The first `Intl.NumberFormat` a page builds loads the locale's number data: 33–64 ms on
 *   the 2-core bench machine. Every list screen builds one (the data grid's pagination, at module
 *   evaluation), so without this the cost landed in the task that renders the grid.
 * - **The scrollbar's width.** The data grid measures it on its first render (`getComputedStyle` and a
 *   forced layout of the whole page, 100 rows included: ~37 ms). Measured here on a probe while the
 *   document is nearly empty, it is handed to every grid (`scrollbarSize()`).
 */
let measuredScrollbarSize: number | undefined;

/** The browser's scrollbar width in px, once `warmUpWhenIdle` has measured it; else undefined. */
export function scrollbarSize(): number | undefined {
  return measuredScrollbarSize;
}

function measureScrollbar(): void {
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-9999px;width:100px;height:100px;overflow:scroll';
  document.body.appendChild(probe);
  measuredScrollbarSize = probe.offsetWidth - probe.clientWidth;
  probe.remove();
}

function warmUp(): void {
  new Intl.NumberFormat('en-US').format(0);
  new Intl.NumberFormat().format(0);
  measureScrollbar();
}

/** Runs the warm-up in the first idle moment (or after the current task where idle callbacks are missing). */
export function warmUpWhenIdle(): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(warmUp, { timeout: 1000 });
  } else {
    setTimeout(warmUp, 0);
  }
}
