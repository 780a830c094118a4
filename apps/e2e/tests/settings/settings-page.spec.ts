import {
  asNewUser,
  asOwnInstituteAdmin,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';
import { currentInstituteId, openSection } from './settings-helpers';

const TAB_LABELS = [
  'Institute Details',
  'Locations',
  'Divisions',
  'Program Categories',
  'Domains',
  'Profiling Tool Labels',
  'Employment Types / Passport Requirements & Enabled Features',
  'Vocational Activities',
  'Banners',
  'Video Resources',
  'Notification',
  'VCM',
  'API Tokens',
];

test.describe('as institute admin', () => {
  // An institute of the test's own, a copy of Demo Institute's settings: the tabs and sections it
  // reads are its own.
  test.use(asOwnInstituteAdmin);

  test('the Institute item opens the settings with every tab, in the spec’s order', async ({ page }) => {
    await page.goto('/programs');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Institute' }).click();
    await expect(page).toHaveURL(/\/institutes\/\d+\/institute_details$/);
    const tabs = page.getByRole('tablist', { name: 'Institute settings sections' }).getByRole('tab');
    // The copy has VCM on, as Demo Institute does, so its tab is there too (before API Tokens).
    await expect(tabs).toHaveText(TAB_LABELS);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    await tabs.filter({ hasText: 'Locations' }).click();
    await expect(page).toHaveURL(/\/institutes\/\d+\/locations$/);
    await expect(page.getByRole('tab', { name: 'Locations' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Locations' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Locations' })).toBeVisible();
  });

  test('an unknown section logs a warning and shows the first tab', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`/institutes/${await currentInstituteId(page)}/no_such_section`);
    await expect(page.getByRole('tab', { name: 'Institute Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel', { name: 'Institute Details' })).toBeVisible();
    await expect
      .poll(() => warnings.join('\n'))
      .toContain('Unknown institute settings section "no_such_section"');
  });
  test('the sections and their modals have no serious accessibility problems', async ({ page }) => {
    await openSection(page, 'domains', 'Domains');
    await expect(page.getByRole('region').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'domains' });
    await page.getByRole('button', { name: 'Create a Domain' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Domain' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'create domain' });
    await page.keyboard.press('Escape');

    await openSection(page, 'banners', 'Banners');
    await expect(page.getByRole('table', { name: 'Banners' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'banners' });
    await page.getByRole('button', { name: 'Add Banner' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Banner' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'create banner' });
  });
});

test.describe('as supervisor', () => {
  test.use(asNewUser({ roles: ['supervisor'] }));

  test('a supervisor sees no tabs, only a notice', async ({ page }) => {
    await page.goto(`/institutes/${await currentInstituteId(page)}/locations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Institute Settings' })).toBeVisible();
    await expect(page.getByText("You don't have access to institute settings")).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Location' })).toHaveCount(0);
  });
});
