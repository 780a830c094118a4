import { asOwnInstituteAdmin, expect, test } from '../../support/fixtures';

test.describe('as an institute admin of their own institute', () => {
  test.use(asOwnInstituteAdmin);

  test('the passports report charts passport status by department, following the filters', async ({
    page,
    seed,
    ownInstitute,
  }) => {
    const ann = await seed.user({ givenName: 'Annika', roles: ['educator'] }, ownInstitute.api);

    await page.goto('/reports/passports');
    const chart = page.getByRole('figure', { name: 'Passport status by department' });
    await expect(chart).toBeVisible();
    // The chart module arrives lazily: its bars' svg and the legend's three statuses.
    await expect(chart.locator('svg').first()).toBeVisible();
    for (const status of ['Complete', 'In progress', 'Incomplete']) {
      await expect(chart.getByText(status, { exact: true })).toBeVisible();
    }
    // The admin has no department; Annika has one (educators get BUS).
    await expect(chart.getByText('No department', { exact: true })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Passports report' })).toContainText(ann.fullName);

    const filters = page.getByRole('search', { name: 'Filter the Passports report' });
    await filters.getByRole('textbox', { name: 'Name contains' }).fill('Annika');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(chart.getByText('No department', { exact: true })).toBeHidden();
    await expect(chart.locator('svg').first()).toBeVisible();

    await filters.getByRole('textbox', { name: 'Name contains' }).fill('Nobody by this name');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(chart).toContainText('No users match the filters.');
  });
});
