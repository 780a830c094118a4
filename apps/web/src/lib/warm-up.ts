/**
 * Work every console page pays once, done in a task of its own right after the shell's code has
 * run, while the main thread waits for the first page's code and data, instead of inside the page's
 * own long tasks (docs/performance.md):
 *
 * - **Intl.** The first `Intl.NumberFormat` a page builds loads the locale's number data: 33–64 ms on
 *   the 2-core bench machine. Every list screen builds one (Material's TablePagination, at module
 *   evaluation), so without this the cost landed in the task that evaluates the page's chunk. An
 *   idle callback came too late for that: the page's chunk arrives before the browser is idle.
 * - **The scrollbar's width.** The data grid measures it on its first render (`getComputedStyle` and a
 *   forced layout of the whole page, 100 rows included: ~37 ms). Measured here on a probe while the
 *   document is nearly empty, it is handed to every grid (`scrollbarSize()`).
 */
let measuredScrollbarSize: number | undefined;

/** The browser's scrollbar width in px, once `warmUpSoon` has measured it; else undefined. */
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
  // The date helpers format in en-AU (lib/dates): the first such format loads the locale's date data,
  // which the shell otherwise paid while rendering the first page (checking the institute's zone).
  new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC' }).format(0);
  measureScrollbar();
}

/** Runs the warm-up in a task of its own, after the current one. */
export function warmUpSoon(): void {
  setTimeout(warmUp, 0);
}
