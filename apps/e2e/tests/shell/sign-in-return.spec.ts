import { DEMO_PASSWORD, baseUrl, expect, signInThroughPage, test } from '../../support/fixtures';

/** Issue 12 §14: after the session ends and the user signs in again, they are back where they were. */
test('signing in again after the session expired returns to the same page, filters and all', async ({
  page,
  seed,
}) => {
  // An admin of this test's own, who signs in through the page (the stored sign-ins must live on).
  const admin = await seed.userWithPassword({ roles: ['institute_admin'] });
  await signInThroughPage(page, admin.email);
  await page.goto('/users');
  const name = page.getByRole('textbox', { name: 'Name contains' });
  await name.fill('Ali');
  // The filtered answer must have arrived before the cookie goes: the unfiltered page shows Thomas
  // Ali too, so seeing him proves nothing, and a request still on its way would meet the 401 first.
  const filtered = page.waitForResponse(
    (response) => response.url().includes('full_name_cont%5D=Ali') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filtered;
  await expect(
    page.getByRole('grid', { name: 'Users' }).getByRole('link', { name: 'Thomas Ali' }),
  ).toBeVisible();
  await expect(
    page.getByRole('grid', { name: 'Users' }).getByRole('link', { name: 'Hannah Becker' }),
  ).toBeHidden();

  // The session cookie goes (as when it expires); the next request meets a 401.
  await page.context().clearCookies({ name: 'pdp_session' });
  const alerted = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await name.fill('Becker');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  expect(await alerted).toBe('You are no longer logged in');
  await expect(page).toHaveURL(/\/users\/sign_in\?return_to=%2Fusers%3F.*Becker/);
  const returnTo = new URL(page.url()).searchParams.get('return_to')!;

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === returnTo);
  await expect(
    page.getByRole('grid', { name: 'Users' }).getByRole('link', { name: 'Hannah Becker' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name contains' })).toHaveValue('Becker');
});

test('the sign-in page never sends the user to another site', async ({ page, seed }) => {
  const account = await seed.userWithPassword();
  for (const hostile of ['//example.com/users', 'https://example.com/', '/\\example.com']) {
    // Leave the console first: a request of its still in flight would meet the cleared cookie, and
    // its 401 would send the page to sign in while page.goto is on its way (ERR_ABORTED).
    await page.goto('about:blank');
    await page.context().clearCookies();
    await page.goto(`/users/sign_in?return_to=${encodeURIComponent(hostile)}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner')).toContainText(account.fullName);
    // Home: `/` sends a console user on to Programs (an educator to /me); let that settle before
    // the next page.goto, which would otherwise abort it.
    await expect(page).toHaveURL(/\/programs$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    expect(page.url()).not.toContain('example.com');
  }
});

test('the favicon answers, and HEAD on a console page answers like GET', async ({ request }) => {
  for (const path of ['/favicon.ico', '/favicon.svg']) {
    const icon = await request.get(path);
    expect(icon.status(), path).toBe(200);
    expect(icon.headers()['content-type'], path).toMatch(/^image\//);
  }
  const head = await request.head('/users/5?tab=roles');
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toMatch(/^text\/html/);
});
