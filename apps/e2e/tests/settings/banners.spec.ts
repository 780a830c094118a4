import { attachScreenshot, expect, asOwnInstituteAdmin, test } from '../../support/fixtures';
import { confirmDelete, FIXTURES, openSection, unique } from './settings-helpers';

// Each test works as the admin of an institute of its own: other tests read Demo Institute's settings.
test.use(asOwnInstituteAdmin);

test('a banner with its image: a file that is not a JPG is refused under the field, then a JPG uploads', async ({
  page,
}, testInfo) => {
  await openSection(page, 'banners', 'Banners');
  const title = unique('Mentoring Month');
  await page.getByRole('button', { name: 'Add Banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Banner' });
  await expect(dialog).toContainText('[given_name]');
  await expect(dialog).toContainText('[family_name]');
  await expect(dialog.getByText('JPG, at most 2 MB, preferably 1440×280')).toBeVisible();
  await expect(dialog.getByText('JPG, at most 2 MB, preferably 360×350')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await expect(dialog.getByText(`${title.length}/50`)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Content' })
    .fill('Hi [given_name], pair up with a colleague this term.');
  await dialog.getByRole('textbox', { name: 'Button label' }).fill('Find a mentor');
  await dialog.getByRole('textbox', { name: 'Button URL' }).fill('https://example.edu.au/mentoring');

  // Named .jpg but not a JPEG: the server reads the content and answers 422 on the field.
  await dialog.getByLabel('Desktop image').setInputFiles({
    name: 'not-really.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4 this is not an image'),
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Desktop image must be a JPG file')).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText('The file could not be uploaded');
  await expect(dialog).toBeVisible();

  // The banner itself was saved: the retry updates it and uploads the real image.
  await dialog.getByLabel('Desktop image').setInputFiles(FIXTURES.bannerJpg);
  await expect(dialog.getByText('Desktop image must be a JPG file')).toHaveCount(0);
  // The retry saves the banner again (PUT JSON), then uploads the file (PUT multipart).
  const upload = page.waitForRequest(
    (r) =>
      r.method() === 'PUT' &&
      /\/api\/v1\/banners\/\d+$/.test(r.url()) &&
      (r.headers()['content-type'] ?? '').startsWith('multipart/form-data'),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await upload;
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Banners' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/.+\.jpg$/);
  await expect(row).toContainText('Find a mentor');
  await expect(page.getByRole('button', { name: `Move ${title} down` })).toBeDisabled();

  // Move up sends the whole list to PUT /banners.json, renumbered from 1.
  const order = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/v1/banners.json'));
  await page.getByRole('button', { name: `Move ${title} up` }).click();
  const body = (await order).postDataJSON() as { banners: { id: number; display_order: number }[] };
  expect(body.banners.length).toBeGreaterThanOrEqual(2);
  expect(body.banners.map((b) => b.display_order)).toEqual(body.banners.map((_, index) => index + 1));
  await expect(page.getByRole('button', { name: `Move ${title} down` })).toBeEnabled();
  await page.mouse.move(0, 0);
  await attachScreenshot(page, testInfo, 'banners');

  // Deactivated: to the bottom.
  await page.getByRole('switch', { name: `${title} active` }).click();
  await expect(table.locator('tbody tr').last()).toContainText(title);
  await expect(page.getByRole('switch', { name: `${title} active` })).not.toBeChecked();

  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Banner' });
  await expect(edit.getByText('banner-desktop.jpg')).toBeVisible();
  // Nothing changed yet: nothing to save. A newly chosen image is a change on its own.
  await expect(edit.getByRole('button', { name: 'Save' })).toBeDisabled();
  await edit.getByLabel('Mobile image').setInputFiles(FIXTURES.bannerJpg);
  await expect(edit.getByRole('button', { name: 'Save' })).toBeEnabled();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await confirmDelete(page, 'Banner');
  await expect(row).toHaveCount(0);
});

test('a video resource with its thumbnail', async ({ page }) => {
  await openSection(page, 'video_resources', 'Video Resources');
  const title = unique('Using rubrics');
  await page.getByRole('button', { name: 'Add Video Resource' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Video Resource' });
  await expect(dialog.getByText('JPG or PNG, at most 1 MB, 184×100')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Category' }).fill('Assessment');
  await dialog.getByRole('textbox', { name: 'Duration' }).fill('6 min');
  await dialog.getByRole('textbox', { name: 'Link label' }).fill('Watch');
  // The client checks the address before the server does.
  await dialog.getByRole('textbox', { name: 'Link URL' }).fill('example.edu.au/video');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('must be a web address starting with http:// or https://')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Link URL' }).fill('https://example.edu.au/video');
  await dialog.getByLabel('Thumbnail image').setInputFiles(FIXTURES.bannerJpg);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole('table', { name: 'Video Resources' })
    .getByRole('row')
    .filter({ hasText: title });
  await expect(row).toContainText('Assessment · 6 min');
  await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click();
  await confirmDelete(page, 'Video Resource');
  await expect(row).toHaveCount(0);
});
