import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, storageStateFor, test } from '../../support/fixtures';

// Unpublish takes a live program off the educators' catalogue, so it asks first and says what
// becomes of the people registered. Each test unpublishes a program of its own.
test.use({ storageState: storageStateFor('institute_admin') });

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Unpublish program?' });
const chip = (page: Page, text: 'LIVE' | 'DRAFT') => page.locator('header').getByText(text, { exact: true });

test('Unpublish asks first, naming the registered people: Cancel keeps it live, Unpublish makes it a draft', async ({
  page,
  seed,
}) => {
  const { program } = await seed.supervisorWithPendingRegistrations(2);
  await page.goto(`/programs/${program.id}`);
  await expect(page.getByRole('heading', { level: 1, name: program.name })).toBeVisible({ timeout: 30_000 });
  await expect(chip(page, 'LIVE')).toBeVisible();

  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(`2 people are registered for ${program.name}`);
  await expect(question(page)).toContainText('They keep their registrations');
  await expect(question(page)).toContainText('no one can register');
  await expectNoSeriousA11yViolations(page, { label: 'unpublish question' });
  await question(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toBeHidden();
  await expect(chip(page, 'LIVE')).toBeVisible();
  // Still live on the server, not only on screen.
  await page.reload();
  await expect(chip(page, 'LIVE')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Unpublish' }).click();
  await question(page).getByRole('button', { name: 'Unpublish' }).click();
  await expect(chip(page, 'DRAFT')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await page.reload();
  await expect(chip(page, 'DRAFT')).toBeVisible({ timeout: 30_000 });
});
