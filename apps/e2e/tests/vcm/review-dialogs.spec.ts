import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { vcms } from '../../../server/src/db/schema/index.js';
import { expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { uniqueSuffix } from '../../support/seed';
import { seedVcmInReview } from '../../support/seed-vcms';

// The VCM detail's other dialogs (part 2 §2, §5, §6; issue 18 audit): Delegate Approver (a picker of
// the institute's supervisors and institute admins), Update Status (admins force any status), and
// the units added to a course after the VCM was created ("Decide"), each checked on screen and in
// the history; and the units table's 300 px actions column (§9). Each test reviews a VCM of its own
// educator on Demo Institute's demo catalogue.

async function historyLine(page: Page, text: string) {
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VCM History' })).toBeVisible();
  return page.getByRole('grid', { name: 'VCM history' }).getByRole('row').filter({ hasText: text });
}

test('an admin delegates approval to another supervisor through the picker; the header and the history say so', async ({
  page,
  seed,
  runDatabase,
}) => {
  test.setTimeout(90_000);
  const suffix = uniqueSuffix();
  const admin = await seed.user({ givenName: 'Ada', roles: ['institute_admin'] });
  const approver = await seed.user({ givenName: 'Avery', roles: ['supervisor'] });
  const next = await seed.user({
    givenName: 'Delia',
    familyName: `Delegate${suffix}`,
    roles: ['supervisor'],
  });
  const otherAdmin = await seed.user({
    givenName: 'Imogen',
    familyName: `Delegate${suffix}`,
    roles: ['institute_admin'],
  });
  const facilitator = await seed.user({
    givenName: 'Felix',
    familyName: `Delegate${suffix}`,
    roles: ['facilitator'],
  });
  const educator = await seed.user({ givenName: 'Quinn', roles: ['educator'] });
  const vcm = await seedVcmInReview(await runDatabase(), { owner: educator, approver });
  await seed.signIn(page.context(), admin);
  await page.goto(`/vcm/${vcm.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `VCM - ${educator.fullName}` })).toBeVisible();
  await expect(page.getByText(`Approver: ${approver.fullName}`)).toBeVisible();

  await page.getByRole('button', { name: 'Delegate Approver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delegate approver' });
  await expect(dialog).toContainText(`The approver is ${approver.fullName}.`);
  const delegate = dialog.getByRole('button', { name: 'Delegate' });
  await expect(delegate).toBeDisabled();
  // The picker offers the institute's supervisors and institute admins, not a facilitator.
  const picker = dialog.getByRole('combobox', { name: 'Approver' });
  await picker.fill(`Delegate${suffix}`);
  await expect(page.getByRole('option', { name: new RegExp(next.fullName) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(otherAdmin.fullName) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(facilitator.fullName) })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, {
    label: 'delegate approver dialog',
    include: '[role="dialog"]',
  });
  await page.getByRole('option', { name: new RegExp(next.fullName) }).click();
  await expect(delegate).toBeEnabled();
  await delegate.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Approver delegated')).toBeVisible();
  await expect(page.getByText(`Approver: ${next.fullName}`)).toBeVisible();

  // The history line names both, and the educator does not see it.
  const line = await historyLine(page, `Approver changed from ${approver.fullName} to ${next.fullName}`);
  await expect(line).toBeVisible();
  await expect(line).toContainText(admin.fullName);
  await expect(line).toContainText('no');
});

test('an admin forces a status in Update Status; the header and the history show it', async ({
  page,
  seed,
  runDatabase,
}) => {
  test.setTimeout(90_000);
  const admin = await seed.user({ givenName: 'Ada', roles: ['institute_admin'] });
  const approver = await seed.user({ givenName: 'Avery', roles: ['supervisor'] });
  const educator = await seed.user({ givenName: 'Quinn', roles: ['educator'] });
  const vcm = await seedVcmInReview(await runDatabase(), { owner: educator, approver });
  await seed.signIn(page.context(), admin);
  await page.goto(`/vcm/${vcm.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `VCM - ${educator.fullName}` })).toBeVisible();
  // The detail's own header (not a landmark: it sits in the page's main).
  const header = page.locator('main header').filter({ hasText: `VCM - ${educator.fullName}` });
  await expect(header.getByText('In Review').first()).toBeVisible();

  await page.getByRole('button', { name: 'Update Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update status' });
  const submit = dialog.getByRole('button', { name: 'Update status' });
  await expect(submit).toBeDisabled(); // the current status
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Draft',
    'In Review',
    'Needs Attention',
    'Approved',
    'Closed',
  ]);
  await page.getByRole('option', { name: 'Needs Attention' }).click();
  await expectNoSeriousA11yViolations(page, { label: 'update status dialog', include: '[role="dialog"]' });
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('VCM status updated')).toBeVisible();
  await expect(header.getByText('Needs Attention').first()).toBeVisible();
  // No longer in review: neither review action is enabled.
  await expect(page.getByRole('button', { name: 'Approve VCM', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Return VCM To Educator' })).toBeDisabled();

  const line = await historyLine(
    page,
    'Status changed from In Review to Needs Attention by an administrator',
  );
  await expect(line).toBeVisible();
  await expect(line).toContainText(admin.fullName);
});

test('units added to a course after the VCM was created: Decide rejects one and removes another; the units table’s actions column is 300 px', async ({
  page,
  seed,
  runDatabase,
}) => {
  test.setTimeout(90_000);
  const admin = await seed.user({ givenName: 'Ada', roles: ['institute_admin'] });
  const approver = await seed.user({ givenName: 'Avery', roles: ['supervisor'] });
  const educator = await seed.user({ givenName: 'Quinn', roles: ['educator'] });
  const db = await runDatabase();
  const vcm = await seedVcmInReview(db, { owner: educator, approver, answeredUnits: 2 });
  // The VCM dates from before its course's units joined the demo catalogue (400 days ago): the
  // units it has no answer for were added after it was created.
  await db
    .update(vcms)
    .set({ created_at: new Date(Date.now() - 500 * 86_400_000) })
    .where(eq(vcms.id, vcm.id));
  const [rejected, removed, ...rest] = vcm.missingUnitCodes as [string, string, ...string[]];
  const total = vcm.missingUnitCodes.length;
  await seed.signIn(page.context(), admin);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/vcm/${vcm.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `VCM - ${educator.fullName}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Courses' }).click();

  // The units table: its actions column is 300 px wide (part 2 §9).
  const actions = page.getByRole('table', { name: 'Units' }).getByRole('columnheader', { name: 'Actions' });
  await expect(actions).toBeVisible();
  expect(Math.round((await actions.boundingBox())!.width)).toBe(300);

  const notice = page.getByRole('alert').filter({ hasText: 'after this VCM was created' });
  await expect(notice).toContainText(
    `${total} units were added to ${vcm.course.code} after this VCM was created.`,
  );
  await notice.getByRole('button', { name: 'Decide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Units added after creation' });
  for (const code of vcm.missingUnitCodes)
    await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page, { label: 'units added dialog', include: '[role="dialog"]' });
  await dialog
    .getByRole('radiogroup', { name: `Decision for ${rejected}` })
    .getByLabel('Reject')
    .check();
  await dialog
    .getByRole('radiogroup', { name: `Decision for ${removed}` })
    .getByLabel('Remove')
    .check();
  await confirm.click();
  await expect(dialog).toBeHidden();

  // On screen: the notice counts the units still undecided; the removed unit is under Removed units.
  if (rest.length > 0) {
    await expect(notice).toContainText(
      `${rest.length} unit${rest.length === 1 ? ' was' : 's were'} added to ${vcm.course.code}`,
    );
  } else {
    await expect(notice).toHaveCount(0);
  }
  await expect(
    page.getByRole('table', { name: 'Removed units' }).getByText(removed, { exact: true }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Unit status' }).click();
  await page.getByRole('option', { name: 'Needs Attention' }).click();
  await expect(page.getByRole('table', { name: 'Units' }).getByText(rejected, { exact: true })).toBeVisible();

  await expect(
    await historyLine(page, `Missing units requested from the educator: ${rejected}`),
  ).toBeVisible();
  await expect(
    page
      .getByRole('grid', { name: 'VCM history' })
      .getByRole('row')
      .filter({ hasText: `Missing units removed: ${removed}` }),
  ).toBeVisible();
});

test('the history’s table stays where it is when the VCM’s own lines arrive above it', async ({
  page,
  seed,
  runDatabase,
}) => {
  const admin = await seed.user({ givenName: 'Ada', roles: ['institute_admin'] });
  const approver = await seed.user({ givenName: 'Avery', roles: ['supervisor'] });
  const educator = await seed.user({ givenName: 'Quinn', roles: ['educator'] });
  const vcm = await seedVcmInReview(await runDatabase(), { owner: educator, approver });
  await seed.signIn(page.context(), admin);
  // The VCM's own answer waits for the test; its history answers at once.
  let releaseVcm = () => {};
  const vcmHeld = new Promise<void>((resolve) => (releaseVcm = resolve));
  await page.route(
    (url) => url.pathname === `/api/v1/vcms/${vcm.id}`,
    async (route) => {
      await vcmHeld;
      await route.continue();
    },
  );
  await page.goto(`/vcm/${vcm.id}/history`);
  const table = page.getByRole('grid', { name: 'VCM history' });
  // A VCM in review has no events yet: the table answers with none.
  await expect(table.getByText('No rows')).toBeVisible();
  await expect(page.getByText(`Educator: ${educator.fullName}`)).toHaveCount(0);
  const before = (await table.boundingBox())!.y;

  releaseVcm();
  await expect(page.getByText(`Educator: ${educator.fullName}`)).toBeVisible();
  expect((await table.boundingBox())!.y).toBe(before);
});
