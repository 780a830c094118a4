import {
  attachScreenshot,
  baseUrl,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';
import { SCREEN_SIZES } from '../../support/layout';

/*
 * Who may deliver, opened from its address (docs/using-compliance.md): a whole qualification
 * (q[qualification_code_eq]) and a unit (q[unit_code_eq]) fill the form and run the search. The demo's
 * BSB50420 has an educator who may deliver all 10 of its units, one who may deliver some and some who
 * may deliver none (db/seed/demo-unit-deliverers.ts).
 */

test.use({ storageState: storageStateFor('institute_admin') });

const QUALIFICATION = 'BSB50420 Diploma of Leadership and Management';

test('a whole qualification from the address: all, some and none, the CSV, and Back', async ({
  page,
}, testInfo) => {
  await page.goto('/reports/unit_deliverers?q[qualification_code_eq]=BSB50420');
  const form = page.getByRole('search', { name: 'Who may deliver a unit' });
  await expect(form.getByRole('button', { name: 'A whole qualification', pressed: true })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Qualification' })).toHaveText(QUALIFICATION);
  await expect(page.getByText(`${QUALIFICATION}, as at`)).toBeVisible();

  const table = page.getByRole('grid', { name: 'Who may deliver BSB50420' });
  await expect(table.getByRole('row').nth(1)).toContainText('may deliver 10 of 10 units');
  await expect(table).toContainText(/may deliver [1-9] of 10 units/);
  await expect(table).toContainText('may deliver 0 of 10 units');
  await expect(table).toContainText('unit not claimed');
  await expect(table).toContainText(/industry currency expired on \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expectNoSeriousA11yViolations(page);

  const href = await page.getByRole('link', { name: 'Export' }).getAttribute('href');
  expect(href).toContain('qualification_deliverers.csv');
  const csv = await page.request.get(new URL(href!, baseUrl()).toString());
  expect(csv.ok()).toBe(true);
  const text = await csv.text();
  expect(text).toContain('Summary');
  expect(text).toContain('may deliver 10 of 10 units');

  // Another pick searches at once and goes in the address; Back restores the first.
  await form.getByRole('combobox', { name: 'Qualification' }).click();
  await page.getByRole('option', { name: /^CHC33021 / }).click();
  await expect(page).toHaveURL(/q%5Bqualification_code_eq%5D=CHC33021/);
  await expect(page.getByText(/^CHC33021 Certificate III in Individual Support, as at/)).toBeVisible();
  await page.goBack();
  await expect(page.getByText(`${QUALIFICATION}, as at`)).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Qualification' })).toHaveText(QUALIFICATION);

  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await expect(table).toBeVisible();
    await expectNoHorizontalOverflow(page, `Who may deliver at ${size.width} px`);
    await attachScreenshot(page, testInfo, `qualification-deliverers-${size.width}`);
  }
});

test('a unit and a day from the address fill the form and run the search', async ({ page }) => {
  await page.goto('/reports/unit_deliverers?q[unit_code_eq]=BSBCMM511');
  const form = page.getByRole('search', { name: 'Who may deliver a unit' });
  await expect(form.getByRole('button', { name: 'A unit', pressed: true })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Unit code' })).toHaveValue('BSBCMM511');
  await expect(page.getByText('BSBCMM511 Communicate with influence, as at')).toBeVisible();
  await expect(page.getByRole('table', { name: 'May deliver' }).locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Does not qualify' })).toContainText('claim not approved');

  // Unknown codes and no search at all explain themselves.
  await page.goto('/reports/unit_deliverers?q[unit_code_eq]=NOSUCHUNIT');
  await expect(page.getByText('No unit NOSUCHUNIT in the VCM catalogues.')).toBeVisible();
  await page.goto('/reports/unit_deliverers?q[qualification_code_eq]=NOSUCH');
  await expect(page.getByText('No qualification NOSUCH in the VCM catalogues.')).toBeVisible();
  await page.goto('/reports/unit_deliverers');
  await expect(page.getByText(/Pick a unit, or a whole qualification, and a day/)).toBeVisible();
});
