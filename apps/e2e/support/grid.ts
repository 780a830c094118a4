import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * A table by its name, scrolled into view first as a user would: a table below the fold (a report's,
 * under its filters and chart) mounts only as it comes into view (components/data-table/README.md).
 */
export async function tableInView(page: Page, name: string): Promise<Locator> {
  const grid = page.getByRole('grid', { name });
  const place = page.getByRole('progressbar', { name: `Loading ${name}` });
  // The place leaves as the grid mounts, perhaps in the middle of the scroll: then the grid's turn.
  await expect(async () => {
    await place.or(grid).first().scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass();
  return grid;
}
