import { asOwnInstituteAdmin, expect, test } from '../../support/fixtures';

// The catalogue import's progress (part 2 §2 "Course/unit and qualification imports", issue 18
// audit): while the upload runs, a spinner with "Processing large imports could take several
// minutes" shows and Import is disabled; once the answer arrives both go. In an institute of the
// test's own (VCM turned on by its super admin), so nothing else sees its catalogue.

const PROGRESS = 'Processing large imports could take several minutes';

test.use(asOwnInstituteAdmin);

test('while an import uploads, the spinner and its text show and Import waits; then the summary replaces them', async ({
  page,
  seed,
  ownInstitute,
}) => {
  const superApi = await seed.api(ownInstitute.superAdminState);
  await superApi.put(`/api/v1/institutes/${ownInstitute.id}`, { institute: { vcm_enabled: true } });
  await page.goto(`/institutes/${ownInstitute.id}/manage_vcm_course_unit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Course/Units' })).toBeVisible();
  await expect(page.getByText(PROGRESS)).toHaveCount(0);

  // The upload is held until the test has seen the progress, then goes to the server.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/course_units/import', async (route) => {
    await held;
    await route.continue();
  });
  const csv = ['Course Code,Course Title,Unit Code,Unit Title', 'PRG1,Progress,PU1,Wait'].join('\n');
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'progress.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await importButton.click();

  const status = page.getByRole('status').filter({ hasText: PROGRESS });
  await expect(status).toBeVisible();
  // The spinner is decoration (aria-hidden): the status's text is what is announced.
  await expect(status.locator('.MuiCircularProgress-root')).toBeVisible();
  await expect(importButton).toBeDisabled();

  release();
  await expect(page.getByRole('alert').filter({ hasText: 'Import Successful!' })).toBeVisible();
  await expect(page.getByText(PROGRESS)).toHaveCount(0);
});
