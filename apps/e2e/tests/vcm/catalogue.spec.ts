import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  asOwnInstituteAdmin,
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';

// The course/unit catalogue screen (part 2 §2 "Course/unit and qualification imports", issue 18), in
// an institute of the test's own (VCM turned on by its super admin), so nothing else sees its catalogue.

const HEADER = ['Course Code', 'Course Title', 'Unit Code', 'Unit Title'];
const csvOf = (rows: string[][]) => [HEADER, ...rows].map((cells) => cells.join(',')).join('\n');

async function chooseCsv(page: Page, name: string, rows: string[][]) {
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csvOf(rows)) });
}

test.describe('Manage Course/Units', () => {
  test.use(asOwnInstituteAdmin);

  test('reached from the VCM settings; an import fails with row-numbered errors, then succeeds and exports', async ({
    page,
    seed,
    ownInstitute,
  }, testInfo) => {
    const superApi = await seed.api(ownInstitute.superAdminState);
    await superApi.put(`/api/v1/institutes/${ownInstitute.id}`, { institute: { vcm_enabled: true } });
    const thisYear = new Date().getFullYear();

    await page.goto(`/institutes/${ownInstitute.id}/vcm`);
    await page.getByRole('link', { name: 'Manage Course/Units' }).click();
    await expect(page).toHaveURL(new RegExp(`/institutes/${ownInstitute.id}/manage_vcm_course_unit$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Course/Units' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Instructions' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'VCM settings', exact: true })).toHaveAttribute(
      'href',
      `/institutes/${ownInstitute.id}/vcm`,
    );
    await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveText(HEADER);
    const importButton = page.getByRole('button', { name: 'Import', exact: true });
    await expect(importButton).toBeDisabled();

    // The effective year: this year by default, or next year.
    const year = page.getByRole('combobox', { name: /Effective year/ });
    await expect(year).toHaveText(String(thisYear));
    await year.click();
    await expect(page.getByRole('option')).toHaveText([String(thisYear), String(thisYear + 1)]);
    await page.getByRole('option', { name: String(thisYear + 1) }).click();
    await expect(year).toHaveText(String(thisYear + 1));

    // A file with problems: nothing is imported, each problem listed with its row.
    await chooseCsv(page, 'bad.csv', [
      ['BSB1', 'Leadership', 'U1', 'Communicate'],
      ['BSB1', 'Management', 'U2', 'Plan'],
      ['BSB2', 'Carpentry', '', 'Frames'],
    ]);
    await expect(importButton).toBeEnabled();
    await importButton.click();
    const summary = page.getByRole('alert').filter({ hasText: 'Import Summary' });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('list', { name: 'Import messages' })).toContainText(
      'Error: Row 3: Course Code BSB1 has the title "Management" here but "Leadership" in row 2',
    );
    await expect(summary).toContainText("Error: Row 4: Unit Code can't be blank");
    await expectNoSeriousA11yViolations(page, { label: 'catalogue: import summary' });
    await attachScreenshot(page, testInfo, 'vcm-catalogue-summary');

    // The server refusing the upload itself: its message in red above the form, and a retry.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await page.route('**/api/v1/course_units/import', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ title: 'No file', code: 2, messages: { file: ['is too large'] }, base: [] }),
      }),
    );
    await chooseCsv(page, 'good.csv', [
      ['BSB1', 'Leadership', 'U1', 'Communicate'],
      ['BSB1', 'Leadership', 'U2', 'Plan'],
      ['BSB2', 'Carpentry', 'U1', 'Communicate'],
    ]);
    await importButton.click();
    await expect(page.getByRole('alert').filter({ hasText: 'File is too large' })).toBeVisible();
    await page.unroute('**/api/v1/course_units/import');

    // The same file again, for real: Import Successful! with the counts.
    await importButton.click();
    const success = page.getByRole('alert').filter({ hasText: 'Import Successful!' });
    await expect(success).toBeVisible();
    await expect(
      success.getByRole('list', { name: 'Import counts' }).getByRole('listitem').first(),
    ).toHaveText('Courses created: 2');
    await expect(success).toContainText('Units created: 2');
    await expect(success).toContainText('Units added to courses: 3');
    await expectNoSeriousA11yViolations(page, { label: 'catalogue: import successful' });

    // Export of next year's catalogue: the imported rows, in the import's columns.
    await page.getByRole('button', { name: 'Import another file' }).click();
    await year.click();
    await page.getByRole('option', { name: String(thisYear + 1) }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines).toEqual([
      HEADER.join(','),
      'BSB1,Leadership,U1,Communicate',
      'BSB1,Leadership,U2,Plan',
      'BSB2,Carpentry,U1,Communicate',
    ]);
  });
});
