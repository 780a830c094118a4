import type { Page, TestInfo } from '@playwright/test';
import { attachScreenshot, expect, storageStateFor, test } from '../../support/fixtures';
import { SCREEN_SIZES } from '../../support/layout';

/**
 * Every console and /me page at a desktop, a laptop and a phone width: none scrolls sideways (the
 * page itself; a table may scroll inside its own frame, and says so). Screenshots of each for a
 * reviewer. Row actions are checked in row-actions-widths.spec.ts.
 *
 * A smoke check of the demo data on purpose: every page is opened with the demo accounts' stored
 * sign-ins and the first demo program, educator and VCM, so the pages are full of the long names,
 * tables and histories a real institute has. It asserts only widths, never which rows are shown.
 */
const WIDTHS = SCREEN_SIZES;

// The demo institute's time zone, so the times read as its staff see them.
test.use({ timezoneId: 'Australia/Melbourne' });

async function firstId(page: Page, url: string, key = 'id'): Promise<number> {
  const response = await page.request.get(`/api/v1${url}`, { headers: { 'X-Client-App': 'webapp' } });
  return ((await response.json()) as { data: Record<string, number>[] }).data[0]![key]!;
}

/** The page has settled (nothing loading) and is no wider than the window. */
async function expectFits(page: Page, testInfo: TestInfo, url: string, width: number) {
  await page.goto(url);
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const name = `${url.replace(/[/?=&]+/g, '_').replace(/^_/, '') || 'home'}-${width}`;
  await attachScreenshot(page, testInfo, name);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
  expect.soft(scrollWidth, `${url} scrolls sideways at ${width} px`).toBeLessThanOrEqual(innerWidth);
}

test.describe('console pages, as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  for (const size of WIDTHS) {
    test(`no console page scrolls sideways at ${size.width} px`, async ({ page }, testInfo) => {
      test.setTimeout(300_000);
      await page.setViewportSize(size);
      const instituteResponse = await page.request.get('/api/v1/me');
      const institute = ((await instituteResponse.json()) as { data: { institute: { id: number } } }).data
        .institute.id;
      const program = await firstId(page, '/programs?tab=live&per_page=1');
      const educator = await firstId(page, '/users?per_page=1&q[is_educator_true]=1');
      const vcm = await firstId(page, '/vcms?per_page=1');
      const pages = [
        '/programs',
        `/programs/${program}`,
        `/programs/${program}?tab=attendance`,
        '/programs/new',
        '/registrations',
        '/users',
        `/users/${educator}`,
        '/users/new',
        '/users_import',
        '/import_points_no_approval',
        '/reports/passports',
        '/reports/calibration',
        '/reports/forecast',
        '/profiling',
        '/vcm',
        `/vcm/${vcm}`,
        `/vcm/${vcm}/history`,
        '/audit_log',
        '/audit_packs',
        '/team',
        `/institutes/${institute}/institute_details`,
        `/institutes/${institute}/locations`,
      ];
      for (const url of pages) await expectFits(page, testInfo, url, size.width);
    });
  }
});

test.describe('/me pages, as an educator', () => {
  test.use({ storageState: storageStateFor('educator') });

  for (const size of WIDTHS) {
    test(`no /me page scrolls sideways at ${size.width} px`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      const pages = [
        '/me',
        '/me/profile',
        '/me/programs',
        '/me/registrations',
        '/me/points',
        '/me/points/new',
        '/me/vcm',
        '/me/notifications',
      ];
      for (const url of pages) await expectFits(page, testInfo, url, size.width);
    });
  }
});
