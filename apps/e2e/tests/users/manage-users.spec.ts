import { readFile } from 'node:fs/promises';
import { asNewUser, expect, expectNoSeriousA11yViolations, test, uniqueSuffix } from '../../support/fixtures';
import type { Seed } from '../../support/seed';
import { chooseOption } from './users-helpers';

// Each test seeds the users it looks for, their family names sharing one new word (`Tag…`), and
// filters by it: other tests add users to Demo Institute meanwhile, so only such a list is the test's.

/** A new supervisor and their new educator, whose family names carry `tag`. */
async function supervisorWithEducator(seed: Seed, tag: string) {
  const supervisor = await seed.user({ givenName: 'Sid', familyName: `Visor${tag}`, roles: ['supervisor'] });
  const educator = await seed.user({
    givenName: 'Eda',
    familyName: `Learner${tag}`,
    roles: ['educator'],
    supervisorId: supervisor.id,
  });
  return { supervisor, educator };
}

test.describe('as institute admin', () => {
  test.use(asNewUser({ roles: ['institute_admin'] }));

  test('filters by name, then opens a user from the table', async ({ page, seed }) => {
    const tag = `Tag${uniqueSuffix()}`;
    const educator = await seed.user({ givenName: 'Olive', familyName: `Found${tag}`, roles: ['educator'] });
    const other = await seed.user({ givenName: 'Otto', familyName: `Other${tag}` });
    await page.goto(`/users?q[full_name_cont]=${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link', { name: other.fullName })).toBeVisible();

    const filters = page.getByRole('search', { name: 'Filter users' });
    await filters.getByRole('textbox', { name: 'Name contains' }).fill(`olive found${tag.toLowerCase()}`);
    // Nothing is applied until Filter is pressed.
    await expect(table.getByRole('link', { name: other.fullName })).toBeVisible();
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/q%5Bfull_name_cont%5D=olive|q\[full_name_cont\]=olive/);
    await expect(table.getByRole('link', { name: other.fullName })).toHaveCount(0);
    await expect(
      table.getByRole('row', {
        name: new RegExp(`${educator.fullName}.*${educator.employeeNumber}.*${educator.email}`),
      }),
    ).toBeVisible();

    await table.getByRole('link', { name: educator.fullName }).click();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: educator.fullName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User Information' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Employee number' })).toHaveValue(educator.employeeNumber);
  });

  test('filters by role and status; Clear goes back to active users', async ({ page, seed }) => {
    const tag = `Tag${uniqueSuffix()}`;
    const { supervisor, educator } = await supervisorWithEducator(seed, tag);
    const facilitator = await seed.user({ givenName: 'Fern', familyName: `Guide${tag}` });
    await page.goto('/users');
    const filters = page.getByRole('search', { name: 'Filter users' });
    const table = page.getByRole('grid', { name: 'Users' });
    await filters.getByRole('textbox', { name: 'Name contains' }).fill(tag);
    await chooseOption(page, 'Role', 'Supervisor');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/is_supervisor_true/);
    await expect(table.getByRole('link', { name: supervisor.fullName })).toBeVisible();
    await expect(table.getByRole('link', { name: educator.fullName })).toHaveCount(0);
    await expect(table.getByRole('link', { name: facilitator.fullName })).toHaveCount(0);

    await chooseOption(page, 'Status', 'Inactive');
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(table.getByRole('link', { name: supervisor.fullName })).toHaveCount(0);

    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(filters.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
    await expect(filters.getByRole('combobox', { name: 'Role' })).toHaveText('All');
    await expect(filters.getByRole('textbox', { name: 'Name contains' })).toHaveValue('');
    // The whole institute's active users again (the inactive supervisors named `tag` were none).
    await expect(page).not.toHaveURL(/is_supervisor_true|full_name_cont/);
    await expect(table.getByRole('link').first()).toBeVisible();
  });

  test('a field changed right after pressing Filter keeps its value when the filter applies', async ({
    page,
    seed,
  }) => {
    const tag = `Tag${uniqueSuffix()}`;
    const supervisor = await seed.user({
      givenName: 'Sid',
      familyName: `Visor${tag}`,
      roles: ['supervisor'],
    });
    const other = await seed.user({ givenName: 'Otto', familyName: `Other${tag}` });
    await page.goto(`/users?q[full_name_cont]=${tag}`);
    const filters = page.getByRole('search', { name: 'Filter users' });
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link', { name: other.fullName })).toBeVisible();
    await filters.getByRole('textbox', { name: 'Name contains' }).fill(`visor${tag}`);
    await filters.getByRole('button', { name: 'Filter' }).click();
    // No wait: the URL (and the table) may catch up while the role is being chosen.
    await chooseOption(page, 'Role', 'Supervisor');
    await expect(table.getByRole('link', { name: other.fullName })).toHaveCount(0);
    await expect(filters.getByRole('combobox', { name: 'Role' })).toHaveText('Supervisor');
    await expect(filters.getByRole('textbox', { name: 'Name contains' })).toHaveValue(`visor${tag}`);
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/is_supervisor_true%5D=1|is_supervisor_true\]=1/);
    await expect(table.getByRole('link', { name: supervisor.fullName })).toBeVisible();
  });

  test('a new division puts the department back to All', async ({ page, seed }) => {
    const tag = `Tag${uniqueSuffix()}`;
    const business = await seed.user({ givenName: 'Bea', familyName: `Trader${tag}`, roles: ['educator'] });
    const health = await seed.user({
      givenName: 'Hal',
      familyName: `Nurse${tag}`,
      roles: ['educator'],
      department: 'HLT',
    });
    await page.goto(`/users?q[full_name_cont]=${tag}`);
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
    await expect(table.getByRole('link', { name: business.fullName })).toBeVisible(); // Business
    await expect(table.getByRole('link', { name: health.fullName })).toHaveCount(0); // Health
  });

  test('Export downloads the filtered users as CSV', async ({ page, seed }) => {
    const tag = `Tag${uniqueSuffix()}`;
    const { supervisor, educator } = await supervisorWithEducator(seed, tag);
    await page.goto(`/users?q[full_name_cont]=${tag}`);
    const filters = page.getByRole('search', { name: 'Filter users' });
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link', { name: supervisor.fullName })).toBeVisible();
    await filters.getByRole('textbox', { name: 'Employee number' }).fill(educator.employeeNumber);
    await filters.getByRole('button', { name: 'Filter' }).click();
    await expect(table.getByRole('link', { name: educator.fullName })).toBeVisible();
    // The educator was listed before too: wait until the filter has really applied.
    await expect(table.getByRole('link', { name: supervisor.fullName })).toHaveCount(0);
    await expect(page).toHaveURL(/unique_identifier_cont/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toContain('Employee Number');
    expect(csv).toContain(educator.email);
    expect(csv).not.toContain(supervisor.email);
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
    // Two full axe scans of a grid: 16 s alone, 38 s beside another worker, over a minute when the
    // machine is busy too.
    test.setTimeout(120_000);
    // Demo Institute's own staff on purpose: they fill more than one page of 25 (the next page's
    // loading is scanned too). A page of 25 rows keeps the scan quick; the rows all look alike.
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
  test('sees their educators without the speed dial', async ({ page, seed }) => {
    const supervisor = await seed.user({ givenName: 'Sid', roles: ['supervisor'] });
    const mine = await seed.user({ givenName: 'Mina', roles: ['educator'], supervisorId: supervisor.id });
    const theirs = await seed.user({ givenName: 'Theo', roles: ['educator'] });
    const facilitator = await seed.user({ givenName: 'Fern' });
    await seed.signIn(page.context(), supervisor);
    await page.goto('/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeVisible();
    const table = page.getByRole('grid', { name: 'Users' });
    await expect(table.getByRole('link', { name: mine.fullName })).toBeVisible();
    // Not theirs: another supervisor's educator, and a facilitator, who has no supervisor.
    await expect(table.getByRole('link', { name: theirs.fullName })).toHaveCount(0);
    await expect(table.getByRole('link', { name: facilitator.fullName })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User actions' })).toHaveCount(0);
  });
});
