import {
  attachScreenshot,
  DEMO_PASSWORD,
  expect,
  ROLE_ACCOUNTS,
  signInThroughPage,
  submitSignInForm,
  test,
} from '../../support/fixtures';

/** The console's home: `/`, or `/programs` where `/` sends a signed-in user. */
const CONSOLE_HOME = /^https?:\/\/[^/]+\/(programs)?$/;

test('signs in through the real page and lands on the console with the user’s name', async ({
  page,
}, testInfo) => {
  const admin = ROLE_ACCOUNTS.institute_admin;
  await signInThroughPage(page, admin.email);

  await expect(page).toHaveURL(CONSOLE_HOME);
  const banner = page.getByRole('banner');
  await expect(banner).toContainText(admin.fullName);
  await expect(banner).toContainText(admin.institute);
  await attachScreenshot(page, testInfo, 'signed-in');
});

test('a wrong password shows the red flash and stays on the sign-in page', async ({
  page,
  seed,
}, testInfo) => {
  // An account of this test's own: wrong passwords count towards the account's sign-in limit.
  const { email } = await seed.userWithPassword();
  await submitSignInForm(page, email, `${DEMO_PASSWORD}-wrong`);

  const flash = page.getByRole('alert');
  await expect(flash).toHaveText('Invalid email or password.');
  // Red: the text colour's red channel clearly dominates. Polled: the flash is in the page before
  // its stylesheet has loaded (or been revalidated), and until then it is black.
  const redness = () =>
    flash.evaluate((element) => {
      const [red = 0, green = 0, blue = 0] = (getComputedStyle(element).color.match(/\d+/g) ?? []).map(
        Number,
      );
      return red - Math.max(green, blue);
    });
  await expect.poll(redness, { message: 'how much red dominates the flash colour' }).toBeGreaterThan(80);

  await expect(page).toHaveURL(/\/users\/sign_in/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue('');
  // No session was started.
  expect((await page.request.get('/api/v1/me')).status()).toBe(401);
  await attachScreenshot(page, testInfo, 'sign-in-error');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the sign-in page fits the screen and its controls are easy to tap', async ({ page }, testInfo) => {
    await page.goto('/users/sign_in');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    // Nothing scrolls sideways.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    // The fields and the button are inside the first screen, full-width enough and tall enough to tap.
    for (const control of [
      page.getByLabel('Email'),
      page.getByLabel('Password'),
      page.getByRole('button', { name: 'Log in' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      const box = await control.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(250);
    }
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeInViewport();

    const file = testInfo.outputPath('sign-in-phone.png');
    await page.screenshot({ path: file });
    await testInfo.attach('sign-in-phone', { path: file, contentType: 'image/png' });
  });
});
