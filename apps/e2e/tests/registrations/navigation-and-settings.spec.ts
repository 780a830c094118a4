import type { Page } from '@playwright/test';
import { asOwnInstituteAdmin, expect, test, type OwnInstitute } from '../../support/fixtures';

// The institute's settings change here, so it is the test's own copy of Demo Institute.
test.use(asOwnInstituteAdmin);

const APPROVAL_SETTINGS = [
  'elective_registrations_require_approval',
  'learning_journey_registrations_require_approval',
  'vocational_elective_registrations_require_approval',
  'vocational_learning_journey_registrations_require_approval',
] as const;

async function setApprovals(institute: OwnInstitute, on: (typeof APPROVAL_SETTINGS)[number] | null) {
  const response = await institute.api.request.put(`/api/v1/institutes/${institute.id}`, {
    data: { institute: Object.fromEntries(APPROVAL_SETTINGS.map((name) => [name, name === on])) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const registrationsItem = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Registrations/ });
const reminderPanel = (page: Page) => page.getByText('Pending registrations reminder', { exact: true });

test('Registrations and its reminder setting show only while a registration approval setting is on', async ({
  page,
  ownInstitute,
}) => {
  await setApprovals(ownInstitute, null);
  await page.goto(`/institutes/${ownInstitute.id}/notification`);
  await expect(page.getByText('Zero points reminder', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(registrationsItem(page)).toHaveCount(0);
  await expect(reminderPanel(page)).toHaveCount(0);

  // Any one of the four brings both back (the last one here, the least common).
  await setApprovals(ownInstitute, 'vocational_learning_journey_registrations_require_approval');
  await page.reload();
  await expect(page.getByText('Zero points reminder', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(registrationsItem(page)).toBeVisible();
  await expect(reminderPanel(page)).toBeVisible();

  await registrationsItem(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
  await expect(page.getByText('No registrations are waiting for approval.')).toBeVisible({ timeout: 30_000 });
});
