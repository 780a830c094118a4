import { asOwnInstituteAdmin, expect, storageStateFor, test } from '../../support/fixtures';
import { tableInView } from '../../support/grid';

const ALL_TABS = [
  'Passports',
  'User Points',
  'Profiling',
  'Points History',
  'Point Request',
  'Program Registration',
  'Programs Monthly',
  'Programs (Employment)',
  'Department Engagement',
  'Notification',
  'Currency Forecast',
  'Who May Deliver',
  'Demand',
  'Rating Calibration',
];

test.describe('as an institute admin of their own institute', () => {
  test.use(asOwnInstituteAdmin);

  test('the passports report: tabs in order, a filter changes the rows, Clear resets them, Export gives the CSV', async ({
    page,
    seed,
    ownInstitute,
  }) => {
    const ann = await seed.user({ givenName: 'Annika', roles: ['educator'] }, ownInstitute.api);
    const bob = await seed.user({ givenName: 'Bartholomew', roles: ['educator'] }, ownInstitute.api);

    await page.goto('/reports');
    await expect(page).toHaveURL(/\/reports\/passports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Reports' }).getByRole('tab')).toHaveText(ALL_TABS);
    await expect(page.getByRole('tab', { name: 'Passports' })).toHaveAttribute('aria-selected', 'true');

    const table = await tableInView(page, 'Passports report');
    await expect(table.getByRole('row', { name: new RegExp(ann.fullName) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(bob.fullName) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(ann.fullName) })).toContainText('Incomplete');

    const filters = page.getByRole('search', { name: 'Filter the Passports report' });
    await filters.getByRole('textbox', { name: 'Name contains' }).fill('Annika');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/user_full_name_cont/);
    await expect(table.getByRole('row', { name: new RegExp(ann.fullName) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(bob.fullName) })).toBeHidden();

    const exportLink = page.getByRole('link', { name: 'Export' });
    await expect(exportLink).toHaveAttribute('target', '_blank');
    const href = await exportLink.getAttribute('href');
    expect(href).toMatch(/^\/api\/v1\/reports\/passport\.csv\?/);
    const csv = await page.request.get(href!, { headers: { 'x-client-app': 'webapp' } });
    expect(csv.headers()['content-type']).toContain('text/csv');
    const body = await csv.text();
    // A byte-order mark for Excel; the status in the table's words, its code beside it for machines.
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Passport Status,Passport Status Code,Name,/);
    expect(lines[1]).toMatch(/^Incomplete,INCOMPLETE,/);
    expect(lines[1]).toContain(ann.fullName);

    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(table.getByRole('row', { name: new RegExp(bob.fullName) })).toBeVisible();
    await expect(filters.getByRole('textbox', { name: 'Name contains' })).toHaveValue('');

    // Another tab is a navigation to /reports/{name}.
    await page.getByRole('tab', { name: 'User Points' }).click();
    await expect(page).toHaveURL(/\/reports\/user_points$/);
    const points = await tableInView(page, 'User Points report');
    await expect(points.getByRole('row', { name: new RegExp(bob.fullName) })).toBeVisible();
    await page.getByRole('tab', { name: 'Notification' }).click();
    await expect(page).toHaveURL(/\/reports\/notification$/);
  });

  test('an unknown report name warns and shows the first tab', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/reports/no_such_report');
    await expect(page.getByRole('tab', { name: 'Passports' })).toHaveAttribute('aria-selected', 'true');
    await expect(await tableInView(page, 'Passports report')).toBeVisible();
    expect(warnings.some((text) => text.includes('Unknown report "no_such_report"'))).toBe(true);
  });
});

test.describe('as a supervisor', () => {
  test.use({ storageState: storageStateFor('supervisor') });

  test('does not see the admin-only tabs, and an admin-only name falls back to the first tab', async ({
    page,
  }) => {
    await page.goto('/reports/programs_monthly');
    await expect(page.getByRole('tablist', { name: 'Reports' }).getByRole('tab')).toHaveText([
      'Passports',
      'User Points',
      'Points History',
      'Point Request',
      'Program Registration',
      'Currency Forecast',
      'Who May Deliver',
    ]);
    await expect(page.getByRole('tab', { name: 'Passports' })).toHaveAttribute('aria-selected', 'true');
    await expect(await tableInView(page, 'Passports report')).toBeVisible();
  });
});
