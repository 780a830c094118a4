import { expect, storageStateFor, test } from '../../support/fixtures';

test.use({ storageState: storageStateFor('institute_admin') });

test('a column header sorts descending on the first click, then ascending (spec part 1 §9)', async ({
  page,
}) => {
  await page.goto('/users');
  const grid = page.getByRole('grid', { name: 'Users' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const header = grid.getByRole('columnheader', { name: 'Employee number' });

  await header.click();
  await expect(page).toHaveURL(/q%5Bs%5D=unique_identifier(\+|%20)desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');

  await header.click();
  await expect(page).toHaveURL(/q%5Bs%5D=unique_identifier(\+|%20)asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
});
