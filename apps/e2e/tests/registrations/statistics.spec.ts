import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';

test('the statistics view counts the supervisor’s registrations of this passport year', async ({
  page,
  seed,
}) => {
  const { supervisor } = await seed.supervisorWithPendingRegistrations(3);
  await seed.signIn(page.context(), supervisor);

  await page.goto('/registrations');
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/[?&]view=statistics/);

  const tile = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(tile('Registrations')).toContainText('3', { timeout: 30_000 });
  await expect(tile('Unique registrants')).toContainText('3');
  await expect(tile('Unique completions')).toContainText('0');
  await expect(page.getByText(/Registrations made .+ \(this passport year\)/)).toBeVisible();

  const byType = page.getByRole('table', { name: 'By program type' });
  await expect(byType.getByRole('row', { name: /^Elective/ })).toContainText('3');
  await expect(page.getByRole('figure', { name: 'By month' }).locator('svg').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'registrations statistics' });

  // A reload keeps the view; the queue is one tab away.
  await page.reload();
  await expect(tile('Registrations')).toContainText('3', { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Approval queue' }).click();
  await expect(page.getByRole('grid', { name: 'Registrations' })).toBeVisible({ timeout: 30_000 });
});
