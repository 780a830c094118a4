import type { Page } from '@playwright/test';
import { expect, storageStateFor, test } from '../../support/fixtures';

/**
 * A report opened by its address shows its own tab whole in the strip, at a laptop and a desktop
 * width: the strip scrolls to it before its scroll buttons appear, and they then narrowed it
 * ("Rating Cal" at 1440 px). Measures the selected tab against the strip that clips it.
 */
// As most people browse: with reduced motion (the suite's default) the strip had no cut to show.
test.use({ storageState: storageStateFor('institute_admin'), reducedMotion: 'no-preference' });

async function selectedTabOverhang(page: Page) {
  const strip = page.getByRole('tablist', { name: 'Reports' });
  const selected = strip.getByRole('tab', { selected: true });
  return selected.evaluate((tab) => {
    const clip = tab.closest('.MuiTabs-scroller')!.getBoundingClientRect();
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
