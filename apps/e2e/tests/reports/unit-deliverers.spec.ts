import {
  baseUrl,
  expect,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';

/*
 * Who may deliver a unit (docs/using-compliance.md): the demo unit BSBCMM511 has a claimant who may
 * deliver it today and one for each reason another may not (db/seed/demo-unit-deliverers.ts). The
 * admin searches it, reads both lists with the reasons, and downloads the same rows as CSV.
 */

test.use({ storageState: storageStateFor('institute_admin') });

test('an admin finds who may deliver a unit today, and why the others may not', async ({ page }) => {
  await page.goto('/reports/unit_deliverers');
  await expect(page.getByRole('tab', { name: 'Who May Deliver', selected: true })).toBeVisible();
  const form = page.getByRole('search', { name: 'Who may deliver a unit' });
  await form.getByRole('combobox', { name: 'Qualification' }).click();
  await page.getByRole('option', { name: 'BSB50420 Diploma of Leadership and Management' }).click();
  await form.getByRole('combobox', { name: 'Unit code' }).fill('CMM');
  await page.getByRole('option', { name: 'BSBCMM511 Communicate with influence' }).click();
  await expect(form.getByRole('combobox', { name: 'Unit code' })).toHaveValue('BSBCMM511');
  await form.getByRole('button', { name: 'Search' }).click();
  // The address holds the search in the API's keys (q[unit_code_eq]), so a link opens it again.
  await expect(page).toHaveURL(/q%5Bunit_code_eq%5D=BSBCMM511/);
  await expect(page.getByText('BSBCMM511 Communicate with influence, as at')).toBeVisible();

  const qualified = page.getByRole('table', { name: 'May deliver' });
  await expect(qualified.locator('tbody tr').first()).toBeVisible();
  const others = page.getByRole('table', { name: 'Does not qualify' });
  await expect(others).toContainText('claim not approved');
  await expect(others).toContainText(/industry currency expired on \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(others).toContainText('passport incomplete');
  await expectNoSeriousA11yViolations(page);

  const exportLink = page.getByRole('link', { name: 'Export' });
  const href = await exportLink.getAttribute('href');
  expect(href).toContain('unit_deliverers.csv');
  const csv = await page.request.get(new URL(href!, baseUrl()).toString());
  expect(csv.ok()).toBe(true);
  const text = await csv.text();
  expect(text).toContain('Qualifies');
  expect(text).toContain('passport incomplete');

  await form.getByRole('combobox', { name: 'Unit code' }).fill('NOSUCHUNIT');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No unit NOSUCHUNIT in the VCM catalogues.')).toBeVisible();
});
