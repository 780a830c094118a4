import type { Page } from '@playwright/test';
import {
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';

// The template's header row (packages/contract POINTS_IMPORT_COLUMNS), written out so a change shows here.
const HEADER = [
  'Employee Number',
  'Email',
  'Points Type',
  'Activity Name',
  'Activity Date',
  'Duration',
  'Interval',
  'Points',
  'Notes',
  'Inform Teaching Practice',
  'Related To Units',
  'Student Benefit',
  'Learning Journey Equivalent',
  'Unit Codes',
];
type Row = Partial<Record<(typeof HEADER)[number], string>>;

async function chooseCsv(page: Page, name: string, rows: Row[]) {
  const lines = [HEADER, ...rows.map((row) => HEADER.map((column) => row[column] ?? ''))];
  await page.getByLabel('CSV file').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.map((cells) => cells.join(',')).join('\n')),
  });
}

interface HistoryRow {
  type: string;
  points: number;
  activity_name: string;
  evidences: { metadata: { filename: string } }[];
}

const button = (page: Page, name: 'Preview' | 'Import') => page.getByRole('button', { name, exact: true });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Today as dd/mm/YYYY, one of the two date formats the import reads. */
function todayDmy() {
  const now = new Date();
  return (
    [now.getDate(), now.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') +
    `/${now.getFullYear()}`
  );
}

test.describe('as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('Import Activities - No Approval: a file with problems lists its issues; a good file lands in the history', async ({
    page,
    seed,
  }, testInfo) => {
    const ann = await seed.user({ roles: ['educator'], givenName: 'Ann' });

    await page.goto('/import_points_no_approval');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Import Activities - No Approval' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Users', exact: true })).toHaveAttribute(
      'href',
      '/users',
    );
    await expect(page.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/templates/points_no_approval.csv',
    );
    await expect(page.getByRole('list', { name: 'Columns' }).getByRole('listitem')).toHaveText(HEADER);

    // An unknown user, a missing name, a bad points type, date and interval: every issue with its row.
    await chooseCsv(page, 'bad.csv', [
      {
        'Employee Number': ann.employeeNumber,
        'Points Type': 'Vocational Currency',
        'Activity Name': 'Placement',
        'Activity Date': todayDmy(),
        Points: '1',
      },
      {
        'Employee Number': 'NOPE-404',
        'Points Type': 'Vocational Currency',
        'Activity Name': 'X',
        'Activity Date': '2026-01-01',
        Points: '1',
      },
      {
        Email: ann.email,
        'Points Type': 'Other',
        'Activity Name': '',
        'Activity Date': '31/02/2026',
        Points: '1',
        Interval: 'fortnights',
      },
    ]);
    await button(page, 'Preview').click();
    const failure = page.getByRole('alert').filter({ hasText: 'the file cannot be imported' });
    await expect(failure.getByRole('heading', { name: 'Issues:' })).toBeVisible();
    const issues = failure.getByRole('list', { name: 'Issues' }).getByRole('listitem');
    await expect(issues).toHaveText([
      'Row 3: Employee Number NOPE-404 is not a user of this institute',
      'Row 4: Points Type must be Vocational Currency or External Professional Currency',
      "Row 4: Activity Name can't be blank",
      'Row 4: Activity Date must be a date as YYYY-MM-DD or dd/mm/YYYY',
      'Row 4: Interval must be one of hours, days, weeks, months, years',
    ]);
    await expect(failure.getByText('Please resolve these issues and re-upload the file')).toBeVisible();
    await expect(button(page, 'Import')).toBeDisabled();
    await expectNoSeriousA11yViolations(page, { label: 'import activities no approval: issues' });
    await attachScreenshot(page, testInfo, 'points-import-issues');

    const history = async () => {
      const response = await page.request.get(`/api/v1/users/${ann.id}/points_histories`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: HistoryRow[] }).data;
    };
    expect(await history()).toEqual([]);

    await chooseCsv(page, 'good.csv', [
      {
        'Employee Number': ann.employeeNumber,
        'Points Type': 'Vocational Currency',
        'Activity Name': 'Placement',
        'Activity Date': todayDmy(),
        Duration: '2',
        Interval: 'days',
        Points: '0',
      },
      {
        Email: ann.email,
        'Points Type': 'External Professional Currency',
        'Activity Name': 'Conference',
        'Activity Date': todayDmy(),
        Points: '2.5',
        'Learning Journey Equivalent': 'Y',
      },
    ]);
    // An evidence file goes up first; it is attached to every imported activity.
    await page
      .getByLabel('Upload evidence files')
      .setInputFiles({ name: 'attendance.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText(/attendance\.pdf \(.*\) — uploaded/)).toBeVisible();
    await button(page, 'Preview').click();
    await expect(page.getByRole('heading', { level: 2, name: /^Preview/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Planned changes' }).getByRole('row')).toHaveCount(3);
    expect(await history()).toEqual([]);

    await button(page, 'Import').click();
    const result = page.getByRole('alert').filter({ hasText: 'Import Successful!' });
    await expect(result.getByRole('list', { name: 'Import counts' }).getByRole('listitem')).toHaveText([
      'Activities imported: 2',
      'Vocational Currency: 1',
      'External Professional Currency: 1',
      'Users: 1',
    ]);
    await expect(page.getByText('Import Failed')).toHaveCount(0);
    await attachScreenshot(page, testInfo, 'points-import-success');
    const rows = await history();
    expect(
      rows
        .map((r) => [r.type, r.points, r.activity_name, r.evidences.map((e) => e.metadata.filename)])
        .sort(),
    ).toEqual([
      ['PointsRea', 2.5, 'Conference', ['attendance.pdf']],
      ['PointsVocational', 0, 'Placement', ['attendance.pdf']],
    ]);
  });

  test('the speed dial offers both activity imports', async ({ page }) => {
    await page.goto('/users');
    await page.getByRole('button', { name: 'User actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Import Activities', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Import Activities (No Approval)', exact: true }).click();
    await expect(page).toHaveURL(/\/import_points_no_approval$/);

    await page.goto('/users');
    await page.getByRole('button', { name: 'User actions' }).click();
    await page.getByRole('menuitem', { name: 'Import Activities', exact: true }).click();
    await expect(page).toHaveURL(/\/import_points$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import Activities' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      '/templates/points.csv',
    );
  });
});

test.describe('as supervisor', () => {
  test.use({ storageState: storageStateFor('supervisor') });

  test('the activity imports are not offered', async ({ page }) => {
    await page.goto('/import_points_no_approval');
    await expect(page.getByText("You don't have access to import activities - no approval")).toBeVisible();
    await expect(page.getByLabel('CSV file')).toHaveCount(0);
  });
});
