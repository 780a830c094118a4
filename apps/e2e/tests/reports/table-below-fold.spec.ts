import { expect, storageStateFor, test } from '../../support/fixtures';

/**
 * A report's table sits under its filters and chart, below the fold of a laptop's window: it mounts
 * as it comes into view, by scrolling or by the keyboard's focus, and not with the page's first load
 * (docs/performance.md, "Tables below the fold mount in view").
 */
test.use({ storageState: storageStateFor('institute_admin'), viewport: { width: 1280, height: 720 } });

test('the table mounts once scrolled to, with its rows', async ({ page }) => {
  await page.goto('/reports/passports');
  const chart = page.getByRole('figure', { name: 'Passport status by department' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const place = page.getByRole('progressbar', { name: 'Loading Passports report' });
  const grid = page.getByRole('grid', { name: 'Passports report' });
  await expect(place).toBeAttached();
  await expect(grid).toHaveCount(0);

  await page.mouse.move(640, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(grid).toBeAttached({ timeout: 500 });
  }).toPass();
  await expect(place).toHaveCount(0);
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
});

test('the keyboard reaches the table: its place takes the focus, then hands it to the table', async ({
  page,
}) => {
  await page.goto('/reports/passports');
  const grid = page.getByRole('grid', { name: 'Passports report' });
  const filter = page.getByRole('search', { name: 'Filter the Passports report' }).getByRole('button', {
    name: 'Filter',
  });
  await expect(filter).toBeEnabled();
  await page.waitForLoadState('networkidle');
  await expect(grid).toHaveCount(0);

  await filter.focus();
  // Past the chart's own stops (if any) to the table's place, which the focus mounts.
  const isAtTable = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active?.getAttribute('role') === 'progressbar' || !!active?.closest('[role="grid"]');
    });
  for (let stops = 0; stops < 15 && !(await isAtTable()); stops++) await page.keyboard.press('Tab');
  await expect(grid.getByRole('columnheader').first()).toBeFocused();
  await expect(grid.getByRole('columnheader').first()).toBeInViewport();
});
