import { startIdentityProvider, type TestIdentityProvider } from '../../../server/test/identity-provider.js';
import type { Page } from '@playwright/test';
import {
  asOwnInstituteAdmin,
  attachScreenshot,
  baseUrl,
  expect,
  test,
  uniqueSuffix,
  type OwnInstitute,
} from '../../support/fixtures';
import type { Seed } from '../../support/seed';

/**
 * Issue 20: the whole single sign-on round trip in the browser, against a real OpenID provider
 * (oidc-provider on 127.0.0.1, with its own login page) that this file starts, and an institute of
 * this test's own whose SSO points to it (the demo institutes are left alone).
 */
let provider: TestIdentityProvider;

/** A URL that begins with `prefix` (the provider's or this server's address, taken literally). */
const startingWith = (prefix: string) => new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test.beforeAll(async () => {
  provider = await startIdentityProvider([`${baseUrl()}/sso/sign_in`], [`${baseUrl()}/users/sign_in`], {
    loginPage: true,
  });
});
test.afterAll(async () => provider.close());

/**
 * Points the test's own institute at the provider (as a super admin, who assigns a domain without
 * proof), and adds a facilitator of its SSO domain: answers their email.
 */
async function ssoInstituteWithUser(ownInstitute: OwnInstitute, seed: Seed): Promise<string> {
  const domain = `sso-${uniqueSuffix()}.test`;
  await (
    await seed.api(ownInstitute.superAdminState)
  ).put(`/api/v1/institutes/${ownInstitute.id}`, {
    institute: {
      sso_enabled: true,
      sso_domain_name: domain,
      sso_issuer_url: provider.issuer,
      sso_client_id: provider.clientId,
      sso_client_secret: provider.clientSecret,
    },
  });
  const email = `fay.staff@${domain}`;
  await ownInstitute.api.post('/api/v1/users', {
    user: {
      unique_identifier: `SSO-${uniqueSuffix()}`,
      given_name: 'Fay',
      family_name: 'Singleton',
      email,
      is_facilitator: true,
    },
  });
  return email;
}

/** From the SSO email form through the provider's login page (any password), up to leaving it. */
async function signInAtProvider(page: Page, email: string) {
  await page.goto('/sso/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(startingWith(`${provider.issuer}/interaction/`));
  await page.getByRole('textbox', { name: 'Enter any login' }).fill(email);
  await page.getByRole('textbox', { name: 'and password' }).fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('signs in through the institute’s identity provider and signs out there too', async ({
  page,
  ownInstitute,
  seed,
}, testInfo) => {
  const email = await ssoInstituteWithUser(ownInstitute, seed);

  // The password page links to SSO; the SSO page asks for the work email.
  await page.goto('/users/sign_in');
  await page.getByRole('link', { name: 'Sign in with SSO' }).click();
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The provider's own login page (not this app's), on the provider's address.
  await expect(page).toHaveURL(startingWith(`${provider.issuer}/interaction/`));
  await page.getByRole('textbox', { name: 'Enter any login' }).fill(email);
  await page.getByRole('textbox', { name: 'and password' }).fill('anything');
  await attachScreenshot(page, testInfo, 'provider-login');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // Back through /sso/sign_in#code=… and /sso/signed_in to the console, signed in as Fay.
  await expect(page).toHaveURL(new RegExp(`${startingWith(baseUrl()).source}/(programs)?$`));
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('Fay Singleton');
  await expect(banner).toContainText(ownInstitute.name);
  await attachScreenshot(page, testInfo, 'signed-in');

  // Sign-out ends the session here, then the provider's: it asks, and returns to the sign-in page.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(startingWith(`${provider.issuer}/`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(startingWith(`${baseUrl()}/users/sign_in`));
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);

  // The provider's session ended too: the next SSO sign-in shows its login page again.
  await page.goto('/sso/sign_in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(startingWith(`${provider.issuer}/interaction/`));
  await expect(page.getByRole('textbox', { name: 'Enter any login' })).toBeVisible();
});

test.describe('roles from groups', () => {
  test.use(asOwnInstituteAdmin);

  test('an admin maps a group to a role in Institute Details; the next SSO sign-in gives it', async ({
    page,
    browser,
    ownInstitute,
    seed,
  }) => {
    const email = await ssoInstituteWithUser(ownInstitute, seed);
    provider.setClaims(email, { groups: ['staff', 'pdp-supervisors'] });

    await page.goto(`/institutes/${ownInstitute.id}/institute_details`);
    const sso = page.getByRole('region', { name: 'Single Sign-on', exact: true });
    await sso.getByRole('textbox', { name: 'Groups claim' }).fill('groups');
    await sso.getByRole('button', { name: 'Add group' }).click();
    await sso.getByRole('textbox', { name: 'Group 1' }).fill('pdp-supervisors');
    await sso.getByRole('combobox', { name: 'Role of group 1' }).click();
    await page.getByRole('option', { name: 'Supervisor' }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await reloaded;
    await expect(sso.getByRole('textbox', { name: 'Group 1' })).toHaveValue('pdp-supervisors');
    await expect(sso.getByRole('combobox', { name: 'Role of group 1' })).toHaveText('Supervisor');

    // Fay (a facilitator) signs in through the provider in a browser of her own: now a supervisor only.
    const context = await browser.newContext({ baseURL: baseUrl(), storageState: undefined });
    try {
      const staff = await context.newPage();
      await signInAtProvider(staff, email);
      await expect(staff.getByRole('banner')).toContainText('Fay Singleton');
      const me = (await (await staff.request.get('/api/v1/me')).json()) as {
        data: { user: Record<string, unknown> };
      };
      expect(me.data.user).toMatchObject({ is_supervisor: true, is_facilitator: false });
    } finally {
      await context.close();
    }
  });
});
