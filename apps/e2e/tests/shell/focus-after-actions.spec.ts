import type { Page } from '@playwright/test';
import { expect, storageStateFor, test, uniqueSuffix } from '../../support/fixtures';
import { seedPendingPointRequest } from '../../support/seed-point-requests';
import { seedVcmInReview } from '../../support/seed-vcms';
import { seedProgram } from '../programs/attendance-helpers';
import { tableInView } from '../../support/grid';

// When an action takes away the button that started it, focus moves on to where the work continues
// (the next row, the new button, the list's heading), never to the top of the page.

const approveButtons = (page: Page) =>
  page
    .getByRole('grid', { name: 'Registrations' })
    .getByRole('button', { name: /^Approve registration of / });

async function approveFrom(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve registration?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
}

test('approving in /registrations moves focus to the next row, the previous from the last, then the empty queue', async ({
  page,
  seed,
}) => {
  test.setTimeout(120_000);
  const { supervisor } = await seed.supervisorWithPendingRegistrations(3);
  await seed.signIn(page.context(), supervisor);
  await page.goto('/registrations');
  await expect(approveButtons(page)).toHaveCount(3, { timeout: 30_000 });
  const [first, second, third] = (await approveButtons(page).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  )) as [string, string, string];

  await approveFrom(page, first);
  await expect(page.getByRole('button', { name: second, exact: true })).toBeFocused();
  await approveFrom(page, third);
  await expect(page.getByRole('button', { name: second, exact: true })).toBeFocused();
  await approveFrom(page, second);
  await expect(page.getByText('No registrations are waiting for approval.')).toBeFocused();
});

test('Register on /me/programs/{id} hands focus to Cancel registration', async ({ page, seed, adminApi }) => {
  const program = await seedProgram(adminApi);
  const educator = await seed.user({ roles: ['educator'] });
  await seed.signIn(page.context(), educator);
  await page.goto(`/me/programs/${program.id}`);
  await page.getByRole('button', { name: 'Register' }).click();
  await page
    .getByRole('alertdialog', { name: `Register for ${program.name}?` })
    .getByRole('button', { name: 'Register' })
    .click();
  await expect(page.getByRole('button', { name: 'Cancel registration' })).toBeFocused();
});

test('Mark needs attention on a VCM moves focus to the next unit in review, and stays in the units panel', async ({
  page,
  seed,
  runDatabase,
}) => {
  test.setTimeout(90_000);
  const approver = await seed.user({ givenName: 'Avery', roles: ['supervisor'] });
  const owner = await seed.user({ givenName: 'Quinn', roles: ['educator'] });
  const vcm = await seedVcmInReview(await runDatabase(), { owner, approver, answeredUnits: 2 });
  const [first, second] = vcm.unitCodes as [string, string];
  await seed.signIn(page.context(), approver);
  await page.goto(`/vcm/${vcm.id}?tab=courses`);

  const markNeedsAttention = async (code: string) => {
    await page.getByRole('button', { name: `Mark ${code} needs attention` }).click();
    const dialog = page.getByRole('dialog', { name: 'Needs attention' });
    await dialog.getByRole('textbox', { name: 'Feedback' }).fill('Please add the dates of your study.');
    await dialog.getByRole('button', { name: 'Mark needs attention' }).click();
    await expect(dialog).toBeHidden();
  };
  await markNeedsAttention(first);
  await expect(page.getByRole('button', { name: `Mark ${first} needs attention` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Mark ${second} needs attention` })).toBeFocused();
  // The last unit in review: focus stays in the panel (its heading, or the unit's row once the
  // table shows it under its new status), not at the top of the page.
  await markNeedsAttention(second);
  await expect(page.getByRole('tabpanel').locator(':focus')).toHaveCount(1);
  await expect(page.locator('body')).not.toBeFocused();
});

test("Approve on a VCM unit in review moves focus to the next unit's Approve, not to the page", async ({
  page,
  seed,
  runDatabase,
}) => {
  test.setTimeout(90_000);
  const approver = await seed.user({ givenName: 'Avery', roles: ['supervisor'] });
  const owner = await seed.user({ givenName: 'Quinn', roles: ['educator'] });
  const vcm = await seedVcmInReview(await runDatabase(), { owner, approver, answeredUnits: 2 });
  const [first, second] = vcm.unitCodes as [string, string];
  await seed.signIn(page.context(), approver);
  await page.goto(`/vcm/${vcm.id}?tab=courses`);
  // A busy server: the first decision answers after 6 s, and focus still moves on once the unit leaves.
  await page.route(
    `**/api/v1/vcms/${vcm.id}/unit_responses/*/approve`,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6000));
      await route.fallback();
    },
    { times: 1 },
  );

  await page.getByRole('button', { name: `Approve ${first}` }).click();
  await expect(page.getByRole('button', { name: `Approve ${first}` })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: `Approve ${second}` })).toBeFocused();
  // Dimmed (aria-disabled) until the first decision has saved; then Enter approves from the keyboard.
  await expect(page.getByRole('button', { name: `Approve ${second}` })).not.toHaveAttribute('aria-disabled');
  await page.keyboard.press('Enter');
  // Saved: the course's counts say so. With nothing left in review the filter may move on (to the
  // units that need attention, or All), so the unit's row is not what shows it.
  await expect(page.getByText(/\b2 approved\b/)).toBeVisible();
  await expect(page.getByRole('tabpanel').locator(':focus')).toHaveCount(1);
  await expect(page.locator('body')).not.toBeFocused();
});

test('removing a workshop moves focus to the next workshop, the previous from the last, then the heading', async ({
  page,
  seed,
  adminApi,
}) => {
  const suffix = uniqueSuffix();
  const start = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const workshop = (name: string, days: number) => ({
    name: `${name} ${suffix}`,
    start_time: `${start(days)}T09:00`,
    end_time: `${start(days)}T12:00`,
    points: 1,
  });
  const created = await adminApi.post<{ data: { id: number } }>('/api/v1/programs', {
    program: {
      name: `Focus ${suffix}`,
      program_type: 'elective',
      workshops: [workshop('One', 30), workshop('Two', 31), workshop('Three', 32)],
    },
  });
  const admin = await seed.user({ roles: ['institute_admin'] });
  await seed.signIn(page.context(), admin);
  await page.goto(`/programs/${created.data.id}`);
  const remove = (n: number) => page.getByRole('button', { name: `Remove workshop ${n}`, exact: true });
  await expect(remove(3)).toBeVisible({ timeout: 30_000 });

  await remove(1).click();
  await expect(remove(1)).toBeFocused(); // "Two", now the first
  await remove(2).click();
  await expect(remove(1)).toBeFocused();
  await remove(1).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Workshops' })).toBeFocused();
});

test.describe('as an institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin'), viewport: { width: 1440, height: 900 } });

  test('approving a pending activity moves focus to the next request, then the section heading', async ({
    page,
    seed,
    runDatabase,
  }) => {
    const db = await runDatabase();
    const educator = await seed.user({ roles: ['educator'] });
    const older = await seedPendingPointRequest(db, educator, { updatedMinutesAgo: 10 });
    const newer = await seedPendingPointRequest(db, educator);
    await page.goto(`/users/${educator.id}`);
    await tableInView(page, 'Activities Submitted for Approval');
    const approve = async (name: string) => {
      await page.getByRole('button', { name: `Approve ${name}`, exact: true }).click({ timeout: 30_000 });
      const dialog = page.getByRole('dialog', { name: 'Approve activity' });
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: `Approve ${name}`, exact: true })).toHaveCount(0);
    };
    await approve(newer.activityName);
    await expect(
      page.getByRole('button', { name: `Approve ${older.activityName}`, exact: true }),
    ).toBeFocused();
    await approve(older.activityName);
    await expect(page.getByRole('heading', { name: 'Activities Submitted for Approval' })).toBeFocused();
  });
});
