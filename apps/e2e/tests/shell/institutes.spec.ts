import type { Page } from '@playwright/test';
import { attachScreenshot, expect, test, uniqueSuffix, type OwnInstitute } from '../../support/fixtures';

// A session of the super admin of each test's own: switching changes which institute a session acts
// in, and the stored super admin sign-in that other tests share must stay in the demo institute. The
// institutes it switches between and copies from are the test's own, with the settings it asserts.

interface Option {
  id: number;
  name: string;
}

async function instituteOptions(page: Page): Promise<Option[]> {
  const response = await page.request.get('/api/v1/institutes/options');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Option[] }).data;
}

/** Sets the institute's primary colour and whether any registration waits for approval. */
async function brand(institute: OwnInstitute, primaryColor: string, isApprovalRequired: boolean) {
  await institute.api.put(`/api/v1/institutes/${institute.id}`, {
    institute: {
      primary_color: primaryColor,
      elective_registrations_require_approval: isApprovalRequired,
      learning_journey_registrations_require_approval: isApprovalRequired,
      vocational_elective_registrations_require_approval: isApprovalRequired,
      vocational_learning_journey_registrations_require_approval: isApprovalRequired,
    },
  });
}

const switcher = (page: Page) => page.getByRole('button', { name: /^Switch institute/ });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a super admin switches institute: the page reloads with the institute number swapped', async ({
  page,
  seed,
}, testInfo) => {
  const blue = await seed.institute();
  const green = await seed.institute();
  await brand(blue, '#1f4e79', true);
  await brand(green, '#2e7d32', false);
  await seed.signIn(page.context(), await seed.demoAccount('super_admin'));

  // Opening an institute's address switches a super admin to it.
  await page.goto(`/institutes/${blue.id}/locations`);
  await expect(switcher(page)).toContainText(blue.name);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(31, 78, 121)');
  await switcher(page).click();
  const menu = page.getByRole('menu', { name: 'Switch institute' });
  await expect(menu.getByRole('menuitem', { name: blue.name })).toHaveClass(/Mui-selected/);
  await menu.getByRole('menuitem', { name: green.name }).click();

  await expect(page).toHaveURL(new RegExp(`/institutes/${green.id}/locations$`));
  await expect(switcher(page)).toContainText(green.name);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(46, 125, 50)');
  await attachScreenshot(page, testInfo, 'switched');
  // The green institute requires no approval for registrations, so that item goes.
  await expect(mainNav(page).getByRole('link', { name: 'Registrations' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: 'Institute' })).toHaveAttribute(
    'href',
    `/institutes/${green.id}/institute_details`,
  );

  // A path without an institute number just reloads in the other institute.
  await page.goto('/users');
  await switcher(page).click();
  await page
    .getByRole('menu', { name: 'Switch institute' })
    .getByRole('menuitem', { name: blue.name })
    .click();
  await expect(switcher(page)).toContainText(blue.name);
  await expect(page).toHaveURL(/\/users$/);
  await expect(mainNav(page).getByRole('link', { name: 'Registrations' })).toBeVisible();
});

test('a super admin creates an institute copied from another and lands in it', async ({ page, seed }) => {
  // The institute to copy: a division only it has, and registrations that wait for approval.
  const source = await seed.institute();
  const division = `Copied Division ${uniqueSuffix()}`;
  await source.api.post('/api/v1/divisions', { division: { name: division } });
  await brand(source, '#1f4e79', true);
  await seed.signIn(page.context(), await seed.demoAccount('super_admin'));
  await page.goto('/programs');
  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'Add new...' }).click();

  const dialog = page.getByRole('dialog', { name: 'Create New Institute' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();

  // Empty: the contract's rule, the same words the server would use.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText("can't be blank")).toBeVisible();

  // Too long: typing stops at 50 characters, and the counter says so.
  await name.fill('x'.repeat(60));
  await expect(name).toHaveValue('x'.repeat(50));
  await expect(dialog.getByText('50/50')).toBeVisible();

  // The server's 422 lands on the field: the name is taken.
  await name.fill(source.name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('has already been taken')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('Institute could not be created');

  const newName = `Southbank ${uniqueSuffix()}`;
  await name.fill(newName);
  await dialog.getByRole('combobox', { name: 'Copy settings from' }).click();
  await page.getByRole('option', { name: source.name }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/institutes\/\d+\/institute_details$/);
  await expect(switcher(page)).toContainText(newName);
  await expect(page.getByRole('heading', { level: 1, name: 'Institute Settings' })).toBeVisible();
  const newId = Number(/\/institutes\/(\d+)\//.exec(page.url())![1]);
  expect((await instituteOptions(page)).map((o) => o.id)).toContain(newId);

  // The session now acts in the new institute, which has the source institute's divisions.
  const divisions = await page.request.get('/api/v1/divisions/options');
  expect(((await divisions.json()) as { data: Option[] }).data.map((d) => d.name)).toContain(division);
  // It kept the source institute's approval settings too, so Registrations shows.
  await expect(mainNav(page).getByRole('link', { name: 'Registrations' })).toBeVisible();
});
