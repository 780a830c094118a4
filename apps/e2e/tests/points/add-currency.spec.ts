import type { Page } from '@playwright/test';
import { POINTS_HISTORY_MESSAGES } from '@pdp/contract';
import { insertProfile } from '../../support/database';
import {
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';
import { demoInstituteClock } from '../../support/institute-clock';

/*
 * Points History and Add External Currency on the user profile (issue 16; part 2 §2, §3, §6, §9).
 * Demo Institute allows evidence files; each test adds points to an educator of its own.
 */

const history = (page: Page) => page.getByRole('region', { name: 'Points History' });
const historyRow = (page: Page, text: string) =>
  history(page).getByRole('table', { name: 'Points history' }).getByRole('row').filter({ hasText: text });
const passportObtained = (page: Page) => page.getByText('Passport Obtained').locator('..');

/** A calendar date `daysAgo` days back, as yyyy-MM-dd in this machine's time zone (the browser's). */
function localDate(daysAgo = 0): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A one-page PDF, small and real enough for the server's content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test.describe('as an institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('adds External Professional Currency with an evidence file: the row, its attachment and the passport', async ({
    page,
    seed,
    adminApi,
    runDatabase,
  }, testInfo) => {
    test.setTimeout(90_000);
    const db = await runDatabase();
    // A Sessional Teacher needs 5 professional and 5 vocational points and a completed profile.
    const supervisor = await seed.user({ roles: ['supervisor'] });
    const educator = await seed.user({
      roles: ['educator'],
      employmentType: 'Sessional Teacher',
      supervisorId: supervisor.id,
    });
    await insertProfile(db, { ...educator, supervisorId: supervisor.id }, 'completed');
    await adminApi.post(`/api/v1/users/${educator.id}/points_vocationals`, {
      points_vocational: { points: 5, activity_name: 'Site visit', activity_date: localDate(1) },
      notify_user: false,
    });

    await page.goto(`/users/${educator.id}`);
    await expect(historyRow(page, 'Site visit')).toBeVisible({ timeout: 30_000 });
    await expect(passportObtained(page)).toContainText('—');

    await history(page).getByRole('button', { name: 'Add External Professional Currency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add External Professional Currency' });
    // Part 2 §3 "Point-entry defaults": dated today, the user notified.
    // Today at the institute (Melbourne), whatever the browser's zone, typed and shown as d/M/yy.
    await expect(dialog.getByRole('group', { name: 'Activity date' })).toContainText(
      demoInstituteClock().date,
    );
    await expect(dialog.getByRole('checkbox', { name: 'Notify the user by email' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Vocational activity' })).toHaveCount(0);

    // Save without a name or points: the messages sit beside the fields.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText(POINTS_HISTORY_MESSAGES.blank)).toBeVisible();

    const activity = `Teaching conference ${testInfo.testId.slice(0, 6)}`;
    await dialog.getByRole('textbox', { name: 'Activity name' }).fill(activity);
    await dialog.getByRole('spinbutton', { name: 'Points' }).fill('5');
    const practice = 'New assessment methods for my classes.';
    await dialog.getByRole('textbox', { name: 'How does it inform your teaching practice?' }).fill(practice);
    await expect(dialog.getByText(`${practice.length}/1000`)).toBeVisible();
    await dialog.getByRole('checkbox', { name: /learning journey equivalent/ }).check();
    await dialog.getByRole('checkbox', { name: 'Notify the user by email' }).uncheck();

    // A file of another type is refused before upload, with the reason; the PDF goes up.
    const upload = dialog.getByLabel('Upload evidence files');
    await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByText(/notes\.txt is not an accepted file type/)).toBeVisible();
    await upload.setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText(/certificate\.pdf \(.*\) — uploaded/)).toBeVisible();

    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await attachScreenshot(page, testInfo, `add-professional-currency-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoSeriousA11yViolations(page, { label: 'add currency dialog', include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('External Professional Currency added')).toBeVisible();
    const row = historyRow(page, activity);
    await expect(row).toContainText('External Professional Currency');
    // The row links its evidence file, to open or preview it without opening the details.
    await expect(row.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
    // Newest first (part 2 §9): today's entry before yesterday's. Both fall in the passport period.
    const rows = history(page).getByRole('table', { name: 'Points history' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(activity);

    await row.getByRole('button', { name: `Show details of ${activity}` }).click();
    const details = history(page).locator('dl');
    await expect(details.getByText(practice)).toBeVisible();
    await expect(details.getByText('Learning journey equivalent')).toBeVisible();
    const link = details.getByRole('link', { name: 'certificate.pdf' });
    await expect(link).toHaveAttribute('href', /^\/api\/v1\/evidence_files\/[A-Za-z0-9_-]+$/);
    const file = await page.request.get((await link.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // 5 + 5 with the completed profile: the header shows the date the passport was obtained.
    await expect(passportObtained(page)).toContainText(/\d{1,2}\/\d{1,2}\/\d{2}/);

    for (const width of [1440, 1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await attachScreenshot(page, testInfo, `points-history-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectNoSeriousA11yViolations(page, { label: 'user profile with points history' });
  });

  test('adds External Vocational Currency from an activity, then deletes the row after confirming', async ({
    page,
    seed,
  }) => {
    const educator = await seed.user({ roles: ['educator'] });
    await page.goto(`/users/${educator.id}`);
    await expect(history(page).getByText('No points yet.')).toBeVisible({ timeout: 30_000 });

    await history(page).getByRole('button', { name: 'Add External Vocational Currency' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add External Vocational Currency' });
    // "Other" without a name: the server's field message (code 2) sits beside Activity name.
    await dialog.getByRole('spinbutton', { name: 'Points' }).fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toContainText('The entry could not be saved');
    await expect(dialog.getByText(POINTS_HISTORY_MESSAGES.blank)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Vocational activity' }).click();
    await page.getByRole('option', { name: 'Industry conference' }).click();
    // Choosing an activity prefills its points (part 2 §3), and the activity names the entry.
    await expect(dialog.getByRole('spinbutton', { name: 'Points' })).toHaveValue('3');
    await expect(dialog.getByRole('textbox', { name: 'Activity name' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const row = historyRow(page, 'Industry conference');
    await expect(row).toContainText('Vocational Currency');
    await expect(row).toContainText('3');

    await row.getByRole('button', { name: 'Delete Industry conference' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this entry?' });
    await expect(confirm).toContainText('Industry conference');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Delete Industry conference' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await expect(history(page).getByText('No points yet.')).toBeVisible();
  });
});

test.describe('as a supervisor', () => {
  test('may add vocational but not professional currency for an educator, and none for themselves', async ({
    page,
    seed,
  }) => {
    const me = await seed.user({ roles: ['supervisor'] });
    const educator = await seed.user({ roles: ['educator'], supervisorId: me.id });
    // A supervisor of the test's own, with an educator of theirs (part 2 §6).
    await seed.signIn(page.context(), me);
    await page.goto(`/users/${educator.id}`);
    await expect(history(page).getByRole('button', { name: 'Add External Vocational Currency' })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await expect(
      history(page).getByRole('button', { name: 'Add External Professional Currency' }),
    ).toHaveCount(0);
    await page.goto(`/users/${me.id}`);
    await expect(history(page).getByRole('heading', { name: 'Points History' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(history(page).getByRole('button', { name: /Add External/ })).toHaveCount(0);
  });
});
