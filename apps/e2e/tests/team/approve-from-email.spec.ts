import type { Page, TestInfo } from '@playwright/test';
import {
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  linkIn,
  test,
  type Mailbox,
} from '../../support/fixtures';
import type { Seed, SeededUser } from '../../support/seed';
import { seedApprovalProgram } from '../../support/seed-registrations';

/**
 * Approve from email: an educator registers for a program that needs approval; the link in their
 * supervisor's "Registration to approve" email opens the confirmation page, where one click decides.
 */

/**
 * A supervisor, their new educator registered (pending) for a new elective, and the email's link,
 * opened in `page` as the supervisor.
 */
async function registrationToApprove(
  page: Page,
  seed: Seed,
  mailbox: Mailbox,
  adminApi: Parameters<typeof seedApprovalProgram>[0],
) {
  const supervisor = await seed.user({ givenName: 'Lia', roles: ['supervisor'] });
  const educator = await seed.user({ givenName: 'Ivo', roles: ['educator'], supervisorId: supervisor.id });
  const program = await seedApprovalProgram(adminApi);
  const educatorApi = await seed.api(await seed.sessionOf(educator));
  await educatorApi.post(`/api/v1/my/programs/${program.id}/registrations`, {});
  const email = await mailbox.waitFor(supervisor.email, 30_000, {
    subject: `Registration to approve: ${program.name}`,
  });
  expect(email.text).toContain(`${educator.fullName} registered for a program`);
  const link = linkIn(email, '/email_approvals/');
  await openAs(page, seed, supervisor, link);
  return { educator, program, link };
}

async function openAs(page: Page, seed: Seed, user: Pick<SeededUser, 'id' | 'instituteId'>, link: string) {
  await seed.signIn(page.context(), user);
  await page.goto(link);
}

/** The page as it is now, at desktop and phone widths. */
async function screenshotsOf(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await attachScreenshot(page, testInfo, `${name}-${width}`);
  }
}

test('the approver opens the email link, approves in one click; the link then says it was used, and is useless to anyone else', async ({
  page,
  browser,
  seed,
  mailbox,
  adminApi,
}, testInfo) => {
  test.setTimeout(120_000);
  const { educator, program, link } = await registrationToApprove(page, seed, mailbox, adminApi);
  await expect(page.getByRole('heading', { level: 1, name: 'Approve this registration?' })).toBeVisible();
  await expect(page.getByText(program.name)).toBeVisible();
  await expect(page.getByText(educator.fullName)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'approval link page' });
  await screenshotsOf(page, testInfo, 'approve-from-email');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approved' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Registration approved.');

  // The same link again: used, with the way to the console.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Link already used' })).toBeVisible();
  await page.getByRole('link', { name: 'Open My Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();

  // Another supervisor, signed in, gets nothing from it.
  const other = await seed.user({ givenName: 'Ola', roles: ['supervisor'] });
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await openAs(otherPage, seed, other, link);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Link for another approver' })).toBeVisible();
  await expect(otherPage.getByText(program.name)).toHaveCount(0);
  await otherContext.close();
});

test('the approver rejects a registration from the email link with a reason', async ({
  page,
  seed,
  mailbox,
  adminApi,
}, testInfo) => {
  test.setTimeout(120_000);
  const { educator, program } = await registrationToApprove(page, seed, mailbox, adminApi);
  // A reject without a reason stays on the page: the browser asks for it.
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Approve this registration?' })).toBeVisible();
  await page.getByLabel('Reason (the educator reads it)').fill('The program clashes with exam week.');
  await screenshotsOf(page, testInfo, 'reject-from-email');
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rejected' })).toBeVisible();
  const notice = await mailbox.waitFor(educator.email, 30_000, {
    subject: `Registration not approved: ${program.name}`,
  });
  expect(notice.text).toContain('Reason: The program clashes with exam week.');
});
