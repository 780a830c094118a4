import {
  expect,
  expectNoSeriousA11yViolations,
  linkIn,
  submitSignInForm,
  test,
  uniqueSuffix,
} from '../../support/fixtures';

// The server-rendered pages people see before they are signed in, in each state they can be in.

test('the sign-in page, blank and with the error flash', async ({ page }) => {
  await page.goto('/users/sign_in');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'sign-in' });

  // An address with no account answers the same error, and spends no real account's attempts.
  await submitSignInForm(page, `nobody-${uniqueSuffix()}@demo.test`, 'Not-the-Passw0rd!');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'sign-in with error' });
});

test('the sign-in page in each institute’s colours', async ({ page, seed }) => {
  // Two institutes of the test's own, in a blue and a green palette.
  for (const [primary, light, secondary] of [
    ['#1f4e79', '#d6e4f0', '#f28c28'],
    ['#2e7d32', '#dcefdc', '#6a1b9a'],
  ] as const) {
    const { id, name, api } = await seed.institute();
    await api.put(`/api/v1/institutes/${id}`, {
      institute: { primary_color: primary, primary_light_color: light, secondary_color: secondary },
    });
    await page.goto(`/users/sign_in?institute=${id}`);
    await expect(page.getByText(name)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: `sign-in in ${primary}` });
  }
});

test('the forgot-password page: blank, with a field error, and after sending', async ({ page }) => {
  await page.goto('/users/password/new');
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'forgot' });

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'forgot with error' });

  // An address with no account: the page answers the same, and no email is sent.
  await page.getByLabel('Email').fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'forgot sent' });
});

test('the reset page: invalid link, field errors, and the info page', async ({ page, mailbox, seed }) => {
  await page.goto('/users/password/edit?reset_password_token=not-a-token');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'reset with invalid link' });

  const account = await seed.user();
  await page.goto('/users/password/new');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await page.goto(linkIn(await mailbox.waitFor(account.email), '/users/password/edit'));
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'reset' });

  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('different');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByText("Password confirmation doesn't match Password")).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'reset with errors' });

  await page.getByLabel('New password', { exact: true }).fill('A11y-Passw0rd-2026#');
  await page.getByLabel('Confirm new password').fill('A11y-Passw0rd-2026#');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'reset done' });
});

test('the single sign-on page, blank and with its error', async ({ page }) => {
  await page.goto('/sso/sign_in');
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'sso' });

  await page.getByLabel('Email').fill('someone@demo.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'sso with error' });
});
