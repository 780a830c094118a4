import type { Page } from '@playwright/test';
import { expect, storageStateFor, test } from '../../support/fixtures';

/**
 * A report opened by its address shows its own tab whole in the strip, at a laptop and a desktop
 * width: the strip's scroll buttons appear once it overflows, and they narrow it (a cut "Rating Cal"
 * at 1440 px). Measures the selected tab against the tab list that clips it.
 */
// As most people browse: with reduced motion (the suite's default) the strip had no cut to show.
test.use({ storageState: storageStateFor('institute_admin'), reducedMotion: 'no-preference' });

async function selectedTabOverhang(page: Page) {
  const strip = page.getByRole('tablist', { name: 'Reports' });
  const selected = strip.getByRole('tab', { selected: true });
  return selected.evaluate((tab) => {
    const clip = tab.closest('[role="tablist"]')!.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    // Whole pixels: the strip's scroll position is rounded, and half a pixel is no cut.
    return {
      left: Math.max(0, Math.floor(clip.left - box.left)),
      right: Math.max(0, Math.floor(box.right - clip.right)),
    };
  });
}

for (const width of [1440, 1024]) {
  test(`the last report's tab is whole in the strip at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [path, name] of [
      ['/reports/calibration', 'Rating Calibration'],
      ['/reports/demand', 'Demand'],
      ['/reports/passports', 'Passports'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
      // Once the scroll buttons have appeared and the strip has settled.
      await expect
        .poll(() => selectedTabOverhang(page), { message: `${name} tab cut at ${width} px`, timeout: 5_000 })
        .toEqual({ left: 0, right: 0 });
    }
  });
}

test('the strip scrolls by its buttons, and the arrow keys move along the tabs and Enter opens one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/reports/passports');
  const strip = page.getByRole('tablist', { name: 'Reports' });
  const scrollLeft = () => strip.evaluate((list) => list.scrollLeft);
  // The scroll buttons are decorative (hidden from assistive technology). At the start the strip
  // scrolls only forwards: the back button holds its place but is invisible.
  const back = strip.locator('xpath=..').locator('[data-scroll="back"]');
  const forward = strip.locator('xpath=..').locator('[data-scroll="forward"]');
  await expect(back).toHaveCSS('opacity', '0');
  await expect(forward).toHaveCSS('opacity', '0.8');
  await forward.click();
  await expect.poll(scrollLeft).toBeGreaterThan(0);
  await expect(back).toHaveCSS('opacity', '0.8');
  await back.click();
  await expect.poll(scrollLeft).toBe(0);

  // One tab stop for the strip (the selected tab); the arrows, Home and End move within it.
  await page.getByRole('tab', { name: 'Passports' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'User Points' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Rating Calibration' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Passports' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports\/calibration$/);
  await expect(page.getByRole('tab', { name: 'Rating Calibration', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Passports' })).toHaveAttribute('tabindex', '-1');
});
