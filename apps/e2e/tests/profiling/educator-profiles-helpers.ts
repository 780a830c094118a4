import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

export const RESPONSE_LABELS = ['Not yet', 'Developing', 'Capable', 'Highly capable'];
export const SUPERVISOR_SEARCH = 'Search by given name, family name or employee number';

export function profileList(page: Page): Locator {
  return page.getByRole('list', { name: 'Profiles' });
}

/** The left column: heading, filter, and the list or its empty state. */
export function profileListSection(page: Page): Locator {
  return page.getByRole('region', { name: 'Educators', exact: true });
}

/** A profile in the left list, by the educator's name. */
export function profileItem(page: Page, name: string): Locator {
  return profileList(page).getByRole('link').filter({ hasText: name });
}

/** The right column. */
export function profileForm(page: Page): Locator {
  return page.getByRole('region', { name: 'Profile', exact: true });
}

export async function chooseFilter(
  page: Page,
  label: 'Open Profiles' | 'Resolved Profiles' | 'Educator In Progress',
) {
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveText(label);
}

/** Opens an educator's profile from the list and waits for its form. */
export async function openProfile(page: Page, name: string) {
  await profileItem(page, name).click();
  await expect(profileForm(page).getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(profileForm(page).getByRole('heading', { level: 3 })).toBeVisible();
}

/** The supervisor's radios of every statement on the domain page. */
export function ratingGroups(page: Page): Locator {
  return profileForm(page).getByRole('radiogroup');
}

export async function percentShown(page: Page): Promise<number> {
  const text = await profileForm(page).getByTestId('supervisor-percent').textContent();
  return Number(text?.replace('%', ''));
}

/** Admins: picks a supervisor in the Select Supervisor modal, found by what is typed. */
export async function selectSupervisor(page: Page, typed: string, fullName: string) {
  await page.getByRole('button', { name: /'s Educators$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Supervisor' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox', { name: SUPERVISOR_SEARCH }).fill(typed);
  await page.getByRole('option', { name: new RegExp(fullName) }).click();
  await dialog.getByRole('button', { name: 'Select Supervisor' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: `${fullName}'s Educators` })).toBeVisible();
}
