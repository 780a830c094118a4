import type { Page } from '@playwright/test';
import { asNewUser, asOwnInstituteAdmin, expect, test } from '../../support/fixtures';

/** Issue 12 §11: a role without access gets the settings' "no access" panel, never a broken screen. */
for (const role of ['facilitator', 'educator'] as const) {
  test.describe(`as ${role}`, () => {
    test.use(asNewUser({ roles: [role] }));

    test('Users and Profiling show the no-access panel, load nothing and name no API path', async ({
      page,
    }) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/api\/v1\/(users|profiles)(\/|$)/.test(pathname)) apiCalls.push(pathname);
      });
      for (const [path, title, what] of [
        ['/users', 'Manage Users', 'users'],
        ['/users/1', 'Manage Users', 'users'],
        ['/profiling', 'Manage Profiles', 'profiling'],
        ['/profiling/23', 'Manage Profiles', 'profiling'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText(`You don't have access to ${what}`)).toBeVisible();
        await expect(page.getByRole('grid')).toHaveCount(0);
        await expect(page.getByRole('region', { name: 'Profile' })).toHaveCount(0);
        await expect(page.getByText('/api/')).toHaveCount(0);
      }
      expect(apiCalls).toEqual([]);
    });
  });
}

const switcher = (page: Page) => page.getByRole('button', { name: /^Switch institute/ });

/** Issue 12 §16: another institute's settings address is switched to, or refused; never rewritten. */
test("a super admin who opens another institute's settings is switched to it", async ({ page, seed }) => {
  // The demo super admin on purpose: no API makes a super admin. A session of this test's own, in
  // Demo Institute: the switch changes which institute it acts in. The other institute is the test's.
  const other = await seed.institute();
  await seed.signIn(page.context(), await seed.demoAccount('super_admin'));
  await page.goto(`/institutes/${other.id}/locations`);
  await expect(page).toHaveURL(new RegExp(`/institutes/${other.id}/locations$`));
  await expect(switcher(page)).toContainText(other.name);
  await expect(page.getByRole('heading', { level: 2, name: 'Locations' })).toBeVisible();

  // An institute that does not exist is said to be unavailable; the session stays where it was.
  await page.goto('/institutes/2147483647/locations');
  await expect(page.getByText('That institute is not available to you.')).toBeVisible();
  await expect(page).toHaveURL(/\/institutes\/2147483647\/locations$/);
  await expect(switcher(page)).toContainText(other.name);
});

test.describe('as institute admin', () => {
  // The admin of an institute of the test's own.
  test.use(asOwnInstituteAdmin);

  test("another institute's settings address is not available, and nothing is shown under it", async ({
    page,
    ownInstitute,
  }) => {
    // Whether or not an institute has that number, it is not this admin's.
    await page.goto(`/institutes/${ownInstitute.id + 1}/locations`);
    await expect(page.getByText('That institute is not available to you.')).toBeVisible();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Locations' })).toHaveCount(0);
    await page.getByRole('link', { name: `Open ${ownInstitute.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/institutes/${ownInstitute.id}/institute_details$`));
  });
});
