import type { Page } from '@playwright/test';
import { expect } from '../../support/fixtures';

/** A suffix no other test (or earlier run on a kept database) has used. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36)}`;
}

export interface CreatedUser {
  id: number;
  givenName: string;
  familyName: string;
  fullName: string;
  email: string;
}

/**
 * Makes a throwaway facilitator through the API as the signed-in admin, so tests that edit or
 * deactivate a user never touch the demo accounts other tests rely on.
 */
export async function createFacilitator(page: Page, givenName: string): Promise<CreatedUser> {
  const suffix = uniqueSuffix();
  const familyName = `Tester${suffix}`;
  const email = `e2e-${suffix}@demo.test`;
  const response = await page.request.post('/api/v1/users', {
    headers: { 'X-Client-App': 'webapp' },
    data: {
      user: {
        unique_identifier: `T-${suffix}`,
        given_name: givenName,
        family_name: familyName,
        email,
        is_facilitator: true,
      },
      generate_password: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number } };
  return { id: data.id, givenName, familyName, fullName: `${givenName} ${familyName}`, email };
}

/** Picks an option of a MUI select by the field's label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
