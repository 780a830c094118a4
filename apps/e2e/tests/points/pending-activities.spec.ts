import type { Page } from '@playwright/test';
import type { Database } from '../../../server/src/db/client.js';
import { POINT_REQUEST_MESSAGES } from '@pdp/contract';
import {
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';
import type { Seed } from '../../support/seed';
import {
  seedPendingPointRequest,
  seedSessionalEducatorWithProfile,
  type PendingRequestSpec,
  type SeededPointRequest,
} from '../../support/seed-point-requests';
import { pendingActivities, pendingActivityRow, tableInView } from '../../support/grid';

const section = (page: Page) => page.getByRole('region', { name: 'Activities Submitted for Approval' });
const table = pendingActivities;
const rowOf = (page: Page, request: SeededPointRequest) => pendingActivityRow(page, request.activityName);
/** A one-page PDF, small and real enough for the upload's content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const history = (page: Page) => page.getByRole('region', { name: 'Points History' });

/** A new educator of Demo Institute with one pending request: a table no other test sees. */
async function educatorWithRequest(seed: Seed, db: Database, spec: PendingRequestSpec = {}) {
  const educator = await seed.user({ roles: ['educator'] });
  return { educator, request: await seedPendingPointRequest(db, educator, spec) };
}

/** Opens the educator's profile and clicks a row's action button, named as a screen reader hears it. */
async function openAction(page: Page, educatorId: number, request: SeededPointRequest, button: string) {
  await page.goto(`/users/${educatorId}`);
  await tableInView(page, 'Activities Submitted for Approval');
  await rowOf(page, request).getByRole('button', { name: button }).click({ timeout: 30_000 });
}

test.describe('as an institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('approves a pending activity with edited points: it leaves the table, joins Points History and completes the passport', async ({
    page,
    seed,
    adminApi,
    runDatabase,
    mailbox,
  }, testInfo) => {
    test.setTimeout(90_000);
    const db = await runDatabase();
    // 5 professional points now, 5 vocational ones from the approval: the passport completes.
    const educator = await seedSessionalEducatorWithProfile(seed, db);
    const professional = await seedPendingPointRequest(db, educator, {
      type: 'ReaPointRequest',
      points: 5,
      updatedMinutesAgo: 30,
    });
    const approved = await adminApi.request.put(
      `/api/v1/users/${educator.id}/point_requests/${professional.id}/approve`,
      { data: { notify_user: false } },
    );
    expect(approved.status()).toBe(204);
    const older = await seedPendingPointRequest(db, educator, { updatedMinutesAgo: 10 });
    const vocational = await seedPendingPointRequest(db, educator, { points: 3 });

    await page.goto(`/users/${educator.id}`);
    await tableInView(page, 'Activities Submitted for Approval');
    await expect(
      section(page).getByRole('heading', { name: 'Activities Submitted for Approval' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(rowOf(page, vocational)).toBeVisible({ timeout: 30_000 });
    // Newest first (part 2 §9): the activity updated just now comes before the one of ten minutes ago.
    const rows = table(page).getByRole('row');
    await expect(rows.nth(1)).toContainText(vocational.activityName);
    await expect(rows.nth(2)).toContainText(older.activityName);
    await expect(page.getByText('Passport Obtained').locator('..')).toContainText('—');
    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await attachScreenshot(page, testInfo, `pending-activities-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoSeriousA11yViolations(page, { label: 'user profile with pending activities' });

    await rowOf(page, vocational)
      .getByRole('button', { name: `Approve ${vocational.activityName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Approve activity' });
    const points = dialog.getByRole('spinbutton', { name: 'Points' });
    await expect(points).toHaveValue('3');
    await expect(dialog.getByRole('checkbox', { name: 'Notify the educator' })).toBeChecked();
    await expect(dialog.getByText('0/1000')).toBeVisible();
    await points.fill('5');
    const reason = 'Two days on site, as agreed.';
    await dialog.getByRole('textbox', { name: 'Approval reason' }).fill(reason);
    await expect(dialog.getByText(`${reason.length}/1000`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'approve dialog', include: '[role="dialog"]' });
    await attachScreenshot(page, testInfo, 'approve-dialog');
    await dialog.getByRole('button', { name: 'Approve' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(POINT_REQUEST_MESSAGES.approved)).toBeVisible();
    await expect(rowOf(page, vocational)).toHaveCount(0);
    await expect(rowOf(page, older)).toBeVisible();
    await expect(history(page).getByRole('row').filter({ hasText: vocational.activityName })).toContainText(
      '5',
    );
    // 5 + 5 with the completed profile: the header shows the date the passport was obtained.
    await expect(page.getByText('Passport Obtained').locator('..')).toContainText(/\d{1,2}\/\d{1,2}\/\d{2}/);
    const email = await mailbox.waitFor(educator.email, 15_000);
    expect(email.text).toContain(vocational.activityName);
  });

  test('marks an activity incomplete with a required, counted reason', async ({
    page,
    seed,
    runDatabase,
  }) => {
    const { educator, request } = await educatorWithRequest(seed, await runDatabase());
    await openAction(page, educator.id, request, `Mark ${request.activityName} incomplete`);
    const dialog = page.getByRole('dialog', { name: 'Mark activity incomplete' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText('0/1000')).toBeVisible();
    const reason = 'Please attach the placement letter.';
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await expect(dialog.getByText(`${reason.length}/1000`)).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Notify the educator' }).uncheck();
    await expectNoSeriousA11yViolations(page, { label: 'incomplete dialog', include: '[role="dialog"]' });
    await submit.click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(POINT_REQUEST_MESSAGES.incomplete)).toBeVisible();
    await expect(section(page).getByText('No activities are waiting for approval.')).toBeVisible();
    // Not approved: nothing reached the history.
    await expect(history(page).getByText(request.activityName)).toHaveCount(0);
  });

  test('a refused approval shows the server message without "Vocational activity", and how to go on', async ({
    page,
    seed,
    runDatabase,
  }) => {
    const { educator, request } = await educatorWithRequest(seed, await runDatabase(), {
      activityDate: null,
    });
    await openAction(page, educator.id, request, `Approve ${request.activityName}`);
    const dialog = page.getByRole('dialog', { name: 'Approve activity' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      `Activity date can't be blank. ${POINT_REQUEST_MESSAGES.closeAndEdit}`,
    );
    await expect(dialog.getByRole('alert')).not.toContainText('Vocational activity');
    // The dialog stays; the request stays pending.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(page, request)).toBeVisible();
  });

  test('edits a request: a vocational activity fills in its points, the counters, an evidence file, the saved row', async ({
    page,
    seed,
    adminApi,
    runDatabase,
  }) => {
    const { educator, request } = await educatorWithRequest(seed, await runDatabase(), { points: 2 });
    const activities = await adminApi.get<{ data: { id: number; name: string; points: number }[] }>(
      '/api/v1/vocational_activities/options',
    );
    const activity = activities.data[0];
    if (!activity) throw new Error('Demo Institute has no vocational activities');

    await openAction(page, educator.id, request, `Edit ${request.activityName}`);
    const dialog = page.getByRole('dialog', { name: 'Edit Vocational Currency' });
    // The seeded request is "Other": its own name, no activity.
    await expect(dialog.getByRole('textbox', { name: 'Activity name' })).toHaveValue(request.activityName);
    const points = dialog.getByRole('spinbutton', { name: 'Points' });
    await expect(points).toHaveValue('2');
    await dialog.getByRole('combobox', { name: 'Vocational activity' }).click();
    await page.getByRole('option', { name: activity.name, exact: true }).click();
    await expect(points).toHaveValue(String(activity.points));
    await expect(dialog.getByRole('textbox', { name: 'Activity name' })).toHaveCount(0);

    const practice = dialog.getByRole('textbox', { name: 'How does it inform your teaching practice?' });
    await practice.fill('Shows the latest safety rules.');
    await expect(dialog.getByText('30/1000')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
    await dialog.getByLabel('Upload evidence files').setInputFiles({
      name: 'placement-letter.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(dialog.getByText(/placement-letter\.pdf \(.*\) — uploaded/)).toBeVisible();
    await points.fill('4.5');
    await expectNoSeriousA11yViolations(page, { label: 'edit dialog', include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText(POINT_REQUEST_MESSAGES.saved)).toBeVisible();
    // The chosen activity now names the request.
    const saved = table(page).getByRole('row').filter({ hasText: activity.name });
    await expect(saved).toContainText('4.5');
    await expect(saved.getByRole('link', { name: 'placement-letter.pdf' })).toBeVisible();
    await expect(saved).not.toContainText('Not Attached');
  });
});

test('a supervisor converts an educator’s activity: only convert until it becomes a kind the institute lets supervisors act on', async ({
  page,
  seed,
  runDatabase,
}) => {
  const db = await runDatabase();
  const supervisor = await seed.user({ roles: ['supervisor'] });
  const educator = await seed.user({ roles: ['educator'], supervisorId: supervisor.id });
  const request = await seedPendingPointRequest(db, educator, { type: 'ReaPointRequest' });
  await seed.signIn(page.context(), supervisor);

  await page.goto(`/users/${educator.id}`);
  await tableInView(page, 'Activities Submitted for Approval');
  const row = rowOf(page, request);
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('External Professional Currency');
  // Part 2 §6: Demo Institute lets supervisors act on vocational requests only; convert is always theirs.
  await expect(row.getByRole('button', { name: `Approve ${request.activityName}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Mark ${request.activityName} incomplete` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Edit ${request.activityName}` })).toHaveCount(0);

  await row.getByRole('button', { name: `Convert ${request.activityName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert to Vocational Currency?' });
  await expect(dialog).toContainText(
    `${request.activityName} (External Professional Currency) will be converted to Vocational Currency`,
  );
  await expect(dialog.getByRole('checkbox', { name: 'Notify the educator' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Notify the educator' }).uncheck();
  await expectNoSeriousA11yViolations(page, { label: 'convert dialog', include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: 'Convert' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(POINT_REQUEST_MESSAGES.converted)).toBeVisible();
  await expect(row).toContainText('Vocational Currency');
  await expect(row).not.toContainText('External Professional Currency');
  await expect(row.getByRole('button', { name: `Approve ${request.activityName}` })).toBeVisible();
});
