import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, storageStateFor, test } from '../../support/fixtures';
import { seedApprovalProgram } from '../../support/seed-registrations';

// Every detail route (an address with an id) answers a record it cannot show the same way: a heading,
// one plain line and the way back to its list, never a developer message, an empty table or a toast.

const MISSING = 2_000_000_000;
const toast = (page: Page) => page.getByRole('button', { name: 'Dismiss message' });

async function expectNotFound(page: Page, path: string, heading: string, back: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: back })).toBeVisible();
  await expect(page.getByText(/got status=/)).toHaveCount(0);
  await expect(page.getByRole('grid')).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0);
}

test.describe('as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('a missing id on every console detail route shows the not-found page', async ({ page }) => {
    test.setTimeout(120_000);
    await expectNotFound(page, `/programs/${MISSING}`, 'No Program', 'Back to Manage Programs');
    await expectNoSeriousA11yViolations(page, { label: 'not-found page' });
    await expectNotFound(page, '/programs/abc', 'No Program', 'Back to Manage Programs');
    await expectNotFound(page, `/import_registrations/${MISSING}`, 'No Program', 'Back to Manage Programs');
    await expectNotFound(page, `/users/${MISSING}`, 'No User', 'Back to Manage Users');
    await expectNotFound(page, `/vcm/${MISSING}`, 'No VCM', 'Back to Manage VCMs');
    await expectNotFound(page, `/vcm/${MISSING}/history`, 'No VCM', 'Back to Manage VCMs');
    await expectNotFound(page, `/me/programs/${MISSING}`, 'No Program', 'Back to Programs');
    await expectNotFound(page, `/me/points/${MISSING}`, 'No Point Request', 'Back to My Point Requests');

    // The profiling detail sits beside its list: the same message in its panel, with the way back.
    await page.goto(`/profiling/${MISSING}`);
    await expect(page.getByRole('heading', { name: 'Profile not available' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: 'Show the list' })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
  });

  test("another institute's program is not found either", async ({ page, ownInstitute }) => {
    const theirs = await seedApprovalProgram(ownInstitute.api);
    await expectNotFound(page, `/programs/${theirs.id}`, 'No Program', 'Back to Manage Programs');
    await page.getByRole('link', { name: 'Back to Manage Programs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();
  });
});

test.describe('as educator', () => {
  test.use({ storageState: storageStateFor('educator') });

  test('a missing VCM of my own is not found; the console VCM page says no access', async ({ page }) => {
    await expectNotFound(page, `/me/vcm/${MISSING}`, 'No VCM', 'Back to My VCM');
    await expectNotFound(page, `/vcm/${MISSING}`, 'No access to VCM', 'Back to Manage VCMs');
    await expect(page.getByText("You don't have access to this VCM.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'no-access page' });
  });
});
