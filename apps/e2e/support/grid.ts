import type { Locator } from '@playwright/test';

/**
 * Whether `target` (a locator inside `grid`) is among the grid's rows. A list screen's grid renders
 * only the rows in its view (docs/decisions.md "A table's height"), so this scrolls the grid from the
 * top a view at a time, looking after each step, as a person scrolling down the table would. Use it
 * with `expect.poll(() => gridHas(grid, target)).toBe(…)`: the poll waits for a page still loading.
 */
export async function gridHas(grid: Locator, target: Locator): Promise<boolean> {
  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  await scroller.evaluate((element) => element.scrollTo({ top: 0 }));
  for (;;) {
    await nextFrames(scroller);
    if ((await target.count()) > 0) {
      await target.first().scrollIntoViewIfNeeded();
      return true;
    }
    const moved = await scroller.evaluate((element) => {
      const before = element.scrollTop;
      element.scrollBy({ top: element.clientHeight * 0.8 });
      return element.scrollTop !== before;
    });
    if (!moved) return false;
  }
}

/** Two animation frames: the grid renders the rows of a new scroll position in the next frame. */
function nextFrames(scroller: Locator): Promise<void> {
  return scroller.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
