import { attachScreenshot, expect, test } from '../../support/fixtures';
import { SCREEN_SIZES } from '../../support/layout';

/** The queue, the Incomplete dialog and the statistics at a desktop, a laptop and a phone width. */
const WIDTHS = SCREEN_SIZES;

test.use({ timezoneId: 'Australia/Melbourne' });

for (const size of WIDTHS) {
  test(`Registrations at ${size.width} px`, async ({ page, seed }, testInfo) => {
    test.setTimeout(120_000);
    const { supervisor } = await seed.supervisorWithPendingRegistrations(3);
    await seed.signIn(page.context(), supervisor);
    await page.setViewportSize(size);
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await page.goto('/registrations');
    const grid = page.getByRole('grid', { name: 'Registrations' });
    await expect(grid.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
    await fitsWidth();
    await attachScreenshot(page, testInfo, `registrations-${size.width}`);

    // On a phone a row's decisions are in its actions menu (the table is narrower than its columns).
    const incomplete = /^Mark registration of .+ incomplete$/;
    if (size.width < 600) {
      await grid
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: incomplete }).click();
    } else {
      await grid.getByRole('button', { name: incomplete }).first().click();
    }
    await expect(page.getByRole('dialog', { name: 'Mark registration incomplete' })).toBeVisible();
    await attachScreenshot(page, testInfo, `registrations-incomplete-${size.width}`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page.getByRole('region', { name: 'Registrations', exact: true })).toContainText('3', {
      timeout: 30_000,
    });
    await fitsWidth();
    await attachScreenshot(page, testInfo, `registrations-statistics-${size.width}`);
  });
}
