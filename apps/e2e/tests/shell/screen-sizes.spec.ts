import type { Locator, Page } from '@playwright/test';
import { asNewUser, attachScreenshot, expect, test } from '../../support/fixtures';

/**
 * The console at a desktop, a common laptop and a phone width (issue 12 §13): screenshots of the
 * main screens for a reviewer to look at, and the layout facts that once went wrong, asserted.
 */
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

async function instituteId(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/me');
  return ((await response.json()) as { data: { institute: { id: number } } }).data.institute.id;
}

/** An import of one educator supervised by `supervisorNumber`: previewed only, never imported. */
const previewCsv = (supervisorNumber: string) =>
  'Employee Number,Given Name,Family Name,Email,Department Code,Employment Type,Supervisor Employee Number,Is Educator,Is Supervisor\n' +
  `PREVIEW1,Grace,Hopper,grace.hopper.preview@import.test,BUS,Full-time Teacher,${supervisorNumber},Y,N\n`;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const usersGrid = (page: Page) => page.getByRole('grid', { name: 'Users' });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

test.describe('as institute admin', () => {
  test.use(asNewUser({ roles: ['institute_admin'] }));

  for (const size of WIDTHS) {
    test(`Users, a user, Profiling and a settings section at ${size.width} px`, async ({
      page,
      seed,
    }, testInfo) => {
      // The user, the open profile and the import's supervisor are this test's own; the users list
      // is Demo Institute's whole first page on purpose, for a full table in the screenshot.
      const {
        supervisor,
        educators: [educator],
      } = await seed.supervisorWithProfiles(['waiting']);
      await page.setViewportSize(size);
      await page.goto('/users');
      await expect(usersGrid(page).getByRole('row').nth(1)).toBeVisible();
      await attachScreenshot(page, testInfo, `users-${size.width}`);

      await page.goto(`/users/${educator!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: educator!.fullName })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'User Information' })).toBeVisible();
      await attachScreenshot(page, testInfo, `user-${size.width}`);

      await page.goto(`/profiling/${educator!.id}`);
      const profile = page.getByRole('region', { name: 'Profile' });
      await expect(profile.getByRole('heading', { level: 2, name: educator!.fullName })).toBeVisible();
      // The statements load after the header: the picture should show them, not their placeholders.
      await expect(profile.getByRole('radiogroup').first()).toBeVisible();
      await attachScreenshot(page, testInfo, `profiling-${size.width}`);

      await page.goto(`/institutes/${await instituteId(page)}/locations`);
      await expect(page.getByRole('heading', { level: 2, name: 'Locations' })).toBeVisible();
      await attachScreenshot(page, testInfo, `settings-${size.width}`);

      // An import's preview (a dry run: nothing is written) with its table of planned changes.
      await page.goto('/users_import');
      await page.getByLabel('CSV file').setInputFiles({
        name: 'preview.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(previewCsv(supervisor.employeeNumber)),
      });
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect(page.getByRole('table', { name: 'Planned changes' }).getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      await attachScreenshot(page, testInfo, `import-preview-${size.width}`);
    });
  }

  for (const width of [1440, 1024, 900]) {
    test(`the top navigation stays in the bar at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 768 });
      await page.goto('/users');
      for (const name of ['Institute', 'Users', 'Reports', 'Profiling', 'Programs']) {
        await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
      // Every link fits in the bar, beside the account menu.
      const account = await boxOf(page.getByRole('button', { name: /account/i }).first());
      const programs = await boxOf(mainNav(page).getByRole('link', { name: 'Programs' }));
      expect(programs.x + programs.width).toBeLessThanOrEqual(account.x);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('nothing covers the Filter button; the add actions are in the header', async ({ page }) => {
      await page.goto('/users');
      const filter = page.getByRole('button', { name: 'Filter', exact: true });
      await expect(filter).toBeVisible();
      await expect(page.getByRole('button', { name: 'User actions' })).toHaveCount(0);
      for (const scrolled of [false, true]) {
        if (scrolled) await filter.scrollIntoViewIfNeeded();
        const box = await boxOf(filter);
        const topmost = await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
          { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        );
        expect(topmost).toBe('Filter');
      }
      await page.getByRole('button', { name: 'Add users' }).click();
      await page
        .getByRole('menu', { name: 'User actions' })
        .getByRole('menuitem', { name: 'Add single user' })
        .click();
      await expect(page).toHaveURL(/\/users\/new$/);
    });

    test('a table that scrolls sideways says so, and its shadow goes at the far edge', async ({ page }) => {
      await page.goto('/users');
      await expect(usersGrid(page).getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByText('Users: scroll sideways to see every column')).toBeVisible();
      const shadow = page.getByTestId('table-scroll-shadow');
      await expect(shadow).toBeVisible();
      // The key column is on screen.
      const fullName = await boxOf(usersGrid(page).getByRole('columnheader', { name: 'Full name' }));
      expect(fullName.x).toBeGreaterThanOrEqual(0);
      expect(fullName.x + fullName.width).toBeLessThanOrEqual(390);
      await usersGrid(page)
        .locator('.MuiDataGrid-virtualScroller')
        .evaluate((scroller) => scroller.scrollTo({ left: scroller.scrollWidth }));
      await expect(shadow).toHaveCount(0);
    });

    test('the settings section is a select with full labels', async ({ page }) => {
      await page.goto(`/institutes/${await instituteId(page)}/institute_details`);
      const section = page.getByRole('combobox', { name: 'Settings section' });
      await expect(section).toHaveText('Institute Details');
      await section.click();
      const longest = 'Employment Types / Passport Requirements & Enabled Features';
      await page.getByRole('option', { name: longest }).click();
      await expect(page).toHaveURL(/\/employment_types$/);
      await expect(section).toHaveText(longest);
      await expect(page.getByRole('region', { name: longest })).toBeVisible();
    });
  });

  test('a wide table shows no scroll hint', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/users');
    await expect(usersGrid(page).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByText('scroll sideways to see every column')).toHaveCount(0);
  });
});
