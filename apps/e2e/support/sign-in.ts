import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

export const SIGN_IN_PATH = '/users/sign_in';

const onSignInPage = (url: URL) => url.pathname.startsWith(SIGN_IN_PATH);

/** Opens the real server-rendered sign-in page, fills it in and submits it, as a person would. */
export async function submitSignInForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(SIGN_IN_PATH);
  if (!onSignInPage(new URL(page.url()))) {
    throw new Error(
      `Cannot sign in as ${email}: this page is already signed in (${SIGN_IN_PATH} went to ${page.url()}). ` +
        'Use a fresh context, not one with a stored sign-in.',
    );
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs in through the real sign-in page and waits to land on the console (any URL that is not the
 * sign-in page). If the page answers with an error instead (a wrong password, a rate limit), fails at
 * once with that error rather than waiting for the timeout.
 */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitSignInForm(page, email, password);
  const alert = page.getByRole('alert');
  const landed = page.waitForURL((url) => !onSignInPage(url)).then(() => undefined);
  const refused = alert.waitFor({ state: 'visible' }).then(() => alert.innerText());
  // Whichever loses is left pending until the page moves on or closes; its rejection means nothing.
  landed.catch(() => {});
  refused.catch(() => {});
  const error = await Promise.race([landed, refused]);
  if (error !== undefined) throw new Error(`Signing in as ${email} failed: ${error.trim()}`);
}
