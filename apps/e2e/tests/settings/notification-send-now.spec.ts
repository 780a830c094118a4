import { expect, storageStateFor, test } from '../../support/fixtures';
import { openSection } from './settings-helpers';

test.describe('Notification tab: send now', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('the profiling reminder is queued and the server’s message shows in a toast', async ({ page }) => {
    await openSection(page, 'notification', 'Notification');
    await page.getByRole('button', { name: 'Send now: Profiling reminder' }).click();
    await expect(page.getByText(/^Profiling reminder queued for \d+ educators?$/)).toBeVisible();
    // A 3-second toast (the shell's own messages stay 5).
    await expect(page.getByText(/^Profiling reminder queued for/)).toBeHidden({ timeout: 6_000 });
  });

  test('a VCM reminder (the demo institute has VCM on) is queued with its message', async ({ page }) => {
    await openSection(page, 'notification', 'Notification');
    await page.getByRole('button', { name: 'Send now: VCM approver reminder' }).click();
    await expect(page.getByText(/^VCM approver reminder queued for \d+ approvers?$/)).toBeVisible();
  });

  test('a failure shows "Error: " and the message', async ({ page }) => {
    await page.route('**/api/v1/institutes/*/supervisor_profiles_waiting_notification', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ title: 'Bad Request', message: 'Mail is switched off', code: 1 }),
      }),
    );
    await openSection(page, 'notification', 'Notification');
    await page.getByRole('button', { name: 'Send now: Supervisor profile waiting reminder' }).click();
    await expect(page.getByText('Error: Mail is switched off')).toBeVisible();
  });
});
