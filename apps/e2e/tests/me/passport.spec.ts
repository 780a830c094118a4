import {
  attachScreenshot,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';

/**
 * Issue 21: the educator app's home. An educator who signs in lands on My Passport at phone width,
 * sees the points an admin gave them against their requirements, and reads the email about it in
 * Inbox, whose unread count then clears.
 */
test.use({ viewport: { width: 390, height: 844 } });

function localDate(daysAgo = 0): string {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

test('an educator lands on My Passport, sees the points an admin added, and reads the email in Inbox', async ({
  page,
  context,
  seed,
  adminApi,
}, testInfo) => {
  test.setTimeout(90_000);
  const educator = await seed.user({ roles: ['educator'], employmentType: 'Sessional Teacher' });
  const activity = `Industry placement ${testInfo.testId.slice(0, 6)}`;
  await adminApi.post(`/api/v1/users/${educator.id}/points_vocationals`, {
    points_vocational: { points: 3, activity_name: activity, activity_date: localDate(0) },
    notify_user: true,
  });

  await seed.signIn(context, educator);
  await page.goto('/');
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${educator.givenName}` })).toBeVisible();
  // The console's areas are not an educator's: no main navigation, the app's own sections instead.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  const sections = page.getByRole('navigation', { name: 'My PD sections' });
  await expect(sections.getByRole('link', { name: 'Passport' })).toHaveAttribute('aria-current', 'page');

  await expect(page.getByText('Passport status')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /^Vocational points: 3 of 5 points$/ })).toBeVisible();
  const history = page.getByRole('region', { name: 'Points history' });
  // A row's details are rendered when it is opened, not with the page.
  await expect(history.getByRole('button', { name: new RegExp(activity) })).toBeVisible();
  await expect(history.getByText('Activity date')).toHaveCount(0);
  await history.getByRole('button', { name: new RegExp(activity) }).click();
  await expect(history.getByText('Activity date')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'My Passport');
  await attachScreenshot(page, testInfo, 'my-passport-390');
  await expectNoSeriousA11yViolations(page);

  // The notification email: counted in Inbox until it is opened.
  const inbox = sections.getByRole('link', { name: /^Inbox \(\d+ unread\)$/ });
  await expect(inbox).toBeVisible({ timeout: 30_000 });
  await inbox.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const email = page.getByRole('button', { name: new RegExp(activity) });
  await expect(email).toBeVisible();
  await expect(email.getByText('New')).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Inbox', exact: true })).toBeVisible();
  await email.click();
  await expect(page.getByText(activity).nth(1)).toBeVisible();
  await expectNoHorizontalOverflow(page, 'Notifications');
  await expectNoSeriousA11yViolations(page);
  await attachScreenshot(page, testInfo, 'my-notifications-390');

  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(activity) }).getByText('New')).toHaveCount(0);
});

test('a supervisor opens their own My PD from the account menu, at phone width', async ({ page, seed }) => {
  const supervisor = await seed.user({ givenName: 'Stella', roles: ['supervisor'] });
  await seed.signIn(page.context(), supervisor);
  // Staff land in the console (Programs), not in the educator app.
  await page.goto('/');
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole('navigation', { name: 'My PD sections' })).toHaveCount(0);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'My PD' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByRole('heading', { level: 1, name: `Hello, ${supervisor.givenName}` })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'My PD sections' });
  await expect(sections.getByRole('link', { name: 'Passport' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Passport status')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'a supervisor’s My Passport');
});

test.describe('at desktop widths', () => {
  for (const width of [1440, 1024]) {
    test(`the sections are links above the page at ${width} px, Inbox with its count`, async ({
      page,
      seed,
      adminApi,
    }, testInfo) => {
      // An educator of this test's own, with points an admin added and the email about them.
      const educator = await seed.user({ roles: ['educator'] });
      const activity = `Trade show ${testInfo.testId.slice(0, 6)}`;
      await adminApi.post(`/api/v1/users/${educator.id}/points_vocationals`, {
        points_vocational: { points: 2, activity_name: activity, activity_date: localDate(0) },
        notify_user: true,
      });
      await seed.signIn(page.context(), educator);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/me');
      const sections = page.getByRole('navigation', { name: 'My PD', exact: true });
      await expect(sections.getByRole('link', { name: 'Passport' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('navigation', { name: 'My PD sections' })).toBeHidden();
      await expect(page.getByRole('progressbar', { name: /^Professional points: / })).toBeVisible();
      await attachScreenshot(page, testInfo, `my-passport-${width}`);
      await expect(sections.getByRole('link', { name: /^Inbox \(\d+ unread\)$/ })).toBeVisible({
        timeout: 30_000,
      });
      await sections.getByRole('link', { name: /^Inbox/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(activity) })).toBeVisible();
      await attachScreenshot(page, testInfo, `my-notifications-${width}`);
    });
  }
});
