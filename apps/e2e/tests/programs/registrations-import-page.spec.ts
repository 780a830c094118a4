import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';
import { seedProgram } from './attendance-helpers';

const HEADER = ['Employee Number', 'Workshop 1', 'Workshop 2', 'Hurdle', 'Learning Journey', 'Completed'];

async function chooseCsv(page: Page, name: string, rows: string[][], header = HEADER.join(',')) {
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows.map((cells) => cells.join(','))].join('\n')),
  });
}

const button = (page: Page, name: 'Preview' | 'Import') => page.getByRole('button', { name, exact: true });

test.describe('as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('a file with problems lists the issues; a good file imports, then View Program shows the registrations', async ({
    page,
    seed,
    adminApi,
  }, testInfo) => {
    const program = await seedProgram(adminApi, { limit: 5 });
    const ann = await seed.user({ roles: ['educator'], givenName: 'Ann' });
    const ben = await seed.user({ roles: ['guest'], givenName: 'Ben' });
    const supervisor = await seed.user({ roles: ['supervisor'], givenName: 'Sue' });

    await page.goto(`/import_registrations/${program.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Import Registrations: ${program.name}` }),
    ).toBeVisible();
    // The way back names the program, as its page's title does.
    await expect(page.getByRole('link', { name: program.name, exact: true })).toHaveAttribute(
      'href',
      `/programs/${program.id}`,
    );
    // The program's own template: its two workshops in start order, each headed by name and date.
    const templateLink = page.getByRole('link', { name: 'Download template' });
    const [download] = await Promise.all([page.waitForEvent('download'), templateLink.click()]);
    expect(download.suggestedFilename()).toBe(`registrations-${program.id}-template.csv`);
    const template = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const templateHeader = template.split(/\r?\n/)[0]!;
    const dated = (n: number, name: string) => `Workshop ${n} – ${name} \\(\\d{1,2} [A-Z][a-z]{2} \\d{4}\\)`;
    expect(templateHeader).toMatch(
      new RegExp(
        `^Employee Number,${dated(1, program.workshops[0].name)},${dated(2, program.workshops[1].name)},Hurdle,Learning Journey,Completed$`,
      ),
    );
    await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveText(HEADER);
    await expect(page.getByText('Registrations cannot go over the attendee limit of 5')).toBeVisible();

    // Not a registrant, an unknown number and a bad flag: every issue, with its row, and nothing changes.
    await chooseCsv(page, 'bad.csv', [
      [ann.employeeNumber, 'Y', 'N', 'N', 'N', 'N'],
      [supervisor.employeeNumber, 'Y', 'N', 'N', 'N', 'N'],
      ['NOPE-404', 'N', 'N', 'N', 'N', 'N'],
      [ben.employeeNumber, 'maybe', 'N', 'N', 'N', 'N'],
    ]);
    await button(page, 'Preview').click();
    const failure = page.getByRole('alert').filter({ hasText: 'the file cannot be imported' });
    await expect(failure.getByRole('heading', { name: 'Issues:' })).toBeVisible();
    const issues = failure.getByRole('list', { name: 'Issues' }).getByRole('listitem');
    await expect(issues.filter({ hasText: 'Row 3:' })).toHaveCount(1);
    await expect(issues.filter({ hasText: 'Row 4:' })).toHaveCount(1);
    await expect(issues.filter({ hasText: 'Row 5:' })).toHaveCount(1);
    await expect(issues.filter({ hasText: 'Row 2:' })).toHaveCount(0);
    await expect(failure.getByText('Please resolve these issues and re-upload the file')).toBeVisible();
    await expect(button(page, 'Import')).toBeDisabled();
    await attachScreenshot(page, testInfo, 'registrations-import-issues');
    await expectNoSeriousA11yViolations(page, { label: 'import registrations: issues' });
    // Nothing was registered.
    const none = await adminApi.get<{ data: unknown[] }>(`/api/v1/programs/${program.id}/registrations`);
    expect(none.data).toEqual([]);

    // The downloaded template, filled in.
    await chooseCsv(
      page,
      'good.csv',
      [
        [ann.employeeNumber, 'Y', 'Y', 'Y', 'N', 'N'],
        [ben.employeeNumber, 'Y', 'N', 'N', 'N', 'N'],
      ],
      templateHeader,
    );
    await button(page, 'Preview').click();
    await expect(page.getByRole('heading', { level: 2, name: /^Preview/ })).toBeVisible();
    await button(page, 'Import').click();
    const result = page.getByRole('alert').filter({ hasText: 'Import Successful!' });
    await expect(result.getByRole('list', { name: 'Import counts' }).getByRole('listitem')).toHaveText([
      'Created: 2',
      'Updated: 0',
      'Existing (unchanged): 0',
      'Completed: 0',
    ]);
    await attachScreenshot(page, testInfo, 'registrations-import-success');
    await page.setViewportSize({ width: 390, height: 844 });
    await attachScreenshot(page, testInfo, 'registrations-import-success-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('link', { name: 'View Program' }).click();
    // View Program opens the program at its Attendance tab, with the imported registrations.
    await expect(page).toHaveURL(new RegExp(`/programs/${program.id}\\?tab=attendance$`));
    const [kickOff] = program.workshops;
    await expect(
      page.getByRole('checkbox', { name: `Present at ${kickOff.name} — ${ann.fullName}` }),
    ).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Hurdle — ${ann.fullName}` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `Hurdle — ${ben.fullName}` })).not.toBeChecked();
  });
});
