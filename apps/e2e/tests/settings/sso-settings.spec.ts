import type { Page } from '@playwright/test';
import { asOwnInstituteSuperAdmin, DEMO_PASSWORD, expect, test } from '../../support/fixtures';

// The Single Sign-on settings that decide who can sign in (domain, issuer, client id, email claim,
// the switch) take an institute admin's password again; a super admin saves them as they are
// (docs/sso.md "Who may change it"). Each test works in an institute of its own.

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const ssoGroup = (page: Page) => page.getByRole('region', { name: 'Single Sign-on', exact: true });
const isInstituteSave = (id: number) => (request: { method(): string; url(): string }) =>
  request.method() === 'PUT' && request.url().endsWith(`/api/v1/institutes/${id}`);

test('an institute admin confirms a new SSO client id with their password', async ({
  page,
  ownInstitute,
  seed,
}, testInfo) => {
  // Two saves, a reload and three screenshots: 16 s alone, and once over a minute with its context's
  // teardown on a busy 2-core machine running the whole suite.
  test.setTimeout(120_000);
  // An admin of the institute who chose a password (the institute's first admin has none).
  const admin = await seed.userWithPassword({ roles: ['institute_admin'] }, DEMO_PASSWORD, ownInstitute.api);
  await seed.signIn(page.context(), admin);
  await page.goto(`/institutes/${ownInstitute.id}/institute_details`);
  const clientId = ssoGroup(page).getByRole('textbox', { name: 'Client ID' });
  await clientId.fill('pdp-e2e-client');
  await saveButton(page).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm with your password' });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel('Current password');
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(password).toHaveAccessibleDescription(/^is invalid/);
  await expect(dialog).toBeVisible();
  for (const size of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    // The viewport, not the full page: a full-page capture stretches the fixed backdrop and dialog.
    const file = testInfo.outputPath(`sso-password-dialog-${size.width}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`sso-password-dialog-${size.width}`, { path: file, contentType: 'image/png' });
  }

  await password.fill(DEMO_PASSWORD);
  const saved = page.waitForRequest(isInstituteSave(ownInstitute.id));
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Confirm and save' }).click();
  expect((await saved).postDataJSON()).toEqual({
    institute: { sso_client_id: 'pdp-e2e-client' },
    current_password: DEMO_PASSWORD,
  });
  await reloaded;
  await expect(clientId).toHaveValue('pdp-e2e-client');
  await expect(saveButton(page)).toBeDisabled();

  // Cancelling saves nothing and keeps the edit; a setting that decides nobody's sign-in asks nothing.
  await clientId.fill('pdp-e2e-other');
  await saveButton(page).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(clientId).toHaveValue('pdp-e2e-other');
  await clientId.fill('pdp-e2e-client');
  await ssoGroup(page).getByRole('textbox', { name: 'Groups claim' }).fill('groups');
  const plain = page.waitForRequest(isInstituteSave(ownInstitute.id));
  await saveButton(page).click();
  expect((await plain).postDataJSON()).toEqual({ institute: { sso_groups_claim: 'groups' } });
  // Saved, and nothing left in flight when the test's browser context closes.
  await expect(saveButton(page)).toBeDisabled();
  await expect(ssoGroup(page).getByRole('textbox', { name: 'Groups claim' })).toHaveValue('groups');
});

test.describe('as a super admin', () => {
  test.use(asOwnInstituteSuperAdmin);

  test('saves a new SSO client id without a password', async ({ page, ownInstitute }) => {
    await page.goto(`/institutes/${ownInstitute.id}/institute_details`);
    const clientId = ssoGroup(page).getByRole('textbox', { name: 'Client ID' });
    await clientId.fill('pdp-root-client');
    const saved = page.waitForRequest(isInstituteSave(ownInstitute.id));
    const reloaded = page.waitForEvent('load');
    await saveButton(page).click();
    expect((await saved).postDataJSON()).toEqual({ institute: { sso_client_id: 'pdp-root-client' } });
    await reloaded;
    await expect(clientId).toHaveValue('pdp-root-client');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
