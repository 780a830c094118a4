import type { Locator, Page } from '@playwright/test';
import type { ApiClient } from '../../support/api';
import { expect, expectNoSeriousA11yViolations, storageStateFor, test } from '../../support/fixtures';
import { seedPendingPointRequest } from '../../support/seed-point-requests';
import { pendingActivityRow, tableInView } from '../../support/grid';

// The approver sees a request's evidence where they decide (Activities Submitted for Approval): each
// file a download link, images and PDFs previewed in place, in the row and in the decision dialogs.

/** A 1×1 PNG and a one-page PDF: small and real enough for the upload's content check. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2213bc00000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function attach(api: ApiClient, userId: number, requestId: number) {
  const upload = async (name: string, mimeType: string, buffer: Buffer) => {
    const response = await api.request.post('/upload', { multipart: { file: { name, mimeType, buffer } } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const fileIds = [
    await upload('photo.png', 'image/png', PNG),
    await upload('certificate.pdf', 'application/pdf', PDF),
  ];
  await api.put(`/api/v1/users/${userId}/point_requests/${requestId}`, {
    point_request: { evidences_attributes: fileIds.map((file_id) => ({ file_id })) },
  });
}

async function expectDownload(page: Page, link: Locator, filename: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(filename);
  expect(await download.failure()).toBeNull();
}

test.use({ storageState: storageStateFor('institute_admin'), viewport: { width: 1440, height: 900 } });

test('the approver opens, previews and downloads a request’s files from the row and the Approve and Incomplete dialogs', async ({
  page,
  seed,
  adminApi,
  runDatabase,
}) => {
  test.setTimeout(90_000);
  const educator = await seed.user({ roles: ['educator'] });
  const request = await seedPendingPointRequest(await runDatabase(), educator);
  await attach(adminApi, educator.id, request.id);

  await page.goto(`/users/${educator.id}`);
  await tableInView(page, 'Activities Submitted for Approval');
  const row = pendingActivityRow(page, request.activityName);
  await expect(row).toBeVisible({ timeout: 30_000 });

  // In the row: both files as links; the image previews in place, then downloads.
  await expect(row.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
  await row.getByRole('button', { name: 'Preview photo.png' }).click();
  const preview = page.getByRole('dialog', { name: 'photo.png' });
  const image = preview.getByRole('img', { name: 'Preview of photo.png' });
  await expect(image).toBeVisible();
  // Loaded through the signed-in download URL: the image decoded, not a broken-image box.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expectNoSeriousA11yViolations(page, { label: 'evidence preview', include: '[role="dialog"]' });
  await expectDownload(page, preview.getByRole('link', { name: 'Download' }), 'photo.png');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await expectDownload(page, row.getByRole('link', { name: 'certificate.pdf' }), 'certificate.pdf');

  // In the Approve dialog: the files, and the PDF previewed in the browser's viewer.
  await row.getByRole('button', { name: /^Approve / }).click();
  const approve = page.getByRole('dialog', { name: 'Approve activity' });
  const evidence = approve.getByRole('region', { name: 'Evidence' });
  await expect(evidence.getByRole('link', { name: 'photo.png' })).toBeVisible();
  await evidence.getByRole('button', { name: 'Preview certificate.pdf' }).click();
  const pdfPreview = page.getByRole('dialog', { name: 'certificate.pdf' });
  const frame = pdfPreview.locator('iframe[title="Preview of certificate.pdf"]');
  await expect(frame).toBeVisible();
  const src = await frame.getAttribute('src');
  expect(src).toMatch(/^\/api\/v1\/evidence_files\/[A-Za-z0-9_-]+$/);
  // Served for viewing in place: inline, its own type, never sniffed.
  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['content-disposition']).toMatch(/^inline; filename="certificate\.pdf"/);
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  await pdfPreview.getByRole('button', { name: 'Close' }).click();
  await approve.getByRole('button', { name: 'Cancel' }).click();
  await expect(approve).toBeHidden();

  // In the Incomplete dialog: the same files.
  await row.getByRole('button', { name: /^Mark .* incomplete$/ }).click();
  const incomplete = page.getByRole('dialog', { name: 'Mark activity incomplete' });
  const listed = incomplete.getByRole('region', { name: 'Evidence' });
  await expect(listed.getByRole('link', { name: 'photo.png' })).toBeVisible();
  await expect(listed.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
  await expect(listed.getByRole('button', { name: 'Preview certificate.pdf' })).toBeVisible();
});
