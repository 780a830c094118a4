import type { Locator, Page } from '@playwright/test';

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

/**
 * Clicks a row's action by its accessible name, wherever the table's width put it: a button in the
 * row, or an item of the row's "Actions for …" menu (a table narrower than its columns folds its
 * row actions into that menu: components/data-table/README.md "Row actions").
 */
export async function clickRowAction(row: Locator, name: string, options: { timeout?: number } = {}) {
  const button = row.getByRole('button', { name, exact: true });
  const menu = row.getByRole('button', { name: /^Actions for / });
  await button
    .or(menu)
    .first()
    .waitFor({ timeout: options.timeout ?? 30_000 });
  if (await button.isVisible()) return button.click();
  await menu.click();
  await row.page().getByRole('menuitem', { name, exact: true }).click();
}

/** A user's "Activities Submitted for Approval" table (on /users/{id}), and a request's row in it. */
export const pendingActivities = (page: Page) =>
  page.getByRole('grid', { name: 'Activities Submitted for Approval' });
export const pendingActivityRow = (page: Page, activityName: string) =>
  pendingActivities(page).getByRole('row').filter({ hasText: activityName });
