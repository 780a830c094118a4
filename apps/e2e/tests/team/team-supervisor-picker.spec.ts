import { expect, storageStateFor, test } from '../../support/fixtures';

test.use({ storageState: storageStateFor('institute_admin') });

test('an admin picks whose team My Team shows; the address follows', async ({ page, seed }) => {
  const { supervisor, registrations } = await seed.supervisorWithPendingRegistrations(1);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Viewing the team of' });
  // The admin's own (empty) team first: the box holds their name once it has loaded.
  await expect(page.getByRole('region', { name: 'Waiting for you' })).toBeVisible({ timeout: 30_000 });
  await picker.fill(supervisor.familyName);
  await page.getByRole('option', { name: new RegExp(supervisor.fullName) }).click();
  await expect(page).toHaveURL(new RegExp(`/team\\?supervisor_id=${supervisor.id}$`));
  await expect(page.getByText(`The educators ${supervisor.fullName} supervises`)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Team' })
      .getByRole('row')
      .filter({ hasText: registrations[0]!.educator.fullName }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(picker).toHaveValue(supervisor.fullName);
  // Back returns to the admin's own team, and the box follows.
  await page.goBack();
  await expect(page).toHaveURL(/\/team$/);
  await expect(picker).not.toHaveValue(supervisor.fullName);
});

test('a supervisor has no picker', async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageStateFor('supervisor') });
  const page = await context.newPage();
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  await expect(page.getByText(/The educators you supervise/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Viewing the team of' })).toHaveCount(0);
  await context.close();
});
