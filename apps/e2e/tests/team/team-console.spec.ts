import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { point_requests } from '../../../server/src/db/schema/index.js';
import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { seedPendingPointRequest } from '../../support/seed-point-requests';
import type { PendingRegistration } from '../../support/seed-registrations';

const waiting = (page: Page, label: string, count: number) =>
  page.getByRole('region', { name: 'Waiting for you' }).getByRole('button', { name: `${label}: ${count}` });

test('a supervisor sees their team, approves registrations in bulk and a point request with its points edited', async ({
  page,
  seed,
  runDatabase,
}) => {
  test.setTimeout(120_000);
  const { supervisor, registrations } = await seed.supervisorWithPendingRegistrations(2);
  const [first, second] = registrations as [PendingRegistration, PendingRegistration];
  const request = await seedPendingPointRequest(await runDatabase(), first.educator, { points: 3 });
  await seed.signIn(page.context(), supervisor);

  await page.goto('/programs');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Team' })).toBeVisible();
  const team = page.getByRole('table', { name: 'Team' });
  await expect(team.getByRole('row').filter({ hasText: first.educator.fullName })).toBeVisible({
    timeout: 30_000,
  });
  await expect(team.getByRole('row').filter({ hasText: second.educator.fullName })).toBeVisible();
  await expect(team).toContainText('Forecast');
  await expectNoSeriousA11yViolations(page, { label: 'team console' });

  // Registrations: both ticked at once and approved with one click.
  await waiting(page, 'Registrations to approve', 2).click();
  const dialog = page.getByRole('dialog', { name: 'Registrations to approve' });
  await dialog.getByRole('checkbox', { name: 'Select all' }).check();
  await dialog.getByRole('button', { name: 'Approve selected (2)' }).click();
  await expect(dialog.getByRole('status')).toContainText('2 decided');
  await expect(dialog.getByText('Nothing waits here.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(waiting(page, 'Registrations to approve', 0)).toBeVisible();

  // The point request: its points changed before approving.
  await waiting(page, 'Point requests to action', 1).click();
  const requests = page.getByRole('dialog', { name: 'Point requests to action' });
  await expect(requests).toContainText(request.activityName);
  await requests.getByRole('spinbutton', { name: `Points for ${first.educator.fullName}` }).fill('5');
  await requests.getByRole('checkbox', { name: `Select ${first.educator.fullName}` }).check();
  await requests.getByRole('button', { name: 'Approve selected (1)' }).click();
  await expect(requests.getByRole('status')).toContainText('1 decided');
  await requests.getByRole('button', { name: 'Close' }).click();
  await expect(waiting(page, 'Point requests to action', 0)).toBeVisible();

  // Stored as decided: approved with the points given, by this supervisor.
  const [row] = await (
    await runDatabase()
  )
    .select()
    .from(point_requests)
    .where(eq(point_requests.id, request.id));
  expect(row).toMatchObject({ status: 1, points: 5, actioned_by_id: supervisor.id });
});
