import type { Page } from '@playwright/test';
import { asNewUser, attachScreenshot, expect, ROLE_ACCOUNTS, test, type Role } from '../../support/fixtures';
import type { Seed } from '../../support/seed';

// Part 1 §6: who sees which navigation item. The demo institute requires approval for elective
// registrations and has VCM switched on, so Registrations and VCM show for staff. My Team, the
// supervisor's team console, comes after the spec's items, for supervisors only.
const ALL_ITEMS = [
  'Institute',
  'Users',
  'Reports',
  'VCM',
  'Profiling',
  'Registrations',
  'Programs',
  'My Team',
];

const EXPECTED: Record<Exclude<Role, 'educator'>, string[]> = {
  super_admin: ['Institute', 'Users', 'Reports', 'VCM', 'Profiling', 'Registrations', 'Programs'],
  institute_admin: ['Institute', 'Users', 'Reports', 'VCM', 'Profiling', 'Registrations', 'Programs'],
  supervisor: ['Users', 'Reports', 'VCM', 'Profiling', 'Registrations', 'Programs', 'My Team'],
  facilitator: ['Programs'],
};

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectNavItems(page: Page, expected: string[]) {
  const nav = mainNav(page);
  // In the spec's order, and nothing else. An item may carry a red dot ("needs attention"), as
  // Profiling does for a supervisor with open profiles.
  await expect(nav.getByRole('link')).toHaveText(expected.map((label) => new RegExp(`^${label}`)));
  for (const label of ALL_ITEMS.filter((item) => !expected.includes(item))) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Signs the page in as a new user of Demo Institute with the role (or the demo super admin): who the account menu names. */
async function signInAs(page: Page, seed: Seed, role: keyof typeof EXPECTED) {
  if (role === 'super_admin') {
    // The demo super admin on purpose: no API makes a super admin.
    await seed.signIn(page.context(), await seed.demoAccount(role));
    return ROLE_ACCOUNTS.super_admin;
  }
  const user = await seed.user({ roles: [role] });
  await seed.signIn(page.context(), user);
  return { ...user, institute: ROLE_ACCOUNTS.institute_admin.institute };
}

for (const [role, expected] of Object.entries(EXPECTED) as [keyof typeof EXPECTED, string[]][]) {
  test.describe(`as ${role.replace('_', ' ')}`, () => {
    test('the navigation shows exactly the items of the role', async ({ page, seed }) => {
      const account = await signInAs(page, seed, role);
      await page.goto('/');
      await expect(page).toHaveURL(/\/programs$/);
      await expectNavItems(page, expected);
      await expect(mainNav(page).getByRole('link', { name: 'Programs' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      // Only a super admin gets the institute switcher.
      await expect(page.getByRole('button', { name: /^Switch institute/ })).toHaveCount(
        role === 'super_admin' ? 1 : 0,
      );

      // The account menu: who, where, and Change Password (the demo institute does not use SSO).
      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu', { name: 'Account' });
      await expect(menu).toContainText(account.fullName);
      await expect(menu).toContainText(account.email);
      await expect(menu).toContainText(account.institute);
      await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    });
  });
}

test.describe('as institute admin', () => {
  test.use(asNewUser({ roles: ['institute_admin'] }));

  test('Institute opens the current institute’s details', async ({ page }) => {
    await page.goto('/programs');
    await mainNav(page).getByRole('link', { name: 'Institute' }).click();
    await expect(page).toHaveURL(/\/institutes\/\d+\/institute_details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Institute Settings' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Institute' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('Users stays highlighted on any path starting with /users', async ({ page }) => {
    for (const [path, title] of [
      ['/users', 'Manage Users'],
      ['/users/new', 'New User'],
      ['/users_import', 'Import Users'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name: 'Users' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('the redirects: / to Programs, /reports to Passports, /institutes/{id} to its details', async ({
    page,
  }) => {
    await page.goto('/reports');
    await expect(page).toHaveURL(/\/reports\/passports$/);
    await page.goto('/institutes/1');
    await expect(page).toHaveURL(/\/institutes\/1\/institute_details$/);
  });

  test('clicking through areas fetches each one without reloading the console', async ({ page }) => {
    await page.goto('/programs');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    for (const [label, title] of [
      ['Users', 'Manage Users'],
      ['Reports', 'Reports'],
      ['Profiling', 'Manage Profiles'],
      ['Registrations', 'Registrations'],
    ]) {
      await mainNav(page).getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    }
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('an unknown path shows the not-found page inside the shell, with a link home', async ({ page }) => {
    await page.goto('/programs/1/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/programs$/);
  });

  test('an area that fails to load shows an error panel inside the shell, and the rest still works', async ({
    page,
  }, testInfo) => {
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();
    // The users area's code cannot be fetched (say, the console was redeployed meanwhile).
    await page.route(/\/assets\/routes-.*\.js$/, (route) => route.abort());
    await mainNav(page).getByRole('link', { name: 'Users' }).click();
    await expect(page.getByRole('alert')).toContainText('A newer version is available');
    await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await attachScreenshot(page, testInfo, 'route-error');

    await mainNav(page).getByRole('link', { name: 'Programs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();
  });
});
