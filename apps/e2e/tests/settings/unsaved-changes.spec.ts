import type { Page } from '@playwright/test';
import { asOwnInstituteAdmin, expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { currentInstituteId } from './settings-helpers';

// Unsaved institute settings are not dropped without asking: another settings tab, another page of
// the console or leaving the site asks first. Each test edits an institute of its own.
test.use(asOwnInstituteAdmin);

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });
const customField = (page: Page) => page.getByRole('textbox', { name: 'Custom user field 1 label' });

async function openDetails(page: Page): Promise<number> {
  const id = await currentInstituteId(page);
  await page.goto(`/institutes/${id}/institute_details`);
  await expect(customField(page)).toHaveValue('Campus code');
  return id;
}

test('another settings tab asks first: Cancel keeps the edit, Leave discards it', async ({ page }) => {
  const id = await openDetails(page);
  await customField(page).fill('Campus code (unsaved)');

  await page.getByRole('tab', { name: 'Locations' }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText('You have unsaved changes');
  await expectNoSeriousA11yViolations(page, { label: 'leave without saving question' });
  await question(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/institutes/${id}/institute_details$`));
  await expect(customField(page)).toHaveValue('Campus code (unsaved)');
  await expect(page.getByRole('status').filter({ hasText: 'You have unsaved changes' })).toBeVisible();

  await page.getByRole('tab', { name: 'Locations' }).click();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`/institutes/${id}/locations$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Locations', exact: true })).toBeVisible();

  // Nothing was saved: back on the tab, the stored value.
  await page.getByRole('tab', { name: 'Institute Details' }).click();
  await expect(customField(page)).toHaveValue('Campus code');
  await expect(question(page)).toHaveCount(0);
});

test('a form without changes, or with the edit undone, leaves without asking', async ({ page }) => {
  const id = await openDetails(page);
  await customField(page).fill('Campus');
  await customField(page).fill('Campus code');
  await page.getByRole('tab', { name: 'Notification' }).click();
  await expect(page).toHaveURL(new RegExp(`/institutes/${id}/notification$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Notification', exact: true })).toBeVisible();
  await expect(question(page)).toHaveCount(0);
});

test('the Notification tab asks too, also for a link out of the settings', async ({ page }) => {
  const id = await currentInstituteId(page);
  await page.goto(`/institutes/${id}/notification`);
  const enabled = page
    .getByRole('region', { name: 'Zero points reminder', exact: true })
    .getByLabel('Enabled');
  await enabled.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Programs' }).click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/institutes/${id}/notification$`));
});

test('closing the page with unsaved changes gets the browser’s own question', async ({ page }) => {
  await openDetails(page);
  // A browser asks on close only after a real gesture on the page (sticky user activation): a click.
  await customField(page).click();
  await customField(page).fill('Campus code (unsaved)');
  // The guard is registered by an effect once the form is dirty: wait for the page to say so, then
  // for a frame and a task, so the effect has run before the page is closed.
  await expect(page.getByRole('status').filter({ hasText: 'You have unsaved changes' })).toBeVisible();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  // Stay: the page and its edit are still there.
  await dialog.dismiss();
  await expect(customField(page)).toHaveValue('Campus code (unsaved)');
});
