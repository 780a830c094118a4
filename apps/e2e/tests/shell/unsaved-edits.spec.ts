import type { Page } from '@playwright/test';
import { expect, storageStateFor, test, uniqueSuffix } from '../../support/fixtures';
import { seedDraftVcm } from '../../support/seed-my-vcms';

// Every page-level form asks "Leave without saving?" before a navigation drops its edits, the same
// question as the program page and the institute settings (lib/forms/use-unsaved-changes-guard.ts).

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });
const mainNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

/** Cancel stays with the edit; Leave goes where the link pointed. */
async function expectAskedBeforeLeaving(
  page: Page,
  link: () => ReturnType<Page['getByRole']>,
  field: ReturnType<Page['getByRole']>,
  edited: string,
  leavesTo: RegExp,
) {
  const here = page.url();
  await link().click();
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toBeHidden();
  expect(page.url()).toBe(here);
  await expect(field).toHaveValue(edited);

  await link().click();
  await question(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(leavesTo);
}

test.describe('as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('/users/{id}: a changed field asks before the top navigation leaves; a saved one does not', async ({
    page,
    seed,
  }) => {
    const user = await seed.user();
    await page.goto(`/users/${user.id}`);
    const givenName = page.getByRole('textbox', { name: 'Given name' });
    await expect(givenName).toHaveValue('Test', { timeout: 30_000 });
    await givenName.fill('Edited');
    await expectAskedBeforeLeaving(page, () => mainNav(page, 'Programs'), givenName, 'Edited', /\/programs$/);

    // Saved, the form is clean again: leaving does not ask.
    await page.goto(`/users/${user.id}`);
    await givenName.fill('Saved');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User saved.')).toBeVisible();
    await mainNav(page, 'Programs').click();
    await expect(page).toHaveURL(/\/programs$/);
    await expect(question(page)).toHaveCount(0);
  });

  test('/users/new: a changed field asks before leaving; creating the user goes to them without asking', async ({
    page,
  }) => {
    await page.goto('/users/new');
    const givenName = page.getByRole('textbox', { name: 'Given name' });
    await expect(givenName).toBeVisible({ timeout: 30_000 });
    await givenName.fill('Unsaved');
    await expectAskedBeforeLeaving(page, () => mainNav(page, 'Users'), givenName, 'Unsaved', /\/users$/);

    const suffix = uniqueSuffix();
    await page.goto('/users/new');
    await page.getByRole('textbox', { name: 'Employee number' }).fill(`G-${suffix}`);
    await givenName.fill('Guarded');
    await page.getByRole('textbox', { name: 'Family name' }).fill(`Create${suffix}`);
    await page.getByRole('textbox', { name: 'Email' }).fill(`guarded-${suffix}@demo.test`);
    await page.getByRole('checkbox', { name: 'Facilitator' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Guarded Create${suffix}` })).toBeVisible();
    await expect(page).toHaveURL(/\/users\/\d+$/);
    await expect(question(page)).toHaveCount(0);
  });
});

test('/me/points/new: a changed field asks before leaving; a submitted request does not', async ({
  page,
  seed,
}) => {
  await seed.signIn(page.context(), await seed.user({ roles: ['educator'] }));
  const section = (name: string) =>
    page.getByRole('navigation', { name: 'My PD' }).getByRole('link', { name, exact: true });
  await page.goto('/me/points/new');
  const activity = page.getByRole('textbox', { name: 'Activity name' });
  await expect(activity).toBeVisible({ timeout: 30_000 });
  await activity.fill('Unsent workshop');
  await expectAskedBeforeLeaving(page, () => section('Passport'), activity, 'Unsent workshop', /\/me$/);

  await page.goto('/me/points/new');
  await activity.fill(`Sent workshop ${uniqueSuffix()}`);
  await page.getByRole('spinbutton', { name: 'Points' }).fill('2');
  await page.getByLabel('Upload evidence files').setInputFiles({
    name: 'certificate.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('certificate.pdf')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page).toHaveURL(/\/me\/points$/);
  await expect(page.getByText('Point request submitted')).toBeVisible();
  await expect(question(page)).toHaveCount(0);
});

test('/me/vcm/{id}: a changed unit claim asks before leaving; a saved one does not', async ({
  page,
  seed,
  runDatabase,
}) => {
  const approver = await seed.user({ roles: ['supervisor'] });
  const educator = await seed.user({ roles: ['educator'], supervisorId: approver.id });
  const vcm = await seedDraftVcm(await runDatabase(), educator, approver);
  const open = vcm.unitCodes[1];
  await seed.signIn(page.context(), educator);
  await page.goto(`/me/vcm/${vcm.id}`);
  await page.getByRole('button', { name: new RegExp(`^${open}\\b`) }).click();
  const form = page.getByRole('form', { name: `Claim for ${open}` });
  await form.getByRole('checkbox', { name: 'Relevant study' }).check();
  const detail = form.getByRole('textbox', { name: 'Study detail' });
  await detail.fill('Certificate IV in Leadership');
  const revisions = () => page.getByRole('link', { name: 'My VCM', exact: true });
  await expectAskedBeforeLeaving(page, revisions, detail, 'Certificate IV in Leadership', /\/me\/vcm$/);

  await page.goto(`/me/vcm/${vcm.id}`);
  await page.getByRole('button', { name: new RegExp(`^${open}\\b`) }).click();
  await form.getByRole('checkbox', { name: 'Relevant study' }).check();
  await detail.fill('Certificate IV in Leadership');
  await form.getByRole('textbox', { name: 'Study justification' }).fill('Covers each element of the unit.');
  await form.getByRole('button', { name: `Save ${open}` }).click();
  await expect(page.getByText(`Unit ${open} saved`)).toBeVisible();
  await revisions().click();
  await expect(page).toHaveURL(/\/me\/vcm$/);
  await expect(question(page)).toHaveCount(0);
});
