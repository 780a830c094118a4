import { attachScreenshot, expect, storageStateFor, test } from '../../support/fixtures';

/**
 * Manage Programs and a program at a desktop, a laptop and a phone width, for a reviewer to look at.
 * A smoke check of the demo data on purpose: Demo Institute's live programs, and the first of them,
 * as its admin sees them. It asserts only that each page fits its width, never which rows are shown.
 */
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

// The demo institute's time zone, so the times read as its staff see them.
test.use({ storageState: storageStateFor('institute_admin'), timezoneId: 'Australia/Melbourne' });

for (const size of WIDTHS) {
  test(`Manage Programs, a live program and a new program at ${size.width} px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await page.goto('/programs');
    const grid = page.getByRole('grid', { name: 'Programs' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await fitsWidth();
    await attachScreenshot(page, testInfo, `programs-${size.width}`);

    await grid.getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Workshop 1' })).toBeVisible({ timeout: 30_000 });
    await fitsWidth();
    await attachScreenshot(page, testInfo, `program-${size.width}`);

    await page.goto('/programs/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New Program' })).toBeVisible({
      timeout: 30_000,
    });
    await fitsWidth();
    await attachScreenshot(page, testInfo, `program-new-${size.width}`);
  });
}
