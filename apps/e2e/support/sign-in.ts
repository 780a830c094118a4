import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

/** Signs in through the real server-rendered form, as a person would. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/users/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Signs in and waits until the console has loaded the signed-in user. */
export async function signIn(page: Page, email: string, fullName: string): Promise<void> {
  await signInThroughForm(page, email);
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(fullName);
}
