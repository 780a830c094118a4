import type { Locator, Page } from '@playwright/test';
import { VCM_RULE_MESSAGES } from '@pdp/contract';
import { expect, expectNoSeriousA11yViolations, test, type SeededUser } from '../../support/fixtures';
import type { Seed } from '../../support/seed';
import { seedVcmInReview, type SeededVcm, type VcmSpec } from '../../support/seed-vcms';

// The VCM review (part 2 §2 "Manage VCMs list", "VCM detail", "VCM history", §4, §8; issue 18). Each
// test reviews a VCM of its own educator, written in review on Demo Institute's demo catalogue.

const ACTION_ALL_FIRST = 'You must action all professional qualifications and unit responses first...';
const APPROVE_ALL_FIRST = 'You must approve all professional qualifications and units first.';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const returnButton = (page: Page) => page.getByRole('button', { name: 'Return VCM To Educator' });
const approveButton = (page: Page) => page.getByRole('button', { name: 'Approve VCM', exact: true });
const isFilled = async (button: Locator) =>
  (await button.getAttribute('class'))?.includes('MuiButton-contained');

async function vcmOf(
  seed: Seed,
  database: () => Promise<Parameters<typeof seedVcmInReview>[0]>,
  spec: Omit<VcmSpec, 'owner' | 'approver'> & { approver?: SeededUser } = {},
) {
  const approver = spec.approver ?? (await seed.user({ givenName: 'Avery', roles: ['supervisor'] }));
  const educator = await seed.user({ givenName: 'Quinn', roles: ['educator'] });
  const vcm = await seedVcmInReview(await database(), { ...spec, owner: educator, approver });
  return { approver, educator, vcm };
}

async function approveItem(page: Page, code: string) {
  await page.getByRole('button', { name: `Approve ${code}`, exact: true }).click();
}

async function openCourses(page: Page, vcm: SeededVcm) {
  await page.getByRole('tab', { name: 'Courses' }).click();
  await expect(page.getByRole('tab', { name: new RegExp(`^${vcm.course.code} \\(`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test('an approver approves items, marks one needs attention with feedback and returns the VCM; history shows each event', async ({
  page,
  seed,
  runDatabase,
}) => {
  test.setTimeout(120_000);
  const { approver, educator, vcm } = await vcmOf(seed, runDatabase, { answeredUnits: 3 });
  const [first, second, third] = vcm.unitCodes as [string, string, string];
  await seed.signIn(page.context(), approver);

  // Manage VCMs: in review by default; the educator links to the profile, the revision to the VCM.
  await page.goto('/vcm');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage VCMs' })).toBeVisible();
  const row = page
    .getByRole('grid', { name: 'VCMs' })
    .getByRole('row')
    .filter({ hasText: educator.fullName });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByRole('link', { name: educator.fullName, exact: true })).toHaveAttribute(
    'href',
    `/users/${educator.id}`,
  );
  await expect(mainNav(page).getByRole('link', { name: 'VCM (needs attention)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'manage VCMs' });
  await row.getByRole('link', { name: /Revision 1/ }).click();

  // The header: status, heading, and both actions disabled while items are in review, each
  // described by the line that says why.
  await expect(page.getByRole('heading', { level: 1, name: `VCM - ${educator.fullName}` })).toBeVisible();
  await expect(page.getByText('In Review').first()).toBeVisible();
  await expect(returnButton(page)).toBeDisabled();
  await expect(approveButton(page)).toBeDisabled();
  await expect(returnButton(page)).toHaveAccessibleDescription(ACTION_ALL_FIRST);
  await expect(approveButton(page)).toHaveAccessibleDescription(APPROVE_ALL_FIRST);
  expect(await isFilled(returnButton(page))).toBe(false);
  expect(await isFilled(approveButton(page))).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: ACTION_ALL_FIRST })).toBeVisible();
  // Not an admin: no Missing Units Check or Update Status.
  await expect(page.getByRole('button', { name: 'Missing Units Check' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Update Status' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { label: 'VCM detail' });

  // Professional Qualifications (the default tab): approve both.
  await expect(page.getByRole('tab', { name: 'Professional Qualifications' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const code of vcm.qualificationCodes) {
    await approveItem(page, code);
    await expect(page.getByRole('button', { name: `Approve ${code}`, exact: true })).toBeDisabled();
  }

  // Courses: approve two units, mark the third needs attention with feedback.
  await openCourses(page, vcm);
  const units = page.getByRole('table', { name: 'Units' });
  await expect(units.getByText(first, { exact: true })).toBeVisible();
  // Never approved before: its currency says where it stands, not "Missing".
  await expect(units.getByRole('row').filter({ hasText: first }).first()).toContainText('Not yet reviewed');
  await expect(units.getByText('Missing', { exact: true })).toHaveCount(0);
  await approveItem(page, first);
  await expect(units.getByText(first, { exact: true })).toHaveCount(0); // the filter shows units in review
  await approveItem(page, second);
  await expect(units.getByText(second, { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: `Mark ${third} needs attention` }).click();
  const attention = page.getByRole('dialog', { name: 'Needs attention' });
  await expect(attention.getByRole('button', { name: 'Mark needs attention' })).toBeDisabled();
  await attention.getByRole('textbox', { name: 'Feedback' }).fill('Please add the dates of your study.');
  await expectNoSeriousA11yViolations(page, { label: 'needs attention dialog', include: '[role="dialog"]' });
  await attention.getByRole('button', { name: 'Mark needs attention' }).click();
  await expect(attention).toBeHidden();

  // Everything actioned, one needs attention: Return is filled and enabled, Approve says what blocks it.
  await expect.poll(() => isFilled(returnButton(page))).toBe(true);
  await expect(returnButton(page)).toBeEnabled();
  await expect(approveButton(page)).toBeDisabled();
  await expect(approveButton(page)).toHaveAccessibleDescription(APPROVE_ALL_FIRST);
  expect(await isFilled(approveButton(page))).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: APPROVE_ALL_FIRST })).toBeVisible();
  // Nothing is in review any more: the filter moves to the units that need attention.
  await expect(page.getByRole('combobox', { name: 'Unit status' })).toHaveText('Needs Attention');
  await expect(units.getByText('Feedback: Please add the dates of your study.')).toBeVisible();

  // Return VCM To Educator.
  await returnButton(page).click();
  const returning = page.getByRole('dialog', { name: 'Return VCM to Educator' });
  await returning.getByRole('button', { name: 'Return VCM' }).click();
  await expect(returning).toBeHidden();
  await expect(page.getByText('VCM returned to educator')).toBeVisible();
  await expect(returnButton(page)).toBeDisabled();
  await expect(approveButton(page)).toBeDisabled();
  await expect(page.getByText('Needs Attention').first()).toBeVisible();
  // Opened afresh, the returned VCM's Courses tab shows the units that need attention, not an empty list.
  await page.goto(`/vcm/${vcm.id}?tab=courses`);
  await expect(page.getByRole('combobox', { name: 'Unit status' })).toHaveText('Needs Attention');
  await expect(units.getByText(third, { exact: true })).toBeVisible();
  await expect(page.getByText('No units match this status.')).toHaveCount(0);
  // Nothing waits in review for this approver any more: the red dot goes.
  await expect(mainNav(page).getByRole('link', { name: 'VCM', exact: true })).toBeVisible();

  // History: every decision, newest first, with who made it and whether the educator sees it.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VCM History' })).toBeVisible();
  await expect(page.getByText(`Educator: ${educator.fullName}`)).toBeVisible();
  await expect(page.getByText('Revision 1', { exact: true })).toBeVisible();
  const history = page.getByRole('grid', { name: 'VCM history' });
  for (const event of [
    'VCM returned to educator',
    `Unit ${third} marked needs attention: Please add the dates of your study.`,
    `Unit ${first} approved`,
    `Professional qualification ${vcm.qualificationCodes[0]} approved`,
  ]) {
    const line = history.getByRole('row').filter({ hasText: event });
    await expect(line).toBeVisible();
    await expect(line).toContainText(approver.fullName);
    await expect(line).toContainText('yes');
  }
  await expectNoSeriousA11yViolations(page, { label: 'VCM history' });
  await page.getByRole('link', { name: 'Return to VCM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `VCM - ${educator.fullName}` })).toBeVisible();
});

test('an admin approves a second VCM in full; the check before approving finds nothing missing', async ({
  page,
  seed,
  runDatabase,
}) => {
  test.setTimeout(90_000);
  const admin = await seed.user({ roles: ['institute_admin'] });
  const { educator, vcm } = await vcmOf(seed, runDatabase, { approvedUnits: 1_000, qualifications: 1 });
  await seed.signIn(page.context(), admin);
  await page.goto(`/vcm/${vcm.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `VCM - ${educator.fullName}` })).toBeVisible();

  // Opened directly with nothing missing: says so, with only Close.
  await page.getByRole('button', { name: 'Missing Units Check' }).click();
  const check = page.getByRole('dialog', { name: 'Missing Units Check' });
  await expect(check).toContainText('This VCM has all the required units for its courses.');
  await expect(check.getByRole('button')).toHaveText(['Close']);
  await check.getByRole('button', { name: 'Close' }).click();

  // The last item approved: Approve becomes the filled button.
  expect(await isFilled(approveButton(page))).toBe(false);
  await approveItem(page, vcm.qualificationCodes[0]!);
  await expect.poll(() => isFilled(approveButton(page))).toBe(true);
  expect(await isFilled(returnButton(page))).toBe(false);
  await expect(page.getByRole('status').filter({ hasText: /You must/ })).toHaveCount(0);
  await expect(returnButton(page)).toBeDisabled();
  await expect(returnButton(page)).toHaveAccessibleDescription(VCM_RULE_MESSAGES.needsAttentionItem);
  await expect(approveButton(page)).toBeEnabled();

  // Approve: the check finds nothing missing, so the Approve VCM dialog opens.
  await approveButton(page).click();
  const approving = page.getByRole('dialog', { name: 'Approve VCM' });
  await expectNoSeriousA11yViolations(page, { label: 'approve VCM dialog', include: '[role="dialog"]' });
  await approving.getByRole('button', { name: 'Approve VCM' }).click();
  await expect(approving).toBeHidden();
  await expect(page.getByText('VCM approved')).toBeVisible();
  await expect(approveButton(page)).toBeDisabled();
  await expect(page.getByText(/Approved \d+\/\d+\/\d+/)).toBeVisible();
  // The approved VCM's Courses tab opens on All, listing its units.
  await page.getByRole('tab', { name: 'Courses' }).click();
  await expect(page.getByRole('combobox', { name: 'Unit status' })).toHaveText('All');
  await expect(
    page.getByRole('table', { name: 'Units' }).getByText(vcm.unitCodes[0]!, { exact: true }),
  ).toBeVisible();

  // Manage VCMs in status Approved lists it.
  await page.goto('/vcm?q[status_eq]=approved');
  await expect(
    page.getByRole('grid', { name: 'VCMs' }).getByRole('row').filter({ hasText: educator.fullName }),
  ).toBeVisible({ timeout: 30_000 });
});

test('the missing-units dialog rejects one unit and removes another', async ({ page, seed, runDatabase }) => {
  test.setTimeout(90_000);
  const admin = await seed.user({ roles: ['institute_admin'] });
  const { educator, vcm } = await vcmOf(seed, runDatabase, { answeredUnits: 2 });
  const [rejected, removed, ...stillMissing] = vcm.missingUnitCodes as [string, string, ...string[]];
  await seed.signIn(page.context(), admin);
  await page.goto(`/vcm/${vcm.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `VCM - ${educator.fullName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Missing Units Check' }).click();
  const dialog = page.getByRole('dialog', { name: 'Missing units' });
  for (const code of vcm.missingUnitCodes)
    await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page, { label: 'missing units dialog', include: '[role="dialog"]' });
  await dialog
    .getByRole('radiogroup', { name: `Decision for ${rejected}` })
    .getByLabel('Reject')
    .check();
  await expect(confirm).toBeEnabled();
  await dialog
    .getByRole('radiogroup', { name: `Decision for ${removed}` })
    .getByLabel('Remove')
    .check();
  await confirm.click();
  await expect(dialog).toBeHidden();

  // The rejected unit now needs attention; the removed one is listed under Removed units.
  await openCourses(page, vcm);
  await page.getByRole('combobox', { name: 'Unit status' }).click();
  await page.getByRole('option', { name: 'Needs Attention' }).click();
  await expect(page.getByRole('table', { name: 'Units' }).getByText(rejected, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Removed units' }).getByText(removed, { exact: true }),
  ).toBeVisible();

  // Checking again lists only the units still missing.
  await page.getByRole('button', { name: 'Missing Units Check' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(rejected, { exact: true })).toHaveCount(0);
  await expect(dialog.getByText(removed, { exact: true })).toHaveCount(0);
  if (stillMissing[0]) await expect(dialog.getByText(stillMissing[0], { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'History' }).click();
  const history = page.getByRole('grid', { name: 'VCM history' });
  await expect(
    history.getByRole('row').filter({ hasText: `Missing units requested from the educator: ${rejected}` }),
  ).toBeVisible();
  await expect(
    history.getByRole('row').filter({ hasText: `Missing units removed: ${removed}` }),
  ).toBeVisible();
});
