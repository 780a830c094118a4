import { readFile } from 'node:fs/promises';
import {
  ROLE_ACCOUNTS,
  expect,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';
import { gridHas } from '../../support/grid';
import { chooseOption } from './users-helpers';

const OLIVIA = ROLE_ACCOUNTS.educator.fullName;
const ADA = ROLE_ACCOUNTS.institute_admin.fullName;

test.describe('as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('filters by name, then opens a user from the table', async ({ page }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    // The first page of the whole list: Ada Admin sorts first, whatever users other tests add.
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link', { name: ADA })).toBeVisible();

    const filters = page.getByRole('search', { name: 'Filter users' });
    await filters.getByRole('textbox', { name: 'Name contains' }).fill('olivia ngu');
    // Nothing is applied until Filter is pressed.
    await expect(table.getByRole('link', { name: ADA })).toBeVisible();
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/q%5Bfull_name_cont%5D=olivia|q\[full_name_cont\]=olivia/);
    await expect(table.getByRole('link', { name: ADA })).toHaveCount(0);
    await expect(
      table.getByRole('row', { name: /Olivia Nguyen.*E0001.*educator1@demo\.test/ }),
    ).toBeVisible();

    await table.getByRole('link', { name: OLIVIA }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: OLIVIA })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Information' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Employee number' })).toHaveValue('E0001');
  });

  test('filters by role and status; Clear goes back to active users', async ({ page }) => {
    await page.goto('/users');
    const filters = page.getByRole('search', { name: 'Filter users' });
    const table = page.getByRole('grid', { name: 'Users' });
    await chooseOption(page, 'Role', 'Supervisor');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/is_supervisor_true/);
    // Other tests add supervisors, so the table may be longer than its view: look through all of it.
    await expect.poll(() => gridHas(table, table.getByRole('link', { name: 'Sue Visor' }))).toBe(true);
    expect(await gridHas(table, table.getByRole('link', { name: OLIVIA }))).toBe(false);
    expect(await gridHas(table, table.getByRole('link', { name: 'Fran Facilitator' }))).toBe(false);

    await chooseOption(page, 'Status', 'Inactive');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(table.getByRole('link', { name: 'Sue Visor' })).toHaveCount(0);

    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(filters.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
    await expect(filters.getByRole('combobox', { name: 'Role' })).toHaveText('All');
    await expect(table.getByRole('link', { name: ADA })).toBeVisible();
  });

  test('a field changed right after pressing Filter keeps its value when the filter applies', async ({
    page,
  }) => {
    await page.goto('/users');
    const filters = page.getByRole('search', { name: 'Filter users' });
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link', { name: ADA })).toBeVisible();
    await filters.getByRole('textbox', { name: 'Name contains' }).fill('visor');
    await filters.getByRole('button', { name: 'Filter' }).click();
    // No wait: the URL (and the table) may catch up while the role is being chosen.
    await chooseOption(page, 'Role', 'Supervisor');
    await expect(table.getByRole('link', { name: ADA })).toHaveCount(0);
    await expect(filters.getByRole('combobox', { name: 'Role' })).toHaveText('Supervisor');
    await expect(filters.getByRole('textbox', { name: 'Name contains' })).toHaveValue('visor');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/is_supervisor_true%5D=1|is_supervisor_true\]=1/);
    await expect(table.getByRole('link', { name: 'Sue Visor' })).toBeVisible();
  });

  test('a new division puts the department back to All', async ({ page }) => {
    await page.goto('/users');
    const filters = page.getByRole('search', { name: 'Filter users' });
    await chooseOption(page, 'Department', 'Health');
    await expect(filters.getByRole('combobox', { name: 'Department' })).toHaveText('Health');
    await chooseOption(page, 'Division', 'Business & Trades');
    await expect(filters.getByRole('combobox', { name: 'Department' })).toHaveText('All');
    // Only the division's departments are offered now.
    await filters.getByRole('combobox', { name: 'Department' }).click();
    await expect(page.getByRole('option', { name: 'Business', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Health', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await filters.getByRole('button', { name: 'Filter' }).click();
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(page).toHaveURL(/division_id/);
    await expect.poll(() => gridHas(table, table.getByRole('link', { name: OLIVIA }))).toBe(true); // Business
    expect(await gridHas(table, table.getByRole('link', { name: 'Amelia Patel' }))).toBe(false); // Health
  });

  test('Export downloads the filtered users as CSV', async ({ page }) => {
    await page.goto('/users');
    const filters = page.getByRole('search', { name: 'Filter users' });
    await filters.getByRole('textbox', { name: 'Employee number' }).fill('E0001');
    await filters.getByRole('button', { name: 'Filter' }).click();
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link', { name: OLIVIA })).toBeVisible();
    // Olivia is on the first page anyway: wait until the filter has really applied.
    await expect(table.getByRole('link', { name: 'Ada Admin' })).toHaveCount(0);
    await expect(page).toHaveURL(/unique_identifier_cont/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('Employee Number');
    expect(csv).toContain('educator1@demo.test');
    expect(csv).not.toContain('supervisor@demo.test');
  });

  test('the speed dial offers Import users and Add single user', async ({ page }) => {
    await page.goto('/users');
    const dial = page.getByRole('button', { name: 'User actions' });
    await dial.click();
    await expect(page.getByRole('menuitem', { name: 'Import users' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Add single user' }).click();
    await expect(page).toHaveURL(/\/users\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();

    await page.goto('/users');
    await page.getByRole('button', { name: 'User actions' }).click();
    await page.getByRole('menuitem', { name: 'Import users' }).click();
    await expect(page).toHaveURL(/\/users_import$/);
  });

  test('the list has no serious accessibility problems', async ({ page }) => {
    // A page of 25 rows keeps the scan quick; the rows all look alike.
    await page.goto('/users?per_page=25');
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link').nth(5)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'manage users' });

    // And while the next page loads: the grid draws a progress bar over its rows (once a scan met
    // it and failed: a nameless progressbar inside a grid). The next page's answer is held back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/v1\/users\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Go to next page' }).click();
    const busyFrame = page.locator('[aria-busy="true"]').filter({ has: table });
    await expect(busyFrame).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'manage users, next page loading' });
    release();
    await expect(busyFrame).toHaveCount(0);
    await expect(table.getByRole('link').nth(5)).toBeVisible();
  });
});

test.describe('as supervisor', () => {
  test.use({ storageState: storageStateFor('supervisor') });

  test('sees their educators without the speed dial', async ({ page }) => {
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link', { name: OLIVIA })).toBeVisible();
    // Not theirs: the admin and the facilitator have no supervisor.
    await expect(table.getByRole('link', { name: 'Ada Admin' })).toHaveCount(0);
    await expect(table.getByRole('link', { name: 'Fran Facilitator' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User actions' })).toHaveCount(0);
  });
});
