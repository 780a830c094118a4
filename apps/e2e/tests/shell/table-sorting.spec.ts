import { asNewUser, expect, test, uniqueSuffix } from '../../support/fixtures';

test.use(asNewUser({ roles: ['institute_admin'] }));

test('a column header sorts descending on the first click, then ascending (spec part 1 §9)', async ({
  page,
  seed,
}) => {
  // Two users of this test's own, filtered by the word their family names share: the rows it orders.
  const tag = `Tag${uniqueSuffix()}`;
  const users = [
    await seed.user({ givenName: 'Sol', familyName: `Sorted${tag}` }),
    await seed.user({ givenName: 'Ari', familyName: `Sorted${tag}` }),
  ];
  const ascending = users
    .toSorted((a, b) => a.employeeNumber.localeCompare(b.employeeNumber))
    .map((user) => user.fullName);
  await page.goto(`/users?q[full_name_cont]=${tag}`);
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByRole('link')).toHaveCount(2, { timeout: 30_000 });
  const header = grid.getByRole('columnheader', { name: 'Employee number' });

  await header.click();
  await expect(page).toHaveURL(/q%5Bs%5D=unique_identifier(\+|%20)desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(grid.getByRole('link')).toHaveText(ascending.toReversed());

  await header.click();
  await expect(page).toHaveURL(/q%5Bs%5D=unique_identifier(\+|%20)asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(grid.getByRole('link')).toHaveText(ascending);
});

test("a column header's menu button names itself in a tooltip while the mouse rests on it", async ({
  page,
}) => {
  await page.goto('/users');
  const grid = page.getByRole('grid', { name: 'Users' });
  const header = grid.getByRole('columnheader', { name: 'Employee number' });
  await expect(header).toBeVisible({ timeout: 30_000 });
  await header.hover();
  const menu = header.getByRole('button', { name: 'Employee number column menu' });
  await menu.hover();
  await expect(page.getByRole('tooltip', { name: 'Menu' })).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
});
