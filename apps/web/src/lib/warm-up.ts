import { headerTextWidth } from '../components/data-table/header-text-width';
import { intlWarmUpSteps } from './intl-warm-up';

/**
 * Work every console page pays once, done right after the shell's code has run, while the main
 * thread waits for the first page's code and data, instead of inside the page's own long tasks
 * (docs/performance.md):
 *
 * - **Intl.** The first `Intl` object of a page loads ICU's data: 35–60 ms of CPU on the 2-core
 *   bench machine for a number and a date format, one task of 150–200 ms with the CPU slowed down
 *   4×. Every list screen builds one (Material's TablePagination, at module evaluation), and the
 *   shell formats dates. ICU keeps that data for the whole process, so a worker loads it
 *   (`intl-warm-up.worker.ts`) and the main thread's first formats then cost under a millisecond.
 *   Without workers, the same loads run on the main thread, one short task each.
 * - **The scrollbar's width.** The data grid measures it on its first render (`getComputedStyle` and a
 *   forced layout of the whole page, 100 rows included: ~37 ms). Measured here on a probe while the
 *   document is nearly empty, it is handed to every grid (`scrollbarSize()`).
 * - **The column headers' font.** A table sizes its columns by their titles' widths, measured on a
 *   canvas (`headerTextWidth`): the first measurement creates the canvas and resolves the font,
 *   2–26 ms of a list screen's largest task on the bench machine, then each costs microseconds.
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

/** Runs each step in a task of its own, so that none is long. */
function runSteps(steps: (() => unknown)[], index = 0): void {
  steps[index]!();
  if (index + 1 < steps.length) setTimeout(() => runSteps(steps, index + 1), 0);
}

function warmUpIntl(): void {
  if (typeof Worker === 'undefined') return runSteps(intlWarmUpSteps);
  let worker: Worker;
  try {
    worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return runSteps(intlWarmUpSteps);
  }
  worker.onmessage = () => worker.terminate();
  worker.onerror = () => {
    worker.terminate();
    runSteps(intlWarmUpSteps);
  };
}

/**
 * Starts the warm-up after the current task: Intl in a worker, the scrollbar probe and the headers'
 * font in tasks of their own.
 */
export function warmUpSoon(): void {
  setTimeout(warmUpIntl, 0);
  setTimeout(measureScrollbar, 0);
  setTimeout(() => headerTextWidth('Name'), 0);
}
