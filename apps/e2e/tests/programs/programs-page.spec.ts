import type { Page } from '@playwright/test';
import { expect, storageStateFor, test, uniqueSuffix } from '../../support/fixtures';
import { chooseOption, fillWorkshop } from './programs-helpers';

test.use({ storageState: storageStateFor('institute_admin') });

const chip = (page: Page, text: 'LIVE' | 'DRAFT') =>
  page.getByRole('banner').or(page.locator('header')).getByText(text, { exact: true });

test('creates a program with two workshops, saves the draft, publishes it, sees it under Live and duplicates it', async ({
  page,
}) => {
  // The longest flow of the area: two saves, a publish, a search and a duplicate.
  test.setTimeout(120_000);
  const name = `Coaching Circle ${uniqueSuffix()}`;
  await page.goto('/programs/new');
  // The first page of a worker loads the console's chunks on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'New Program' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Program name' }).fill(name);
  await chooseOption(page, 'Program type', 'Elective');
  await chooseOption(page, 'Domain', 1);
  await fillWorkshop(page, 1, 'Kick-off', 400);
  await page.getByRole('button', { name: 'Add workshop' }).click();
  await fillWorkshop(page, 2, 'Wrap-up', 407, { start: '0130PM', end: '0300PM' });

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/programs\/\d+$/);
  const programUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(chip(page, 'DRAFT')).toBeVisible();
  // Saved, the two workshops show as summary lines; Edit opens one's fields.
  const second = page.getByRole('region', { name: 'Workshop 2' });
  await expect(second).toContainText('Wrap-up');
  await second.getByRole('button', { name: 'Edit workshop 2' }).click();
  await expect(second.getByRole('textbox', { name: 'Workshop name' })).toHaveValue('Wrap-up');
  await expect(page.getByRole('button', { name: 'Save Draft' })).toBeDisabled();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(chip(page, 'LIVE')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  await page.goto('/programs');
  const grid = page.getByRole('grid', { name: 'Programs' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const filters = page.getByRole('search', { name: 'Filter programs' });
  await filters.getByRole('textbox', { name: 'Name' }).fill(name);
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/q%5Bname_cont%5D=|q\[name_cont\]=/);
  await expect(grid.getByRole('link', { name })).toBeVisible({ timeout: 20_000 });

  await page.goto(programUrl);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page).not.toHaveURL(programUrl);
  await expect(page).toHaveURL(/\/programs\/\d+$/);
  await expect(chip(page, 'DRAFT')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Workshop 2' })).toBeVisible();
});

test('Publish and Duplicate with unsaved changes say "Please save first"', async ({ page }) => {
  const name = `Unsaved ${uniqueSuffix()}`;
  await page.goto('/programs/new');
  await page.getByRole('textbox', { name: 'Program name' }).fill(name);
  await fillWorkshop(page, 1, 'Only', 410);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('textbox', { name: 'Program name' }).fill(`${name} edited`);
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Unsaved program' });
  await expect(dialog).toContainText('Please save first');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(chip(page, 'DRAFT')).toBeVisible();

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Unsaved program' })).toContainText('Please save first');
});

test("publishing an incomplete draft shows the server's messages by the fields; a PDF over 10 MB is refused; Notify registrants keeps Send disabled while empty; the draft is deleted", async ({
  page,
}) => {
  const name = `Flyer ${uniqueSuffix()}`;
  await page.goto('/programs/new');
  await page.getByRole('textbox', { name: 'Program name' }).fill(name);
  await fillWorkshop(page, 1, 'Only', 420);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Publishing needs a type and a domain: the server's messages land beside those fields.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Validation Failed' })).toBeVisible();
  const typeField = page.getByRole('combobox', { name: 'Program type' });
  await expect(page.getByText("can't be blank").first()).toBeVisible();
  await expect(typeField).toHaveAttribute('aria-invalid', 'true');
  await expect(chip(page, 'DRAFT')).toBeVisible();

  await page.getByLabel('PDF file').setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]),
  });
  await expect(page.getByRole('region', { name: 'Program PDF' })).toContainText(
    'The selected PDF is too large',
  );

  await page.getByRole('button', { name: 'Notify registrants' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify registrants' });
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Message' }).fill('The room has changed to B201.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Notification sent to \d+ registrants?\./)).toBeVisible();

  // A draft can be deleted: after the confirmation the list comes back.
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete program?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();
});
