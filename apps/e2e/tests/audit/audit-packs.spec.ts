import { expect, asOwnInstituteAdmin, test } from '../../support/fixtures';

// Audit packs (issue 40 §3), as the admin of an institute of their own: one educator's from their
// page, and a department's made in the background.
test.use(asOwnInstituteAdmin);

test('an admin downloads one educator’s audit pack from their page', async ({ page, seed, ownInstitute }) => {
  const educator = await seed.user({ roles: ['educator'], givenName: 'Audra' }, ownInstitute.api);
  await page.goto(`/users/${educator.id}`);
  await page.getByRole('button', { name: 'Audit pack' }).click();
  const dialog = page.getByRole('dialog', { name: 'Audit pack' });
  await expect(dialog.getByRole('group', { name: 'From' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'PDF only' }).check();
  const pdf = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^Audit pack - Audra .*\.pdf$/);

  await page.getByRole('button', { name: 'Audit pack' }).click();
  const zip = page.waitForEvent('download');
  await page.getByRole('dialog', { name: 'Audit pack' }).getByRole('button', { name: 'Download' }).click();
  expect((await zip).suggestedFilename()).toMatch(/^Audit pack - Audra .*\.zip$/);
});

test('an admin starts a department’s audit packs, watches them made and downloads the ZIP', async ({
  page,
  seed,
  ownInstitute,
}) => {
  await seed.user({ roles: ['educator'], department: 'BUS' }, ownInstitute.api);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Audit Packs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Packs' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Start a pack' });
  await form.getByRole('combobox', { name: 'Department' }).click();
  await page.getByRole('option', { name: /Business/ }).click();
  await form.getByRole('button', { name: 'Start pack' }).click();

  const packs = page.getByRole('region', { name: 'Packs' });
  const row = packs.getByRole('row', { name: /Business/ });
  await expect(row).toContainText('Ready', { timeout: 60_000 });
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: /^Download / }).click();
  expect((await download).suggestedFilename()).toMatch(/^Audit packs - department \d+ .*\.zip$/);
});
