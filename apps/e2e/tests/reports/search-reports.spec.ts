import type { Page } from '@playwright/test';
import {
  asOwnInstituteAdmin,
  expect,
  expectNoSeriousA11yViolations,
  test,
  uniqueSuffix,
  type OwnInstitute,
} from '../../support/fixtures';

/**
 * The search reports' tabs (issue 17): Programs Monthly, Programs (Employment), Department
 * Engagement and Profiling, each in an institute of the test's own with a program two days ahead
 * (the current passport year) that two educators registered for.
 */

/** "2026-11-28T09:00": a local time `days` from now. */
function localTime(days: number, hour: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
}

async function seedProgramWithRegistrants(
  seed: { user: (spec: object, api: OwnInstitute['api']) => Promise<{ id: number; fullName: string }> },
  institute: OwnInstitute,
) {
  const { api } = institute;
  const teacher = await seed.user({ givenName: 'Tamsin', roles: ['educator'], department: 'BUS' }, api);
  const nurse = await seed.user({ givenName: 'Nell', roles: ['educator'], department: 'HLT' }, api);
  const domains = await api.get<{ data: { id: number }[] }>('/api/v1/domains/options');
  const name = `Monthly ${uniqueSuffix()}`;
  const created = await api.post<{ data: { id: number } }>('/api/v1/programs', {
    program: {
      name,
      code: 'RC-01',
      program_type: 'elective',
      domain_id: domains.data[0]?.id,
      registrations_open: true,
      published: true,
      workshops: [{ name: 'Session', start_time: localTime(2, 9), end_time: localTime(2, 12), points: 2 }],
    },
  });
  for (const user of [teacher, nurse]) {
    await api.post(`/api/v1/programs/${created.data.id}/registrations`, {
      registration: { user_id: user.id, status: 'approved' },
    });
  }
  return { name, teacher, nurse };
}

const rowsOfType = (page: Page, table: string, type: string) =>
  page.getByRole('table', { name: table }).locator(`tbody tr[data-row-type="${type}"]`);

test.describe('as an institute admin of their own institute', () => {
  test.use(asOwnInstituteAdmin);

  test('Programs Monthly: rows per program, a filter and Clear, the months chart, Export equal to the table', async ({
    page,
    seed,
    ownInstitute,
  }) => {
    const { name } = await seedProgramWithRegistrants(seed, ownInstitute);
    await page.goto('/reports/programs_monthly');
    await expect(page.getByRole('tab', { name: 'Programs Monthly' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = page.getByRole('table', { name: 'Programs Monthly report' });
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible({ timeout: 30_000 });
    await expect(rowsOfType(page, 'Programs Monthly report', 'TOTAL')).toHaveCount(1);
    await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Total Registrations' })).toBeVisible();

    const chart = page.getByRole('figure', { name: 'Programs by month' });
    await expect(chart.locator('svg').first()).toBeVisible();
    // Its text alternative: the mode is the series, a row per month.
    await expect(chart.getByRole('columnheader', { name: 'Registrations', exact: true })).toBeAttached();
    await expectNoSeriousA11yViolations(page, { label: 'programs monthly report' });

    const filters = page.getByRole('search', { name: 'Filter the Programs Monthly report' });
    await expect(filters.getByRole('combobox', { name: 'Group calculation' })).toHaveText('Registrations');
    await expect(filters).toContainText('The number of registrations made');
    await filters.getByRole('combobox', { name: 'Group by' }).click();
    await page.getByRole('option', { name: 'Reporting Code' }).click();
    // Nothing changes until Filter.
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/view_by%5D=code|view_by\]=code/);
    await expect(table.getByRole('rowheader', { name: 'RC-01' })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeHidden();
    await expect(table.getByRole('columnheader', { name: 'Reporting Code' })).toBeVisible();

    const exportLink = page.getByRole('link', { name: 'Export' });
    await expect(exportLink).toHaveAttribute('target', '_blank');
    const href = await exportLink.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/reports\/program_monthly\.csv\?.*view_by=code/);
    const csv = await page.request.get(href!, { headers: { 'x-client-app': 'webapp' } });
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^Row type,Row type code,Reporting Code,/);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'Detail,SECTION,RC-01',
      'Total,TOTAL,Total',
    ]);

    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toBeVisible();
    await expect(filters.getByRole('combobox', { name: 'Group by' })).toHaveText('Name');
  });

  test('Programs (Employment), Department Engagement and Profiling load, with their rows and charts', async ({
    page,
    seed,
    ownInstitute,
  }) => {
    const { name } = await seedProgramWithRegistrants(seed, ownInstitute);

    await page.goto('/reports/programs_employment');
    const employment = page.getByRole('table', { name: 'Programs (Employment) report' });
    // The first answer of a tab can be slow on a busy machine.
    const firstLoad = { timeout: 30_000 };
    await expect(employment.getByRole('columnheader', { name: 'Full-time Teacher' })).toBeVisible(firstLoad);
    await expect(employment.getByRole('row', { name: new RegExp(name) })).toContainText('2');

    await page.getByRole('tab', { name: 'Department Engagement' }).click();
    await expect(page).toHaveURL(/\/reports\/department_engagement$/);
    const engagement = page.getByRole('table', { name: 'Department Engagement report' });
    await expect(engagement.getByRole('rowheader', { name: 'Business & Trades' })).toBeVisible(firstLoad);
    await expect(rowsOfType(page, 'Department Engagement report', 'HEADER').first()).toBeVisible();
    await expect(engagement.getByRole('row', { name: /^Business 1 1/ })).toBeVisible();
    const bars = page.getByRole('figure', { name: 'Engagement by department' });
    await expect(bars.locator('svg').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'department engagement report' });

    // A filter narrows to one division; Clear brings every division back.
    const filters = page.getByRole('search', { name: 'Filter the Department Engagement report' });
    await filters.getByRole('combobox', { name: 'Division' }).click();
    await page.getByRole('option', { name: 'Health & Community' }).click();
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(engagement.getByRole('rowheader', { name: 'Business & Trades' })).toBeHidden();
    await expect(engagement.getByRole('row', { name: /^Health 1 1/ })).toBeVisible();
    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(engagement.getByRole('rowheader', { name: 'Business & Trades' })).toBeVisible();

    await page.getByRole('tab', { name: 'Profiling' }).click();
    const profiling = page.getByRole('table', { name: 'Profiling report' });
    await expect(profiling.getByRole('columnheader', { name: 'Business Ideal', exact: true })).toBeVisible(
      firstLoad,
    );
    await expect(rowsOfType(page, 'Profiling report', 'HEADER').first()).toBeVisible();
    await expect(rowsOfType(page, 'Profiling report', 'TOTAL')).toHaveCount(1);
    await expect(
      page.getByRole('figure', { name: /Supervisor rating against the business ideal/ }),
    ).toContainText('No ratings in this year.');
  });
});
