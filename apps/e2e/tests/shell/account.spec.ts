import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signInThroughPage, test } from '../../support/fixtures';

// Each test changes its own account (its password, or its session ends), seeded for it.
const NEW_PASSWORD = 'Fresh-Passw0rd-2026!';

async function openChangePassword(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  return page.getByRole('dialog', { name: 'Change Password' });
}

test('change password: a 422 shows the messages per field, then a valid change goes home', async ({
  page,
  browser,
  baseURL,
  seed,
}) => {
  const account = await seed.userWithPassword();
  await signInThroughPage(page, account.email);
  await page.goto('/registrations');
  const dialog = await openChangePassword(page);
  await expect(dialog).toContainText('At least 14 characters');

  const current = dialog.getByRole('textbox', { name: 'Current password' });
  const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
  const confirmation = dialog.getByRole('textbox', { name: 'Password confirmation' });

  await current.fill('not-my-password');
  await password.fill('short');
  await confirmation.fill('different');
  await dialog.getByRole('button', { name: 'Save' }).click();

  // The title above the form; the first message of each field under it.
  await expect(dialog.getByRole('alert')).toHaveText('Your password could not be changed');
  await expect(dialog.getByText('is invalid')).toBeVisible();
  await expect(dialog.getByText('is too short (minimum is 14 characters)')).toBeVisible();
  await expect(dialog.getByText("doesn't match Password")).toBeVisible();
  await expect(dialog.getByText('must include at least one uppercase letter')).toHaveCount(0);

  await current.fill(DEMO_PASSWORD);
  await password.fill(NEW_PASSWORD);
  await confirmation.fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole('status')).toContainText('Your password has been changed.');
  // This session carries on; the new password is the one that signs in now.
  expect((await page.request.get('/api/v1/me')).status()).toBe(200);
  const other = await browser.newContext({ baseURL });
  try {
    await signInThroughPage(await other.newPage(), account.email, NEW_PASSWORD);
  } finally {
    await other.close();
  }
});

test('session expiry: the next action alerts "You are no longer logged in" and lands on sign-in', async ({
  page,
  playwright,
  baseURL,
  seed,
}) => {
  // A session of its own, started directly: what matters here is how the page notices its end.
  const account = await seed.user();
  await seed.signIn(page.context(), account);
  await page.goto('/programs');
  await expect(page.getByRole('banner')).toContainText(account.fullName);
  // Let the page's own requests (the programs list) finish first: the end must be noticed by the
  // next action, not by a list request that was still on its way.
  await page.waitForLoadState('networkidle');

  // End the session on the server from elsewhere, with the same cookie: the page still holds it.
  const elsewhere = await playwright.request.newContext({
    baseURL,
    storageState: await page.context().storageState(),
  });
  try {
    const signOut = await elsewhere.delete('/sso/sign_out', {
      headers: { 'X-Client-App': 'webapp' },
      maxRedirects: 0,
    });
    expect(signOut.status()).toBeLessThan(400);
  } finally {
    await elsewhere.dispose();
  }

  const alerted = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  const dialog = await openChangePassword(page);
  await dialog.getByRole('textbox', { name: 'Current password' }).fill(DEMO_PASSWORD);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('textbox', { name: 'Password confirmation' }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();

  expect(await alerted).toBe('You are no longer logged in');
  // Signing in again brings the user back here (sign-in-return.spec.ts).
  await expect(page).toHaveURL(/\/users\/sign_in\?return_to=%2Fprograms$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
