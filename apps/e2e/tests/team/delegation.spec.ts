import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { expectNoHorizontalOverflow, SCREEN_SIZES } from '../../support/layout';
import type { PendingRegistration } from '../../support/seed-registrations';
import { dayKeysFromToday, typeInPicker } from '../programs/programs-helpers';

/** The console fits the desktop, the laptop and the phone (then back to the desktop). */
async function expectFitsEveryScreen(page: Page, screen: string) {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    await expectNoHorizontalOverflow(page, `${screen} at ${size.width} px`);
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/${screen}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(SCREEN_SIZES[0]);
}

const waiting = (page: Page, label: string, count: number) =>
  page.getByRole('region', { name: 'Waiting for you' }).getByRole('button', { name: `${label}: ${count}` });

test('a supervisor delegates while away; the delegate sees the banner, approves the supervisor’s item, and the audit log says on whose behalf', async ({
  page,
  seed,
}) => {
  test.setTimeout(150_000);
  const { supervisor, registrations } = await seed.supervisorWithPendingRegistrations(1);
  const [pending] = registrations as [PendingRegistration];
  const delegate = await seed.user({ givenName: 'Dora', roles: ['supervisor'] });

  // The supervisor names the delegate from today to five days ahead.
  await seed.signIn(page.context(), supervisor);
  await page.goto('/team');
  const away = page.getByRole('region', { name: 'Away' });
  await away.getByRole('button', { name: 'Delegate while away' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delegate while away' });
  await dialog.getByRole('combobox', { name: 'Delegate' }).click();
  await page.getByRole('option', { name: delegate.fullName }).click();
  await typeInPicker(dialog, 'To', dayKeysFromToday(5));
  await dialog.getByRole('button', { name: 'Delegate' }).click();
  await expect(dialog).toBeHidden();
  await expect(away.getByRole('listitem')).toContainText(`${delegate.fullName} acts for you`);
  await expect(away.getByRole('button', { name: 'End now' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'team console with a delegation' });
  await expectFitsEveryScreen(page, 'away-panel');

  // The delegate signs in: the banner, the supervisor's team, the pending registration.
  await page.context().clearCookies();
  await seed.signIn(page.context(), delegate);
  await page.goto('/team');
  const banner = page.getByRole('region', { name: 'Acting for' });
  await expect(banner).toContainText(`You are acting for ${supervisor.fullName} until`);
  await expectNoSeriousA11yViolations(page, { label: 'team console of a delegate' });
  await expectFitsEveryScreen(page, 'acting-banner');
  await banner.getByRole('link', { name: 'Open their team' }).click();
  await expect(page.getByText(`The educators ${supervisor.fullName} supervises`)).toBeVisible();
  await waiting(page, 'Registrations to approve', 1).click();
  const queue = page.getByRole('dialog', { name: 'Registrations to approve' });
  await queue.getByRole('checkbox', { name: `Select ${pending.educator.fullName}` }).check();
  await queue.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(queue.getByRole('status')).toContainText('1 decided');
  await queue.getByRole('button', { name: 'Close' }).click();

  // The admin's audit log: the delegate, on the supervisor's behalf.
  await page.context().clearCookies();
  await seed.signIn(page.context(), await seed.demoAccount('institute_admin'));
  await page.goto(`/audit_log?q[table_name_eq]=registrations&q[record_id_eq]=${pending.id}`);
  const updated = page.getByRole('grid', { name: 'Audit events' }).getByRole('row', { name: /Updated/ });
  await expect(updated.first()).toContainText(`${delegate.fullName} on behalf of ${supervisor.fullName}`);
});

test('the console shows once its delegations have answered, so the Away panel never pushes the counts down', async ({
  page,
  seed,
}) => {
  const { supervisor } = await seed.supervisorWithPendingRegistrations(1);
  await seed.signIn(page.context(), supervisor);
  let releaseDelegations = () => {};
  const delegationsHeld = new Promise<void>((resolve) => (releaseDelegations = resolve));
  let held = 0;
  await page.route(
    (url) => url.pathname === '/api/v1/team/delegations',
    async (route) => {
      held += 1;
      await delegationsHeld;
      await route.continue();
    },
  );
  // The team's own answer is not held: only the delegations keep the console waiting.
  const teamAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/team',
  );
  await page.goto('/team');
  await teamAnswered;
  await expect.poll(() => held).toBeGreaterThan(0);
  await expect(page.getByRole('progressbar', { name: 'Loading the team' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for you' })).toHaveCount(0);

  releaseDelegations();
  const away = page.getByRole('region', { name: 'Away' });
  await expect(away).toBeVisible();
  await expect(waiting(page, 'Registrations to approve', 1)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading the team' })).toHaveCount(0);
  // The counts sit below the Away panel.
  const awayBox = (await away.boundingBox())!;
  const countsBox = (await page.getByRole('region', { name: 'Waiting for you' }).boundingBox())!;
  expect(countsBox.y).toBeGreaterThanOrEqual(awayBox.y + awayBox.height);
});
