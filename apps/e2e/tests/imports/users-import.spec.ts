import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';

// The template's header row (packages/contract userImportColumns), written out so a change shows here.
// The demo institute names its custom fields Campus code and Cost centre; the generic "Custom 1" and
// "Custom 2" of older templates are read as well, and csvOf below writes those.
const GENERIC_HEADER = [
  'Employee Number',
  'Given Name',
  'Family Name',
  'Email',
  'Department Code',
  'Employment Type',
  'Supervisor Employee Number',
  'Is Educator',
  'Is Supervisor',
  'Is Facilitator',
  'Is Institute Admin',
  'Is Guest',
  'Custom 1',
  'Custom 2',
  'Deactivate',
];
const HEADER = GENERIC_HEADER.map((column) =>
  column === 'Custom 1' ? 'Campus code' : column === 'Custom 2' ? 'Cost centre' : column,
);

type Row = Partial<Record<(typeof GENERIC_HEADER)[number], string>>;

/** A CSV in the older template's layout; missing cells are blank. */
function csvOf(rows: Row[]): string {
  return [GENERIC_HEADER, ...rows.map((row) => GENERIC_HEADER.map((column) => row[column] ?? ''))]
    .map((cells) => cells.join(','))
    .join('\n');
}

/** A new educator of the demo institute, supervised by the demo supervisor (V0001). */
function newEducator(employeeNumber: string, givenName: string, familyName: string): Row {
  return {
    'Employee Number': employeeNumber,
    'Given Name': givenName,
    'Family Name': familyName,
    Email: `${employeeNumber.toLowerCase()}@import.test`,
    'Department Code': 'BUS',
    'Employment Type': 'Full-time Teacher',
    'Supervisor Employee Number': 'V0001',
    'Is Educator': 'Y',
    'Is Supervisor': 'N',
  };
}

async function chooseCsv(page: Page, name: string, rows: Row[]) {
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(csvOf(rows)),
  });
}

const button = (page: Page, name: 'Preview' | 'Import') => page.getByRole('button', { name, exact: true });

/** Previews the chosen file and waits for the plan (or its issues). */
async function preview(page: Page) {
  await button(page, 'Preview').click();
  await expect(page.getByRole('heading', { level: 2, name: /^Preview/ })).toBeVisible();
}

interface TaggedUser {
  id: number;
  unique_identifier: string;
  email: string;
}

/** Users of the demo institute whose employee number contains `tag`, through the API. */
async function usersTagged(page: Page, tag: string): Promise<TaggedUser[]> {
  const response = await page.request.get('/api/v1/users', {
    params: { 'q[unique_identifier_cont]': tag },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: TaggedUser[] }).data;
}

test.describe('as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('the page explains the file, enables Preview once a file is chosen and Import only after a preview', async ({
    page,
  }) => {
    await page.goto('/users_import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import Users' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Users', exact: true })).toHaveAttribute(
      'href',
      '/users',
    );
    await expect(page.getByText('At most 2,000 records per file.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveText(HEADER);
    const importButton = button(page, 'Import');
    await expect(importButton).toBeDisabled();
    await expect(button(page, 'Preview')).toBeDisabled();

    await chooseCsv(page, 'users.csv', [newEducator('X1', 'A', 'B')]);
    await expect(page.getByText('users.csv', { exact: true })).toBeVisible();
    await expect(button(page, 'Preview')).toBeEnabled();
    await expect(importButton).toBeDisabled();
    await expect(page.getByText('Nothing is imported until you select Import.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'import users' });

    await page.getByLabel('CSV file').setInputFiles({
      name: 'users.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('not a csv'),
    });
    await expect(page.getByText('Choose a .csv file')).toBeVisible();
    await expect(button(page, 'Preview')).toBeDisabled();
    await expect(importButton).toBeDisabled();
  });

  test('the template link downloads a CSV whose first line is the header row', async ({ page }) => {
    await page.goto('/users_import');
    const link = page.getByRole('link', { name: 'Download template' });
    await expect(link).toHaveAttribute('href', '/templates/users.csv');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(HEADER.join(','));
  });

  test('a valid file is previewed (nothing written), then imported: Import Successful! with the counts', async ({
    page,
  }, testInfo) => {
    const tag = `IMP${Date.now()}`;
    await page.goto('/users_import');
    await chooseCsv(page, 'new-staff.csv', [
      newEducator(`${tag}A`, 'Grace', 'Hopper'),
      newEducator(`${tag}B`, 'Alan', 'Turing'),
    ]);
    await preview(page);

    const planned = page.getByRole('alert').filter({ hasText: 'Nothing has been imported yet' });
    await expect(planned.getByRole('list', { name: 'Preview counts' }).getByRole('listitem')).toHaveText([
      'Created: 2',
      'Updated: 0',
      'Existing (unchanged): 0',
      'Deactivated: 0',
    ]);
    const plan = planned.getByRole('table', { name: 'Planned changes' });
    await expect(plan.getByRole('row')).toHaveCount(3);
    const grace = plan.getByRole('row').nth(1);
    await expect(grace.getByRole('cell').nth(0)).toHaveText('2');
    await expect(grace.getByRole('cell').nth(1).getByText('Create', { exact: true })).toBeVisible();
    await expect(grace.getByRole('cell').nth(2)).toContainText(`${tag}A · Grace Hopper`);
    await expect(grace.getByRole('cell').nth(3)).toContainText('Department Code: BUS');
    await expect(grace.getByRole('cell').nth(3)).toContainText('Roles: Educator');
    await expectNoSeriousA11yViolations(page, { label: 'import users: preview' });
    await attachScreenshot(page, testInfo, 'users-import-preview');
    // A preview writes nothing.
    expect(await usersTagged(page, tag)).toEqual([]);

    await button(page, 'Import').click();
    const result = page.getByRole('alert').filter({ hasText: 'Import Successful!' });
    await expect(result).toBeVisible();
    const counts = result.getByRole('list', { name: 'Import counts' }).getByRole('listitem');
    await expect(counts).toHaveText([
      'Created: 2',
      'Updated: 0',
      'Existing (unchanged): 0',
      'Deactivated: 0',
    ]);
    await expect(result.getByRole('table', { name: 'Imported changes' }).getByRole('row')).toHaveCount(3);
    await expect(result.getByText('differently from the preview')).toHaveCount(0);
    await expect(page.getByText('Import Failed')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { label: 'import users: success' });
    await attachScreenshot(page, testInfo, 'users-import-success');

    const created = await usersTagged(page, tag);
    expect(created.map((u) => u.unique_identifier).sort()).toEqual([`${tag}A`, `${tag}B`]);
    expect(created.map((u) => u.email).sort()).toEqual([
      `${tag.toLowerCase()}a@import.test`,
      `${tag.toLowerCase()}b@import.test`,
    ]);
    // The same file cannot be imported twice by accident.
    await expect(button(page, 'Import')).toBeDisabled();
    await expect(button(page, 'Preview')).toBeDisabled();

    // Choosing another file clears the verdict.
    await chooseCsv(page, 'next.csv', [newEducator(`${tag}C`, 'Ada', 'Lovelace')]);
    await expect(page.getByText('Import Successful!')).toHaveCount(0);
  });

  test('when the data changes between the preview and the import, the import says which rows came out differently', async ({
    page,
  }) => {
    const tag = `IMD${Date.now()}`;
    await page.goto('/users_import');
    await chooseCsv(page, 'first.csv', [newEducator(`${tag}A`, 'Mary', 'Shelley')]);
    await preview(page);
    await button(page, 'Import').click();
    await expect(page.getByText('Import Successful!')).toBeVisible();
    const [mary] = await usersTagged(page, tag);

    await chooseCsv(page, 'rename.csv', [{ ...newEducator(`${tag}A`, 'Marie', 'Shelley') }]);
    await preview(page);
    const plan = page.getByRole('table', { name: 'Planned changes' });
    await expect(plan.getByRole('row').nth(1)).toContainText('Update');
    await expect(plan.getByRole('row').nth(1)).toContainText('Given Name: Mary → Marie');

    // Someone else renames her meanwhile, so the import has nothing left to change.
    const renamed = await page.request.put(`/api/v1/users/${mary!.id}`, {
      headers: { 'X-Client-App': 'webapp' },
      data: { user: { given_name: 'Marie' } },
    });
    expect(renamed.status()).toBe(200);

    await button(page, 'Import').click();
    const result = page.getByRole('alert').filter({ hasText: 'Import Successful!' });
    await expect(result.getByRole('list', { name: 'Import counts' })).toContainText(
      'Existing (unchanged): 1',
    );
    await expect(result.getByText('The data changed since the preview')).toBeVisible();
    await expect(result.getByRole('list', { name: 'Differences' }).getByRole('listitem')).toHaveText([
      `Row 2 (${tag}A · Marie Shelley): previewed as Update, imported as Unchanged`,
    ]);
  });

  test('a file with problems previews its row-numbered issues, cannot be imported and changes nothing', async ({
    page,
  }, testInfo) => {
    const tag = `IMF${Date.now()}`;
    await page.goto('/users_import');
    await chooseCsv(page, 'broken.csv', [
      newEducator(`${tag}A`, 'Valid', 'Row'),
      { ...newEducator(`${tag}B`, 'No', 'Email'), Email: '' },
      { ...newEducator(`${tag}C`, 'Bad', 'Department'), 'Department Code': 'NOPE' },
    ]);
    await preview(page);

    const result = page.getByRole('alert').filter({ hasText: 'the file cannot be imported' });
    await expect(result).toBeVisible();
    await expect(result.getByRole('heading', { name: 'Issues:' })).toBeVisible();
    const issues = result.getByRole('list', { name: 'Issues' }).getByRole('listitem');
    await expect(issues).toHaveCount(2);
    await expect(issues.nth(0)).toContainText('Row 3:');
    await expect(issues.nth(0)).toContainText('Email');
    await expect(issues.nth(1)).toContainText('Row 4:');
    await expect(issues.nth(1)).toContainText('Department Code NOPE');
    // The issue names the valid codes, so the admin need not look them up.
    await expect(issues.nth(1)).toContainText(/Department codes: .*\bBUS\b/);
    await expect(result.getByText('Please resolve these issues and re-upload the file')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Planned changes' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { label: 'import users: failure' });
    await attachScreenshot(page, testInfo, 'users-import-failure');

    // All or nothing: not even the valid first row was imported, and Import waits for a fixed file.
    expect(await usersTagged(page, tag)).toEqual([]);
    await expect(button(page, 'Import')).toBeDisabled();
  });

  test('the instructions link to the valid codes, and a supervisor may be named by email', async ({
    page,
  }, testInfo) => {
    const tag = `IME${Date.now()}`;
    await page.goto('/users_import');
    const divisions = page.getByRole('link', { name: 'Divisions' });
    await expect(divisions).toHaveAttribute('href', /^\/institutes\/\d+\/divisions$/);
    await expect(page.getByRole('link', { name: 'Employment Types' })).toHaveAttribute(
      'href',
      /^\/institutes\/\d+\/employment_types$/,
    );
    await expect(page.getByText(/the supervisor.s employee number or email/)).toBeVisible();

    await chooseCsv(page, 'by-email.csv', [
      { ...newEducator(`${tag}A`, 'Sue', 'Byemail'), 'Supervisor Employee Number': 'Supervisor@demo.test' },
    ]);
    await preview(page);
    const planned = page.getByRole('alert').filter({ hasText: 'Nothing has been imported yet' });
    await expect(
      planned.getByRole('list', { name: 'Preview counts' }).getByRole('listitem').first(),
    ).toHaveText('Created: 1');
    const row = planned.getByRole('table', { name: 'Planned changes' }).getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(2)).toContainText(`${tag}A · Sue Byemail`);
    await attachScreenshot(page, testInfo, 'users-import-supervisor-email');

    await divisions.click();
    await expect(page).toHaveURL(/\/divisions$/);
    await expect(page.getByRole('heading', { name: 'Divisions' }).first()).toBeVisible();
  });

  test('while the server works, a spinner says Processing… and the form is locked', async ({
    page,
  }, testInfo) => {
    const tag = `IMP${Date.now()}`;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Holds the upload back until the screen has been checked: a real import of 2000 rows takes a while.
    await page.route('**/api/v1/users/import', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/users_import');
    await chooseCsv(page, 'slow.csv', [newEducator(`${tag}A`, 'Slow', 'Import')]);
    await preview(page); // the route holds back only the real import (no ?dry_run=1)
    await button(page, 'Import').click();

    await expect(page.getByRole('status').filter({ hasText: 'Processing…' })).toBeVisible();
    await expect(button(page, 'Import')).toBeDisabled();
    await expect(button(page, 'Preview')).toBeDisabled();
    await expect(page.getByLabel('CSV file')).toBeDisabled();
    await attachScreenshot(page, testInfo, 'users-import-processing');

    release();
    await expect(page.getByText('Import Successful!')).toBeVisible();
    await expect(page.getByText('Processing…')).toHaveCount(0);
  });

  test('a server failure goes to the Error! modal and the file can be sent again', async ({ page }) => {
    await page.route('**/api/v1/users/import', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ title: '500 Internal Server Error' }),
      }),
    );
    await page.goto('/users_import');
    await chooseCsv(page, 'users.csv', [newEducator('IMPX', 'Server', 'Error')]);
    await preview(page);
    await button(page, 'Import').click();

    const modal = page.getByRole('dialog', { name: 'Error!' });
    await expect(modal).toContainText('500 Internal Server Error');
    await modal.getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByText('Import Failed')).toHaveCount(0);
    await expect(page.getByText('Import Successful!')).toHaveCount(0);
    await expect(button(page, 'Import')).toBeEnabled();
  });
});

test.describe('as supervisor', () => {
  test.use({ storageState: storageStateFor('supervisor') });

  test('a supervisor sees a notice instead of the form', async ({ page }) => {
    await page.goto('/users_import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import Users' })).toBeVisible();
    await expect(page.getByText("You don't have access to import users")).toBeVisible();
    await expect(button(page, 'Import')).toHaveCount(0);
    await expect(button(page, 'Preview')).toHaveCount(0);
    await expect(page.getByLabel('CSV file')).toHaveCount(0);
  });
});
