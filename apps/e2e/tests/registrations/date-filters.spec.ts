import { expect, test } from '../../support/fixtures';
import { dayKeysFromToday } from '../programs/programs-helpers';

/*
 * A list screen's date filters mount their picker when first used (`LazyDateField` with `mountOnUse`;
 * docs/performance.md "Date filters"): a read-only field holds the place, a mouse over it mounts the
 * picker, and focus or a touch hands the focus to the picker, so typing goes on where it started.
 */

test('a date filter’s picker mounts when first used, takes the focus it was given and filters the queue', async ({
  page,
  seed,
}) => {
  const { supervisor, registrations } = await seed.supervisorWithPendingRegistrations(1);
  await seed.signIn(page.context(), supervisor);
  await page.goto('/registrations');
  const grid = page.getByRole('grid', { name: 'Registrations' });
  const row = grid.getByRole('row').filter({ hasText: registrations[0]!.educator.fullName });
  await expect(row).toBeVisible({ timeout: 30_000 });

  const filters = page.getByRole('search', { name: 'Filter registrations' });
  const picker = (label: string) => filters.getByRole('group', { name: label, exact: true });
  const placeholder = (label: string) => filters.getByRole('textbox', { name: label, exact: true });

  // Before any use: read-only fields, no pickers.
  await expect(placeholder('Registered from')).toHaveAttribute('readonly', '');
  await expect(placeholder('Registered by')).toHaveAttribute('readonly', '');
  await expect(filters.getByRole('group')).toHaveCount(0);

  // A mouse over one mounts its picker, and only that one; nothing takes the focus.
  await placeholder('Registered by').hover();
  await expect(picker('Registered by')).toBeVisible();
  await expect(placeholder('Registered from')).toBeVisible();
  await expect(picker('Registered by').getByRole('spinbutton').first()).not.toBeFocused();

  // The focus (a tab, as a keyboard user arrives) goes on into the picker, where the day is typed.
  await placeholder('Registered from').focus();
  await expect(picker('Registered from').getByRole('spinbutton').first()).toBeFocused();
  await page.keyboard.type(dayKeysFromToday(2), { delay: 20 });
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/created_at_gteq/);
  await expect(row).toHaveCount(0);

  // Two days back, the registration made today is listed again.
  await picker('Registered from').getByRole('spinbutton').first().click();
  await page.keyboard.type(dayKeysFromToday(-2), { delay: 20 });
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(row).toBeVisible();
});
