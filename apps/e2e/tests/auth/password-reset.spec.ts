import {
  attachScreenshot,
  DEMO_PASSWORD,
  expect,
  linkIn,
  signInThroughPage,
  submitSignInForm,
  test,
} from '../../support/fixtures';

const RESET_INFO =
  'Your password has been reset. To continue please login to the PD Passport app on your device.';
const NEW_PASSWORD = 'Reset-Passw0rd-2026#';

test('forgot and reset a password with the emailed link, then sign in with the new one', async ({
  page,
  mailbox,
  baseURL,
  seed,
}, testInfo) => {
  // An account of this test's own: it ends with a new password.
  const account = await seed.userWithPassword({ givenName: 'Charlotte' });

  await test.step('ask for a reset link from the sign-in page', async () => {
    await page.goto('/users/sign_in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/users\/password\/new/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset instructions' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
  });

  const link = await test.step('read the email from the mail catcher', async () => {
    const email = await mailbox.waitFor(account.email);
    expect(email.subject).toBe('Reset your PD Passport password');
    expect(email.text).toContain('Hello Charlotte');
    const resetLink = linkIn(email, '/users/password/edit');
    // The link points at this server (APP_URL), not at some default host.
    expect(resetLink.startsWith(`${baseURL}/users/password/edit?reset_password_token=`)).toBe(true);
    return resetLink;
  });

  await test.step('a password that fails the policy shows the field error', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('no-uppercase-passw0rd');
    await page.getByLabel('Confirm new password').fill('no-uppercase-passw0rd');
    await page.getByRole('button', { name: 'Change my password' }).click();

    const password = page.getByLabel('New password', { exact: true });
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Password must include at least one uppercase letter')).toBeVisible();
    await expect(page.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'false');
    await attachScreenshot(page, testInfo, 'reset-policy-error');
  });

  await test.step('a good password ends on the info page', async () => {
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change my password' }).click();
    await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(RESET_INFO);
    await attachScreenshot(page, testInfo, 'reset-done');
  });

  await test.step('the link works only once', async () => {
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link is invalid or has already been used. Please request a new one.',
    );
  });

  await test.step('the old password no longer signs in', async () => {
    await submitSignInForm(page, account.email, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  });

  await test.step('the new password signs in to the console', async () => {
    await signInThroughPage(page, account.email, NEW_PASSWORD);
    await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(programs)?$/);
    await expect(page.getByRole('banner')).toContainText(account.fullName);
  });
});
