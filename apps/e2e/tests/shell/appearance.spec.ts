import {
  asNewUser,
  asOwnInstituteSuperAdmin,
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';

// Screenshots for a reviewer (attached to the HTML report) and axe scans of the shell in each of
// its states, each signed in as an account made for the test.

// The console honours "reduce motion", so menus and dialogs are fully drawn when the screenshot is taken.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('as super admin', () => {
  // A super admin session acting in an institute of the test's own (no API makes a super admin).
  test.use(asOwnInstituteSuperAdmin);

  test('the shell, its menus and dialogs have no serious accessibility violations', async ({
    page,
    ownInstitute,
  }, testInfo) => {
    await page.goto('/programs');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Programs' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'shell-super-admin');
    await expectNoSeriousA11yViolations(page, { label: 'shell (super admin)' });

    await page.getByRole('button', { name: /^Switch institute/ }).click();
    await expect(page.getByRole('menuitem', { name: ownInstitute.name })).toHaveClass(/Mui-selected/);
    await attachScreenshot(page, testInfo, 'institute-switcher');
    await expectNoSeriousA11yViolations(page, { label: 'institute switcher' });

    await page.getByRole('menuitem', { name: 'Add new...' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Institute' });
    await expect(create).toBeVisible();
    await attachScreenshot(page, testInfo, 'create-institute');
    await expectNoSeriousA11yViolations(page, { label: 'create institute' });
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();
  });
});

test.describe('as supervisor', () => {
  test.use(asNewUser({ roles: ['supervisor'] }));

  test('the shell, the account menu and Change Password have no serious accessibility violations', async ({
    page,
  }, testInfo) => {
    await page.goto('/profiling');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Profiles' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'shell-supervisor');
    await expectNoSeriousA11yViolations(page, { label: 'shell (supervisor)' });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'account-menu');
    await expectNoSeriousA11yViolations(page, { label: 'account menu' });

    await page.getByRole('menuitem', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText("can't be blank").first()).toBeVisible();
    await attachScreenshot(page, testInfo, 'change-password');
    await expectNoSeriousA11yViolations(page, { label: 'change password' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('the message bar, the Error! modal and the not-found page', async ({ page }, testInfo) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('pdp:message', { detail: { message: 'Profile emailed to you.' } }),
      ),
    );
    await expect(page.getByRole('status')).toContainText('Profile emailed to you.');
    await attachScreenshot(page, testInfo, 'not-found-and-message');
    await expectNoSeriousA11yViolations(page, { label: 'not found with message' });

    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('pdp:error-modal', { detail: { message: 'Domain is in use.' } })),
    );
    await expect(page.getByRole('dialog', { name: 'Error!' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'error-modal');
    await expectNoSeriousA11yViolations(page, { label: 'error modal' });
  });

  test('on a phone the navigation moves into a drawer', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/users');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await attachScreenshot(page, testInfo, 'phone-drawer');
    await nav.getByRole('link', { name: 'Reports' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(nav).toBeHidden();
    await expectNoSeriousA11yViolations(page, { label: 'phone' });
  });
});
