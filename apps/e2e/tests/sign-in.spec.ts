import { expect, test } from '@playwright/test';
import { BASE_URL, DEMO_ADMIN } from '../support/env';
import { attachScreenshot } from '../support/screenshots';
import { signIn, signInThroughForm } from '../support/sign-in';

test('signs in through the real page and lands on the console', async ({ page }, testInfo) => {
  await signInThroughForm(page, DEMO_ADMIN.email);

  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('banner')).toContainText(DEMO_ADMIN.institute);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(DEMO_ADMIN.fullName);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ADMIN.givenName}` })).toBeVisible();
  await expect(page).toHaveTitle('PD Passport');

  await attachScreenshot(page, testInfo, 'signed-in');
});

test('a wrong password shows an error and stays on the sign-in page', async ({ page }, testInfo) => {
  await signInThroughForm(page, DEMO_ADMIN.email, 'Not-the-Passw0rd!');

  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/users\/sign_in/);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN.email);

  await attachScreenshot(page, testInfo, 'sign-in-error');
});

test('Logout in the account menu ends the session', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.fullName);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/users\/sign_in$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The session is gone on the server, not just forgotten by the page.
  const me = await page.request.get('/api/v1/me');
  expect(me.status()).toBe(401);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.fullName);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByRole('heading', { name: `Welcome, ${DEMO_ADMIN.givenName}` })).toBeVisible();
});
