import type { Page } from '@playwright/test';
import { asNewUser, expect, test } from '../../support/fixtures';

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

async function instituteIds(page: Page): Promise<{ demo: number; northside: number }> {
  const response = await page.request.get('/api/v1/institutes/options');
  const options = ((await response.json()) as { data: { id: number; name: string }[] }).data;
  const idOf = (name: string) => options.find((option) => option.name === name)!.id;
  return { demo: idOf('Demo Institute'), northside: idOf('Northside College') };
}

/** Issue 12 §16: another institute's settings address is switched to, or refused; never rewritten. */
test("a super admin who opens another institute's settings is switched to it", async ({ page, seed }) => {
  // The demo super admin and Northside College on purpose: no API makes a super admin. A session of
  // this test's own: the switch changes which institute it acts in.
  await seed.signIn(page.context(), await seed.demoAccount('super_admin'));
  const { northside } = await instituteIds(page);
  await page.goto(`/institutes/${northside}/locations`);
  await expect(page).toHaveURL(new RegExp(`/institutes/${northside}/locations$`));
  await expect(switcher(page)).toContainText('Northside College');
  await expect(page.getByRole('heading', { level: 2, name: 'Locations' })).toBeVisible();

  // An institute that does not exist is said to be unavailable; the session stays where it was.
  await page.goto('/institutes/2147483647/locations');
  await expect(page.getByText('That institute is not available to you.')).toBeVisible();
  await expect(page).toHaveURL(/\/institutes\/2147483647\/locations$/);
  await expect(switcher(page)).toContainText('Northside College');
});

test.describe('as institute admin', () => {
  // A new admin of Demo Institute, the institute every seeded user belongs to.
  test.use(asNewUser({ roles: ['institute_admin'] }));

  test("another institute's settings address is not available, and nothing is shown under it", async ({
    page,
  }) => {
    const me = await page.request.get('/api/v1/me');
    const demo = ((await me.json()) as { data: { institute: { id: number } } }).data.institute.id;
    // Whether or not an institute has that number, it is not this admin's.
    await page.goto(`/institutes/${demo + 1}/locations`);
    await expect(page.getByText('That institute is not available to you.')).toBeVisible();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Locations' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Open Demo Institute' }).click();
    await expect(page).toHaveURL(new RegExp(`/institutes/${demo}/institute_details$`));
  });
});
