import {
  attachScreenshot,
  baseUrl,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';
import { clickRowAction, pendingActivityRow, tableInView } from '../../support/grid';
import { uniqueSuffix } from '../../support/seed';

/**
 * Issue 21: an educator submits a point request with a PDF at phone width; the admin marks it
 * incomplete with a reason in the educator's pending activities panel; the educator sees the reason,
 * edits and resubmits; the admin approves it.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an educator submits a request with a PDF, fixes it when marked incomplete, and the admin approves it', async ({
  page,
  browser,
  seed,
}, testInfo) => {
  test.setTimeout(180_000);
  const educator = await seed.user({ roles: ['educator'] });
  const activity = `Industry placement ${uniqueSuffix()}`;

  await seed.signIn(page.context(), educator);
  await page.goto('/me/points');
  await expect(page.getByRole('heading', { level: 1, name: 'My Point Requests' })).toBeVisible();
  await page.getByRole('link', { name: 'New request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Point Request' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Activity name' }).fill(activity);
  await page.getByRole('spinbutton', { name: 'Points' }).fill('3');
  await page.getByLabel('Upload evidence files').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('certificate.pdf')).toBeVisible({ timeout: 30_000 });
  await expectNoHorizontalOverflow(page, 'New Point Request');
  await attachScreenshot(page, testInfo, 'my-point-request-new-390');
  await expectNoSeriousA11yViolations(page, { label: 'new point request' });
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Point request submitted')).toBeVisible();
  const card = page.getByRole('listitem', { name: activity });
  await expect(card.getByText('Pending')).toBeVisible();
  // The evidence reached the request: the card counts its one file.
  await expect(card).toContainText('Vocational Currency');
  await expect(card).toContainText(' · 3 points · 1 file');
  await expect(card).not.toContainText('file(s)');
  await expectNoHorizontalOverflow(page, 'My Point Requests');
  await expectNoSeriousA11yViolations(page, { label: 'my point requests' });

  // The admin marks it incomplete in the educator's pending activities panel.
  const staff = await browser.newContext({
    baseURL: baseUrl(),
    storageState: storageStateFor('institute_admin'),
  });
  const admin = await staff.newPage();
  await admin.goto(`/users/${educator.id}`);
  await tableInView(admin, 'Activities Submitted for Approval');
  const row = pendingActivityRow(admin, activity);
  // The admin's row of the request links its evidence file.
  await expect(row.getByRole('link', { name: 'certificate.pdf' })).toBeVisible({ timeout: 30_000 });
  await clickRowAction(row, `Mark ${activity} incomplete`);
  const reason = 'Please add the duration of the placement.';
  const incomplete = admin.getByRole('dialog', { name: 'Mark activity incomplete' });
  await incomplete.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await incomplete.getByRole('button', { name: 'Submit' }).click();
  await expect(incomplete).toBeHidden();

  // The educator sees the reason, edits and resubmits.
  await page.reload();
  await expect(card.getByText('Incomplete')).toBeVisible();
  await expect(card).toContainText(reason);
  await expectNoHorizontalOverflow(page, 'My Point Requests with an incomplete request');
  await attachScreenshot(page, testInfo, 'my-point-requests-incomplete-390');
  await card.getByRole('link', { name: `Edit and resubmit ${activity}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Point Request' })).toBeVisible();
  await expect(page.getByText(reason)).toBeVisible();
  // The saved evidence file is listed, as a link to the stored file.
  await expect(page.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Duration' }).fill('2');
  await expectNoHorizontalOverflow(page, 'Edit Point Request');
  await expectNoSeriousA11yViolations(page, { label: 'edit point request' });
  await page.getByRole('button', { name: 'Resubmit' }).click();
  await expect(page.getByText('Point request submitted again')).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  await expect(card).toContainText('1 file');

  // The admin approves it.
  await admin.reload();
  await tableInView(admin, 'Activities Submitted for Approval');
  await clickRowAction(row, `Approve ${activity}`);
  const approve = admin.getByRole('dialog', { name: 'Approve activity' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await staff.close();

  await page.reload();
  await expect(card.getByText('Approved')).toBeVisible();
  await expect(card.getByRole('link', { name: /Edit/ })).toHaveCount(0);
});
