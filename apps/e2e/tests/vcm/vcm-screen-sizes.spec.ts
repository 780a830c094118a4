import { attachScreenshot, expect, test } from '../../support/fixtures';
import { seedVcmInReview } from '../../support/seed-vcms';

/** Manage VCMs, a VCM (both tabs, a dialog) and its history at a desktop, a laptop and a phone width. */
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

for (const size of WIDTHS) {
  test(`VCM screens at ${size.width} px`, async ({ page, seed, runDatabase }, testInfo) => {
    test.setTimeout(120_000);
    const admin = await seed.user({ roles: ['institute_admin'] });
    const approver = await seed.user({ givenName: 'Avery', roles: ['supervisor'] });
    const educator = await seed.user({ givenName: 'Quinn', roles: ['educator'] });
    const vcm = await seedVcmInReview(await runDatabase(), {
      owner: educator,
      approver,
      answeredUnits: 6,
      approvedUnits: 2,
    });
    await seed.signIn(page.context(), admin);
    await page.setViewportSize(size);
    const fitsWidth = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);

    await page.goto('/vcm');
    await expect(
      page.getByRole('grid', { name: 'VCMs' }).getByRole('row').filter({ hasText: educator.fullName }),
    ).toBeVisible({ timeout: 30_000 });
    await fitsWidth();
    await attachScreenshot(page, testInfo, `vcms-${size.width}`);

    await page.goto(`/vcm/${vcm.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `VCM - ${educator.fullName}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Professional qualifications' })).toBeVisible();
    await fitsWidth();
    await attachScreenshot(page, testInfo, `vcm-qualifications-${size.width}`);

    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.getByRole('combobox', { name: 'Unit status' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    const units = page.getByRole('table', { name: 'Units' });
    await expect(units.getByText(vcm.unitCodes[0]!, { exact: true })).toBeVisible();
    await units.getByRole('button', { name: `Show the response for ${vcm.unitCodes[0]}` }).click();
    await expect(units.getByText('Study justification')).toBeVisible();
    await fitsWidth();
    await attachScreenshot(page, testInfo, `vcm-courses-${size.width}`);

    await page.getByRole('button', { name: 'Missing Units Check' }).click();
    await expect(page.getByRole('dialog', { name: 'Missing units' })).toBeVisible();
    await attachScreenshot(page, testInfo, `vcm-missing-units-${size.width}`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Edit response for ${vcm.unitCodes[2]}` }).click();
    await expect(page.getByRole('dialog', { name: /^Edit response/ })).toBeVisible();
    await attachScreenshot(page, testInfo, `vcm-edit-response-${size.width}`);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`/vcm/${vcm.id}/history`);
    await expect(page.getByRole('heading', { level: 1, name: 'VCM History' })).toBeVisible();
    await expect(page.getByText(`Educator: ${educator.fullName}`)).toBeVisible();
    await fitsWidth();
    await attachScreenshot(page, testInfo, `vcm-history-${size.width}`);
  });
}
