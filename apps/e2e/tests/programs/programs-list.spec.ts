import {
  asNewUser,
  asOwnInstituteAdmin,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';
import { seedProgram } from './attendance-helpers';

test.describe('as institute admin', () => {
  // An institute of the test's own: its programs, and so the tabs' counts, are the ones it seeds.
  test.use(asOwnInstituteAdmin);

  test('/ lands on Manage Programs: Live, Draft and Past with their counts, the tab kept in the address', async ({
    page,
    ownInstitute,
  }) => {
    const live = await seedProgram(ownInstitute.api);
    const draft = await seedProgram(ownInstitute.api, { published: false });
    const past = await seedProgram(ownInstitute.api, { daysAhead: -30 });
    await page.goto('/');
    await expect(page).toHaveURL(/\/programs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'Program status' });
    for (const name of ['Live', 'Draft', 'Past']) {
      await expect(tabs.getByRole('tab', { name: `${name} (1)`, exact: true })).toBeVisible();
    }
    await expect(tabs.getByRole('tab', { name: /^Live/ })).toHaveAttribute('aria-selected', 'true');
    const grid = page.getByRole('grid', { name: 'Programs' });
    await expect(grid.getByRole('link', { name: live.name })).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Registrations' })).toBeVisible();

    await tabs.getByRole('tab', { name: /^Draft/ }).click();
    await expect(page).toHaveURL(/[?&]tab=draft/);
    await expect(grid.getByRole('link', { name: draft.name })).toBeVisible();
    await page.reload();
    await expect(tabs.getByRole('tab', { name: /^Draft/ })).toHaveAttribute('aria-selected', 'true');
    await expect(grid.getByRole('link', { name: draft.name })).toBeVisible();

    await tabs.getByRole('tab', { name: /^Past/ }).click();
    await expect(page).toHaveURL(/[?&]tab=past/);
    await grid.getByRole('link', { name: past.name }).click();
    await expect(page).toHaveURL(new RegExp(`/programs/${past.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: past.name })).toBeVisible({ timeout: 30_000 });
  });

  test('Manage Programs and a program page pass the accessibility checks', async ({ page, ownInstitute }) => {
    const live = await seedProgram(ownInstitute.api);
    await page.goto('/programs');
    const grid = page.getByRole('grid', { name: 'Programs' });
    await expect(grid.getByRole('link', { name: live.name })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, { label: 'manage programs' });
    await grid.getByRole('link', { name: live.name }).click();
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
  test.use(asNewUser({ roles: ['educator'] }));

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
