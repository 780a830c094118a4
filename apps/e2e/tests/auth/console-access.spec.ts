import { expect, signInThroughPage, test } from '../../support/fixtures';

const CONSOLE_HOME = /^https?:\/\/[^/]+\/(programs)?$/;

test('a visitor without a session who opens the console is sent to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/users\/sign_in/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test.describe('signed in', () => {
  test('opening the sign-in page again goes straight to the console', async ({ page, seed }) => {
    const admin = await seed.user({ roles: ['institute_admin'] });
    await seed.signIn(page.context(), admin);
    await page.goto('/users/sign_in');
    await expect(page).toHaveURL(CONSOLE_HOME);
    await expect(page.getByRole('banner')).toContainText(admin.fullName);
  });

  test('an unknown path shows the not-found page with a way home', async ({ page, seed }) => {
    const admin = await seed.user({ roles: ['institute_admin'] });
    await seed.signIn(page.context(), admin);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(CONSOLE_HOME);
    await expect(page.getByRole('banner')).toContainText(admin.fullName);
  });
});

test('Logout in the account menu ends the session on the server', async ({ page, seed }) => {
  // An account of this test's own: the stored sign-ins must never be logged out.
  const account = await seed.userWithPassword();
  await signInThroughPage(page, account.email);
  await expect(page.getByRole('banner')).toContainText(account.fullName);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/users\/sign_in$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The session is gone on the server, not just forgotten by the page.
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
  await page.goto('/');
  await expect(page).toHaveURL(/\/users\/sign_in/);
});
