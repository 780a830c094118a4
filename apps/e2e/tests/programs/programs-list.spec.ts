import { expect, expectNoSeriousA11yViolations, storageStateFor, test } from '../../support/fixtures';

const TAB_COUNT = /^(Live|Draft|Past) \((\d+)\)$/;

test.describe('as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('/ lands on Manage Programs: Live, Draft and Past with their counts, the tab kept in the address', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Program status' });
    for (const name of ['Live', 'Draft', 'Past']) {
      const tab = tabs.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
      await expect(tab).toBeVisible();
      const count = Number(TAB_COUNT.exec((await tab.textContent()) ?? '')?.[2]);
      // The demo institute has live, draft and past programs.
      expect(count).toBeGreaterThan(0);
    }
    await expect(tabs.getByRole('tab', { name: /^Live/ })).toHaveAttribute('aria-selected', 'true');
    const grid = page.getByRole('grid', { name: 'Programs' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Registrations' })).toBeVisible();

    await tabs.getByRole('tab', { name: /^Draft/ }).click();
    await expect(page).toHaveURL(/[?&]tab=draft/);
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    await page.reload();
    await expect(tabs.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');

    await tabs.getByRole('tab', { name: /^Past/ }).click();
    await expect(page).toHaveURL(/[?&]tab=past/);
    const firstLink = grid.getByRole('link').first();
    await expect(firstLink).toBeVisible();
    const name = (await firstLink.textContent()) ?? '';
    await firstLink.click();
    await expect(page).toHaveURL(/\/programs\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  });

  test('Manage Programs and a program page pass the accessibility checks', async ({ page }) => {
    await page.goto('/programs');
    const grid = page.getByRole('grid', { name: 'Programs' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, { label: 'manage programs' });
    await grid.getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Workshop 1' })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, { label: 'program page' });
  });

  test('Export to CSV downloads programs.csv for the tab shown', async ({ page }) => {
    await page.goto('/programs?tab=draft');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export to CSV' }).click();
    expect((await download).suggestedFilename()).toBe('programs.csv');
  });

  test('the add button opens a new program', async ({ page }) => {
    await page.goto('/programs');
    await page.getByRole('link', { name: 'Add program' }).click();
    await expect(page).toHaveURL(/\/programs\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Program' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();
  });
});

test.describe('as educator', () => {
  test.use({ storageState: storageStateFor('educator') });

  test('sees the programs but no add button', async ({ page }) => {
    // Educators land in their own app (issue 21); the console's program list still opens for them.
    await page.goto('/');
    await expect(page).toHaveURL(/\/me$/);
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Live \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add program' })).toHaveCount(0);

    // A program that is not there says so, with the way back to the list.
    await page.goto('/programs/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'No Program' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: 'Back to Manage Programs' })).toBeVisible();
  });
});
