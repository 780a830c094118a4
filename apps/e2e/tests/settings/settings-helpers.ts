import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, uniqueSuffix } from '../../support/fixtures';

/** Files the settings tests upload (apps/e2e/fixtures). */
export const FIXTURES = {
  bannerJpg: path.resolve(import.meta.dirname, '../../fixtures/banner-desktop.jpg'),
  domainSvg: path.resolve(import.meta.dirname, '../../fixtures/domain-icon.svg'),
};

/** The id of the institute the signed-in session acts in (`/api/v1/me`). */
export async function currentInstituteId(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/me');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { institute: { id: number } } }).data.institute.id;
}

/** Opens /institutes/{id}/{section} and waits for the section's heading. */
export async function openSection(page: Page, section: string, heading: string): Promise<void> {
  await page.goto(`/institutes/${await currentInstituteId(page)}/${section}`);
  await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
}

/** A name no other test (or earlier run on a kept database) has used. */
export function unique(prefix: string): string {
  return `${prefix} ${uniqueSuffix().slice(0, 5)}`;
}

/** Confirms the kit's "Delete {Thing}?" question. */
export async function confirmDelete(page: Page, thing: string): Promise<void> {
  const question = page.getByRole('alertdialog', { name: `Delete ${thing}?` });
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(question).toBeHidden();
}

/** The texts of a table's body rows, in order, once they have loaded (a loaded row has its buttons). */
export async function rowTexts(page: Page, table: string): Promise<string[]> {
  const rows = page.getByRole('table', { name: table, exact: true }).locator('tbody tr');
  await expect(rows.first().getByRole('button').first()).toBeVisible();
  return rows.allInnerTexts();
}
