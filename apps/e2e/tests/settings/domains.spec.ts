import type { Page } from '@playwright/test';
import { attachScreenshot, expect, asOwnInstituteAdmin, test } from '../../support/fixtures';
import { confirmDelete, FIXTURES, openSection, rowTexts, unique } from './settings-helpers';

// Each test works as the admin of an institute of its own: other tests read Demo Institute's settings.
test.use(asOwnInstituteAdmin);

async function addCapability(page: Page, domain: string, statement: string) {
  await page
    .getByRole('region', { name: domain, exact: true })
    .getByRole('button', { name: 'Add Capability' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create New Capability' });
  await dialog.getByRole('textbox', { name: 'Statement' }).fill(statement);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

const statements = (texts: string[]) => texts.map((text) => text.split('\t')[0]!.trim());

test('a domain with capabilities: reordered, deactivated to the bottom, hidden until shown', async ({
  page,
}, testInfo) => {
  await openSection(page, 'domains', 'Domains');
  const domain = unique('Digital Practice');

  await page.getByRole('button', { name: 'Create a Domain' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Domain' });
  await create.getByRole('textbox', { name: 'Name' }).fill(domain);
  await create.getByRole('textbox', { name: 'Colour', exact: true }).fill('#0f766e');
  await create.getByRole('textbox', { name: 'Description' }).fill('x'.repeat(300));
  await expect(create.getByText('250/250')).toBeVisible();
  await create
    .getByRole('textbox', { name: 'Description' })
    .fill('Using technology to plan, teach and assess in class and online.');
  await create.getByLabel('SVG icon').setInputFiles(FIXTURES.domainSvg);
  // The icon goes to POST /domains/{id}/svg_icon once the domain exists.
  const iconUpload = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/v1\/domains\/\d+\/svg_icon$/.test(request.url()),
  );
  await create.getByRole('button', { name: 'Save' }).click();
  await iconUpload;
  await expect(create).toBeHidden();

  const panel = page.getByRole('region', { name: domain, exact: true });
  await expect(panel).toContainText('Using technology to plan, teach and assess');
  await expect(panel.locator('img')).toHaveAttribute('src', /^\/uploads\//);

  // The capability statement: 150 characters, with a live counter.
  await panel.getByRole('button', { name: 'Add Capability' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Capability' });
  await dialog.getByRole('textbox', { name: 'Statement' }).fill('y'.repeat(200));
  await expect(dialog.getByText('150/150')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const [first, second, third] = [
    'I plan lessons online',
    'I assess with digital tools',
    'I teach with video',
  ];
  for (const statement of [first!, second!, third!]) await addCapability(page, domain, statement);
  const table = `Capabilities of ${domain}`;
  expect(statements(await rowTexts(page, table))).toEqual([first, second, third]);
  await expect(panel.getByRole('button', { name: `Move ${first} up` })).toBeDisabled();
  await expect(panel.getByRole('button', { name: `Move ${third} down` })).toBeDisabled();

  // Move up: the whole list goes to PUT /domains/{id}/capabilities.json, renumbered from 1.
  const order = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' && /\/api\/v1\/domains\/\d+\/capabilities\.json$/.test(request.url()),
  );
  await panel.getByRole('button', { name: `Move ${second} up` }).click();
  const body = (await order).postDataJSON() as { capabilities: { id: number; display_order: number }[] };
  expect(body.capabilities.map((c) => c.display_order)).toEqual([1, 2, 3]);
  await expect.poll(async () => statements(await rowTexts(page, table))).toEqual([second, first, third]);

  // Deactivated: it moves to the bottom of the list.
  await panel.getByRole('switch', { name: `${second} active` }).click();
  await expect.poll(async () => statements(await rowTexts(page, table))).toEqual([first, third, second]);
  await expect(panel.getByRole('switch', { name: `${second} active` })).not.toBeChecked();

  // Deactivating the domain hides it until "Show deactivated domains" is ticked.
  await panel.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(panel).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Show deactivated domains' }).check();
  const deactivated = page.getByRole('region', { name: `${domain} (Deactivated)` });
  await expect(deactivated).toBeVisible();
  // At the bottom of the list of domains.
  await expect(page.getByRole('main').getByRole('region').last()).toHaveAccessibleName(
    `${domain} (Deactivated)`,
  );
  await attachScreenshot(page, testInfo, 'domains');

  await deactivated.getByRole('button', { name: 'Activate', exact: true }).click();
  await expect(page.getByRole('region', { name: domain, exact: true })).toBeVisible();
  await page
    .getByRole('region', { name: domain, exact: true })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await confirmDelete(page, 'Domain');
  await expect(page.getByRole('region', { name: domain, exact: true })).toHaveCount(0);
});

test('the domains show once every shown domain’s capabilities have arrived, so no panel pushes another down', async ({
  page,
}) => {
  // The capabilities of every domain but the first answer at once; the first's wait for the test.
  let releaseFirst = () => {};
  const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
  const asked: number[] = [];
  await page.route(
    (url) => /^\/api\/v1\/domains\/\d+\/capabilities$/.test(url.pathname),
    async (route) => {
      const id = Number(new URL(route.request().url()).pathname.split('/')[4]);
      asked.push(id);
      if (asked.length === 1 || id === asked[0]) await firstHeld;
      await route.continue();
    },
  );
  await openSection(page, 'domains', 'Domains');
  await expect.poll(() => asked.length).toBeGreaterThan(1);
  const panels = page.getByRole('main').getByRole('region');
  await expect(panels).toHaveCount(0);

  releaseFirst();
  await expect(panels.first()).toBeVisible();
  expect(await panels.count()).toBe(new Set(asked).size);
  await expect(panels.first().getByRole('table')).toBeVisible();
});
