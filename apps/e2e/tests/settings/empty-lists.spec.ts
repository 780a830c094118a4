import { attachScreenshot, expect, test, uniqueSuffix } from '../../support/fixtures';

// A new institute has no departments, employment types, domains, categories or locations. The form
// fields that pick from those lists say so and where they are added (components/no-options-yet.tsx):
// a link for an institute admin, who may add them; who adds them, for anyone else.

test('a new institute: its admin is told where to add departments, and the link goes there', async ({
  page,
  seed,
}, testInfo) => {
  const institute = await seed.institute({ copySettings: false });
  await seed.signIn(page.context(), institute.admin);

  await page.goto('/users/new');
  const department = page.getByRole('combobox', { name: 'Department' });
  await expect(department).toBeVisible();
  await expect(
    page.getByText('No departments yet: add them in Institute Settings › Divisions.'),
  ).toBeVisible();
  await expect(
    page.getByText('No employment types yet: add them in Institute Settings › Employment Types.'),
  ).toBeVisible();
  await attachScreenshot(page, testInfo, 'new-user-without-lists');
  await page.getByRole('link', { name: 'Institute Settings › Divisions' }).click();
  await expect(page).toHaveURL(new RegExp(`/institutes/${institute.id}/divisions$`));
  await expect(page.getByRole('heading', { name: 'Divisions' })).toBeVisible();

  // A program's domain and category, and a workshop's location.
  await page.goto('/programs/new');
  await expect(page.getByRole('combobox', { name: 'Domain' })).toBeVisible();
  for (const [noun, tab] of [
    ['domains', 'Domains'],
    ['program categories', 'Program Categories'],
    ['locations', 'Locations'],
  ])
    await expect(page.getByText(`No ${noun} yet: add them in Institute Settings › ${tab}.`)).toBeVisible();

  // An audit pack of a department; the business ideal of an employment type.
  await page.goto('/audit_packs');
  await expect(
    page.getByText('No departments yet: add them in Institute Settings › Divisions.'),
  ).toBeVisible();
  await page.goto('/profiling');
  await page.getByRole('tab', { name: 'Business Ideal' }).click();
  await expect(
    page.getByText('No employment types yet: add them in Institute Settings › Employment Types.'),
  ).toBeVisible();

  // Once a list has entries, the field says nothing more.
  const created = await institute.api.post<{ data: { id: number } }>(`/api/v1/domains`, {
    domain: { name: 'Teaching Practice', color: '#1f4e79' },
  });
  expect(created.data.id).toBeGreaterThan(0);
  await page.goto('/programs/new');
  await expect(page.getByRole('combobox', { name: 'Domain' })).toBeVisible();
  await expect(page.getByText('No program categories yet', { exact: false })).toBeVisible();
  await expect(page.getByText('No domains yet', { exact: false })).toHaveCount(0);
});

test("a new institute: a program's facilitator is told who adds the lists, with no link to settings they cannot open", async ({
  page,
  seed,
}) => {
  const institute = await seed.institute({ copySettings: false });
  const facilitator = await seed.user({ givenName: 'Fern', roles: ['facilitator'] }, institute.api);
  const program = await institute.api.post<{ data: { id: number } }>('/api/v1/programs', {
    program: {
      name: `Induction ${uniqueSuffix()}`,
      program_type: 'elective',
      facilitator_id: facilitator.id,
    },
  });
  await seed.signIn(page.context(), facilitator);
  await page.goto(`/programs/${program.data.id}`);
  await expect(page.getByRole('combobox', { name: 'Domain' })).toBeEnabled();
  await expect(
    page.getByText('No domains yet: your institute admin adds them in Institute Settings.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Institute Settings/ })).toHaveCount(0);
});

test('a read-only form says nothing of an empty list: another facilitator viewing the program', async ({
  page,
  seed,
}) => {
  const institute = await seed.institute({ copySettings: false });
  const program = await institute.api.post<{ data: { id: number } }>('/api/v1/programs', {
    program: { name: `Induction ${uniqueSuffix()}`, program_type: 'elective' },
  });
  const onlooker = await seed.user({ givenName: 'Ona', roles: ['facilitator'] }, institute.api);
  await seed.signIn(page.context(), onlooker);
  await page.goto(`/programs/${program.data.id}`);
  await expect(page.getByRole('combobox', { name: 'Domain' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText('No domains yet', { exact: false })).toHaveCount(0);
});
