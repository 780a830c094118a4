import type { APIRequestContext, Page } from '@playwright/test';
import { png } from '../../../server/test/png.js';
import {
  asOwnInstituteAdmin,
  asOwnInstituteSuperAdmin,
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';

// The Institute Details, Notification and VCM tabs of the institute settings (part 1 §2.5). Every
// test works in an institute of its own, a copy of Demo Institute's settings: the settings it reads
// are its own, and those it saves change nothing other tests read (Demo Institute's anniversary month
// even decides which profiles are current).

const CLIENT = { 'X-Client-App': 'webapp' };

async function instituteId(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/me');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { institute: { id: number } } }).data.institute.id;
}

async function saveThroughApi(request: APIRequestContext, id: number, institute: Record<string, unknown>) {
  return request.put(`/api/v1/institutes/${id}`, { headers: CLIENT, data: { institute } });
}

async function openSection(page: Page, section: 'institute_details' | 'notification') {
  const id = await instituteId(page);
  await page.goto(`/institutes/${id}/${section}`);
  return id;
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** A PNG of an orange bar on a transparent background: what the logo guidance asks for. */
const logoPng = (width = 180, height = 72) =>
  png(width, height, (x, y) =>
    x >= 12 && x < width - 12 && y >= 16 && y < height - 16 ? [242, 140, 40, 255] : [0, 0, 0, 0],
  );

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test.describe('as an institute admin', () => {
  test.use(asOwnInstituteAdmin);

  test('From Email Address is read-only, and only a super admin can switch VCM', async ({ page }) => {
    await openSection(page, 'institute_details');
    const fromEmail = page.getByRole('textbox', { name: 'From Email Address' });
    await expect(fromEmail).toBeDisabled();
    await expect(fromEmail).toHaveAccessibleDescription(/Only a super admin can change this/);
    await expect(group(page, 'Single Sign-on')).toBeVisible();
    // The copy of Demo Institute has VCM enabled: the group shows, without its switch.
    await expect(group(page, 'VCM')).toBeVisible();
    await expect(page.getByLabel('VCM enabled')).toHaveCount(0);
  });

  test('a failed load says so with its status', async ({ page }) => {
    const id = await instituteId(page);
    await page.route(`**/api/v1/institutes/${id}`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    await page.goto(`/institutes/${id}/institute_details`);
    await expect(page.getByRole('tabpanel').getByText('Something went wrong. got status=503')).toBeVisible();
    await expect(saveButton(page)).toHaveCount(0);
  });

  test('Notification: one panel per reminder; the profiling reminder offers 30, 60 or 90 days', async ({
    page,
  }) => {
    await openSection(page, 'notification');
    const profiling = group(page, 'Profiling reminder');
    await expect(profiling.getByLabel('Enabled')).toBeVisible();
    await profiling.getByRole('combobox', { name: 'Days' }).click();
    await expect(page.getByRole('option')).toHaveText(['30 days', '60 days', '90 days']);
    await page.keyboard.press('Escape');

    await expect(
      group(page, 'Workshop reminder').getByRole('spinbutton', { name: 'Days' }),
    ).toHaveAccessibleDescription('Business days before the workshop');
    // The copy of Demo Institute requires approval for elective registrations.
    await expect(group(page, 'Pending registrations reminder')).toBeVisible();
    // The copy has VCM on, so its reminders show. Send now: the seven reminders of part 1 §7
    // (issue 19) and the at-risk reminder, each in its own panel; the VCM event notifications have none.
    await expect(group(page, 'VCM missing reminder')).toBeVisible();
    const sendNow = [
      'Profiling reminder',
      'Supervisor profile waiting reminder',
      'Supervisor program registration reminder',
      'At risk of lapsing reminder',
      'VCM missing reminder',
      'VCM not submitted reminder',
      'VCM expired reminder',
      'VCM approver reminder',
    ];
    await expect(page.getByRole('button', { name: /^Send now: / })).toHaveCount(sendNow.length);
    await expect(group(page, 'Approval notification').getByRole('button', { name: /^Send now/ })).toHaveCount(
      0,
    );
    for (const title of sendNow) {
      await expect(group(page, title).getByRole('button', { name: `Send now: ${title}` })).toBeVisible();
    }
    await expect(saveButton(page)).toBeDisabled();
    await expectNoSeriousA11yViolations(page, { label: 'notification section' });
  });
});

test.describe('as the admin of an institute of its own', () => {
  test.use(asOwnInstituteAdmin);

  test('Save is enabled only with unsaved changes, and a save persists after the reload', async ({
    page,
  }) => {
    const id = await openSection(page, 'institute_details');
    const customField = page.getByRole('textbox', { name: 'Custom user field 1 label' });
    const month = page.getByRole('combobox', { name: 'Points anniversary month' });
    await expect(customField).toHaveValue('Campus code');
    await expect(month).toHaveText('July');
    await expect(saveButton(page)).toBeDisabled();

    await customField.fill('Campus code (e2e)');
    await expect(saveButton(page)).toBeEnabled();
    // Back to what is saved: nothing to save.
    await customField.fill('Campus code');
    await expect(saveButton(page)).toBeDisabled();

    await customField.fill('Campus');
    await month.click();
    await page.getByRole('option', { name: 'March' }).click();
    await expect(month).toHaveText('March');
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/api/v1/institutes/${id}`),
    );
    const reloaded = page.waitForEvent('load');
    await saveButton(page).click();
    // Only the changed fields are sent.
    expect((await saved).postDataJSON()).toEqual({
      institute: { custom_user_field_1: 'Campus', points_anniversary_month: 3 },
    });
    await reloaded;

    await expect(customField).toHaveValue('Campus');
    await expect(month).toHaveText('March');
    await expect(saveButton(page)).toBeDisabled();
  });

  test('Notification: the at-risk reminder saves when it starts, its repeat and its intro; send now queues it', async ({
    page,
  }) => {
    const id = await openSection(page, 'notification');
    const atRisk = group(page, 'At risk of lapsing reminder');
    const before = atRisk.getByRole('spinbutton', { name: 'Days before the period ends' });
    const repeat = atRisk.getByRole('spinbutton', { name: 'Repeat every (days)' });
    await expect(repeat).toHaveAccessibleDescription('Leave empty to send it once');
    // The copy of Demo Institute has it on, from 60 days before the period ends, every 14 days.
    await expect(atRisk.getByLabel('Enabled')).toBeChecked();
    await expect(before).toHaveValue('60');
    await before.fill('45');
    await repeat.fill('10');
    await atRisk.getByRole('textbox', { name: 'Intro paragraph' }).fill('From the Learning Team.');
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/api/v1/institutes/${id}`),
    );
    const reloaded = page.waitForEvent('load');
    await saveButton(page).click();
    expect((await saved).postDataJSON()).toEqual({
      institute: {
        at_risk_reminder_days_before: 45,
        at_risk_reminder_days: 10,
        at_risk_reminder_intro_paragraph: 'From the Learning Team.',
      },
    });
    await reloaded;
    await expect(before).toHaveValue('45');
    await expect(repeat).toHaveValue('10');

    await atRisk.getByRole('button', { name: 'Send now: At risk of lapsing reminder' }).click();
    await expect(page.getByText(/^At risk of lapsing reminder queued for \d+ recipients?$/)).toBeVisible();
  });

  test('a refused save shows the first message under its field and stays dirty', async ({ page, seed }) => {
    // Another institute of the test's own, whose name this one cannot take.
    const other = await seed.institute();
    const id = await openSection(page, 'institute_details');

    // The contract's rule, checked before sending; the server answers a 422 in the same words.
    const domainMessage = 'must be a plain domain name, like example.edu.au';
    const sso = page.getByRole('textbox', { name: 'SSO domain name' });
    await sso.fill('not a domain');
    await saveButton(page).click();
    await expect(sso).toHaveAttribute('aria-invalid', 'true');
    await expect(sso).toHaveAccessibleDescription(new RegExp(`^${domainMessage}`));
    const direct = await saveThroughApi(page.request, id, { sso_domain_name: 'not a domain' });
    expect(direct.status()).toBe(422);
    expect(
      ((await direct.json()) as { messages: Record<string, string[]> }).messages.sso_domain_name,
    ).toEqual([domainMessage]);
    await sso.fill('');

    // Only the server knows the name is taken: its 422 lands under Name.
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill(other.name);
    await saveButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Institute could not be saved' })).toBeVisible();
    await expect(name).toHaveAccessibleDescription(/^has already been taken/);
    await expect(name).toBeFocused();
    await expect(saveButton(page)).toBeEnabled();
    await expect(name).toHaveValue(other.name);
  });

  test('a logo that is not a PNG is refused with the server’s message; a PNG shows in the preview', async ({
    page,
    ownInstitute,
  }, testInfo) => {
    await openSection(page, 'institute_details');
    const branding = group(page, 'Institute Branding');
    await expect(branding.getByText('PNG, transparent, non-interlaced, 70 to 200 px high')).toBeVisible();
    const file = branding.locator('input[type="file"]');

    await file.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(branding.getByRole('alert')).toHaveText(
      'The file could not be uploaded: Logo must be a PNG file',
    );

    // The top bar shows the institute's initials until it has a logo.
    const topBarLogo = page.getByRole('banner').locator('img');
    await expect(topBarLogo).toHaveCount(0);
    await file.setInputFiles({ name: 'demo-logo.png', mimeType: 'image/png', buffer: logoPng() });
    const preview = branding.getByRole('img', { name: `${ownInstitute.name} logo` });
    await expect(preview).toBeVisible();
    // The top bar follows at once, without a reload.
    await expect(topBarLogo).toHaveAttribute('src', (await preview.getAttribute('src'))!);
    await expect(branding.getByText('demo-logo.png')).toBeVisible();
    await expect(branding.getByRole('alert')).toHaveCount(0);
    // The logo has its own endpoint: nothing is left to save.
    await expect(saveButton(page)).toBeDisabled();
    await attachScreenshot(page, testInfo, 'institute-details');
  });
});

test.describe('as a super admin', () => {
  test.use(asOwnInstituteSuperAdmin);

  test('sees the VCM group and can edit From Email Address', async ({ page }, testInfo) => {
    await openSection(page, 'institute_details');
    await expect(page.getByRole('textbox', { name: 'From Email Address' })).toBeEnabled();
    const vcm = group(page, 'VCM');
    await expect(vcm).toBeVisible();
    await expect(vcm.getByLabel('VCM enabled')).toBeChecked();
    await expect(saveButton(page)).toBeDisabled();
    await attachScreenshot(page, testInfo, 'institute-details-super-admin');
    await expectNoSeriousA11yViolations(page, { label: 'institute details (super admin)' });
  });
});

test.describe('as a super admin in an institute of its own', () => {
  test.use(asOwnInstituteSuperAdmin);

  test('with VCM enabled: the VCM tab with its limits, and the VCM notifications', async ({
    page,
  }, testInfo) => {
    const id = await openSection(page, 'institute_details');
    // The copy of Demo Institute has VCM on: switched off, the VCM tab goes; switched on, it comes back.
    const vcmTab = page.getByRole('tab', { name: 'VCM', exact: true });
    for (const isOn of [false, true]) {
      const vcmEnabled = group(page, 'VCM').getByLabel('VCM enabled');
      await (isOn ? vcmEnabled.check() : vcmEnabled.uncheck());
      const reloaded = page.waitForEvent('load');
      await saveButton(page).click();
      await reloaded;
      await expect(group(page, 'VCM').getByLabel('VCM enabled')).toBeChecked({ checked: isOn });
      await expect(vcmTab).toHaveCount(isOn ? 1 : 0);
    }

    await page.getByRole('tab', { name: 'VCM', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/institutes/${id}/vcm$`));
    const study = group(page, 'Study example');
    await expect(study.getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxlength', '500');
    await expect(study.getByRole('textbox', { name: 'Information link' })).toHaveAttribute(
      'maxlength',
      '2000',
    );
    const helpLink = group(page, 'Professional qualification help link');
    await expect(helpLink.getByRole('textbox', { name: 'Link label' })).toHaveAttribute('maxlength', '50');
    const example = 'Completed a short course in welding.';
    await study.getByRole('textbox', { name: 'Description' }).fill(example);
    await expect(study.getByText(`${example.length}/500`)).toBeVisible();
    const link = study.getByRole('textbox', { name: 'Information link' });
    await link.fill('not a link');
    await saveButton(page).click();
    await expect(link).toHaveAccessibleDescription(/^must be a web address starting with http/);
    await attachScreenshot(page, testInfo, 'vcm-section');

    // The refused link is still an unsaved change: leaving the tab asks first.
    await page.getByRole('tab', { name: 'Notification' }).click();
    await page
      .getByRole('alertdialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    const missing = group(page, 'VCM missing reminder');
    await expect(missing.getByLabel('Period (days)')).toBeVisible();
    await expect(missing.getByRole('textbox', { name: 'Intro paragraph' })).toHaveAttribute(
      'maxlength',
      '1000',
    );
    await expect(group(page, 'Approval delegated notification').getByText('0/1000')).toBeVisible();
    await attachScreenshot(page, testInfo, 'notification-section-vcm');
  });
});
