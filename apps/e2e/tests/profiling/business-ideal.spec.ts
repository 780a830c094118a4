import type { Locator, Page } from '@playwright/test';
import {
  asNewUser,
  asOwnInstituteAdmin,
  attachScreenshot,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';
import { insertBusinessIdeal } from '../../support/database';

// Each admin test works in an institute of its own (a copy of Demo Institute's settings, without
// any business ideal): the answering test starts from 0%, and the reading test seeds the ideal it
// shows, BUS × Full-time Teacher answering every capability and HLT × Full-time Teacher half.
const EMPTY_PAIR = { department: 'CRE - Creative Arts', employmentType: 'Sessional Teacher' };
const RESPONSE_LABELS = ['Not yet', 'Developing', 'Capable', 'Highly capable'];

async function openBusinessIdeal(page: Page) {
  await page.goto('/profiling');
  await page.getByRole('tab', { name: 'Business Ideal' }).click();
  await expect(page.getByText('Select a department')).toBeVisible();
}

async function chooseEmploymentType(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Employment type' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Employment type' })).toHaveText(name);
}

async function chooseDepartment(page: Page, label: string) {
  await page.getByRole('list', { name: 'Departments' }).getByRole('button', { name: label }).click();
}

/** The right panel: the domain page, named by its heading. */
function domainPage(page: Page): Locator {
  return page
    .getByRole('region')
    .filter({ has: page.getByRole('progressbar', { name: 'Business ideal completed' }) });
}

async function percentOf(page: Page): Promise<number> {
  const bar = domainPage(page).getByRole('progressbar', { name: 'Business ideal completed' });
  return Number(await bar.getAttribute('aria-valuenow'));
}

async function expectDomainNumber(page: Page, number: number) {
  await expect(domainPage(page).getByText(new RegExp(`^Domain ${number} of \\d+`))).toBeVisible();
}

/** Waits until the page's statements (and their current answers) have loaded. */
async function statementsOf(page: Page): Promise<Locator[]> {
  const groups = domainPage(page).getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  await expect(groups.first().getByRole('radio').first()).toBeEnabled();
  return groups.all();
}

/** /tmp/business-ideal-{name}.png, from the top (a full-page capture scrolled down repeats the sticky top bar). */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/business-ideal-${name}.png`, fullPage: true });
}

test.describe('as the admin of an institute of its own', () => {
  test.use(asOwnInstituteAdmin);

  test('answers every statement of a domain, pages on, and the answers persist', async ({
    page,
  }, testInfo) => {
    await openBusinessIdeal(page);
    await expect(page.getByRole('combobox', { name: 'Employment type' })).toHaveText('Full-time Teacher');
    await expectNoSeriousA11yViolations(page, { label: 'business ideal: select a department' });
    await screenshot(page, 'select');

    await chooseEmploymentType(page, EMPTY_PAIR.employmentType);
    await chooseDepartment(page, EMPTY_PAIR.department);
    await expect(
      page.getByRole('list', { name: 'Departments' }).getByRole('button', { name: EMPTY_PAIR.department }),
    ).toHaveAttribute('aria-current', 'true');
    await expectDomainNumber(page, 1);
    await expect(domainPage(page).getByRole('button', { name: 'Previous Domain' })).toHaveCount(0);

    const statements = await statementsOf(page);
    expect(statements.length).toBeGreaterThan(0);
    for (const label of RESPONSE_LABELS) {
      await expect(statements[0]!.getByRole('radio', { name: label, exact: true })).toBeVisible();
    }
    await expect(domainPage(page).getByRole('radio', { checked: true })).toHaveCount(0);
    expect(await percentOf(page)).toBe(0);
    await expect(domainPage(page).getByText('0%', { exact: true })).toBeVisible();

    // Each answer is one POST; the radio and the percent follow at once.
    const firstPost = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/business_ideal_responses'),
    );
    let percent = 0;
    for (const [index, statement] of statements.entries()) {
      const answered = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && response.url().endsWith('/business_ideal_responses'),
      );
      // A click, then the assertion (which waits): the radio shows the answer once the mutation starts.
      await statement.getByRole('radio', { name: 'Capable', exact: true }).click();
      await expect(statement.getByRole('radio', { name: 'Capable', exact: true })).toBeChecked();
      expect((await answered).status()).toBe(201);
      if (index === 0) {
        const body = (await firstPost).postDataJSON() as { business_ideal_response: Record<string, number> };
        expect(Object.keys(body.business_ideal_response).sort()).toEqual(
          ['capability_id', 'department_id', 'employment_type_id', 'value'].sort(),
        );
        expect(body.business_ideal_response.value).toBe(3);
      }
      await expect.poll(() => percentOf(page)).toBeGreaterThan(percent);
      percent = await percentOf(page);
    }
    await expect(
      domainPage(page).getByText(`${statements.length} of ${statements.length} answered.`),
    ).toBeVisible();
    await expect(domainPage(page).getByText(`${percent}%`, { exact: true })).toBeVisible();
    await screenshot(page, 'answered');
    await attachScreenshot(page, testInfo, 'business-ideal-answered');

    // The next domain: nothing answered yet, the percent goes on from where it was.
    const firstDomain = await domainPage(page).getByRole('heading', { level: 2 }).textContent();
    await domainPage(page).getByRole('button', { name: 'Next Domain' }).click();
    await expectDomainNumber(page, 2);
    await expect(domainPage(page).getByRole('heading', { level: 2 })).not.toHaveText(firstDomain!);
    await expect(domainPage(page).getByRole('button', { name: 'Previous Domain' })).toBeVisible();
    const next = await statementsOf(page);
    await expect(domainPage(page).getByRole('radio', { checked: true })).toHaveCount(0);
    expect(await percentOf(page)).toBe(percent);
    await next[0]!.getByRole('radio', { name: 'Developing', exact: true }).click();
    await expect(next[0]!.getByRole('radio', { name: 'Developing', exact: true })).toBeChecked();
    await expect.poll(() => percentOf(page)).toBeGreaterThan(percent);
    const finalPercent = await percentOf(page);
    await expectNoSeriousA11yViolations(page, { label: 'business ideal: a domain' });
    await screenshot(page, 'next-domain');

    // After a reload the same department and employment type show the saved answers.
    await page.reload();
    await page.getByRole('tab', { name: 'Business Ideal' }).click();
    await chooseEmploymentType(page, EMPTY_PAIR.employmentType);
    await chooseDepartment(page, EMPTY_PAIR.department);
    await expectDomainNumber(page, 1);
    for (const statement of await statementsOf(page)) {
      await expect(statement.getByRole('radio', { name: 'Capable', exact: true })).toBeChecked();
    }
    await expect.poll(() => percentOf(page)).toBe(finalPercent);
    await domainPage(page).getByRole('button', { name: 'Next Domain' }).click();
    await expectDomainNumber(page, 2);
    const reloaded = await statementsOf(page);
    await expect(reloaded[0]!.getByRole('radio', { name: 'Developing', exact: true })).toBeChecked();
    await expect(domainPage(page).getByRole('radio', { checked: true })).toHaveCount(1);
  });
});

test.describe('as institute admin', () => {
  test.use(asOwnInstituteAdmin);

  test('shows the seeded ideal; another department or employment type starts again at the first domain', async ({
    page,
    ownInstitute,
    runDatabase,
  }) => {
    const db = await runDatabase();
    await insertBusinessIdeal(db, ownInstitute.id, {
      department: 'BUS',
      employmentType: 'Full-time Teacher',
    });
    await insertBusinessIdeal(
      db,
      ownInstitute.id,
      { department: 'HLT', employmentType: 'Full-time Teacher' },
      0.5,
    );
    await openBusinessIdeal(page);
    // Full-time Teacher is the first employment type, so it is chosen already.
    await chooseDepartment(page, 'BUS - Business');
    await expectDomainNumber(page, 1);
    const statements = await statementsOf(page);
    for (const statement of statements)
      await expect(statement.getByRole('radio', { checked: true })).toHaveCount(1);
    expect(await percentOf(page)).toBeGreaterThan(0);
    await screenshot(page, 'seeded');

    await domainPage(page).getByRole('button', { name: 'Next Domain' }).click();
    await expectDomainNumber(page, 2);
    await chooseDepartment(page, 'HLT - Health');
    await expectDomainNumber(page, 1);
    await statementsOf(page);
    // HLT answers only the first half of the capabilities.
    await expect.poll(() => percentOf(page)).toBeGreaterThan(0);
    expect(await percentOf(page)).toBeLessThan(100);

    await domainPage(page).getByRole('button', { name: 'Next Domain' }).click();
    await expectDomainNumber(page, 2);
    await chooseEmploymentType(page, 'Part-time Teacher');
    await expectDomainNumber(page, 1);
    await statementsOf(page);

    // On a phone the panels stack: the department list above the domain page.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Next Domain' })).toBeVisible();
    await screenshot(page, 'narrow');
  });
});

test.describe('as supervisor', () => {
  test.use(asNewUser({ roles: ['supervisor'] }));

  test('does not see the Business Ideal tab', async ({ page }) => {
    await page.goto('/profiling');
    await expect(page.getByRole('tab', { name: /Educator Profiles/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Business Ideal' })).toHaveCount(0);
  });
});
