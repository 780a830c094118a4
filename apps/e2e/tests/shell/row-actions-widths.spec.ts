import type { Locator, Page } from '@playwright/test';
import { asNewUser, expect, test } from '../../support/fixtures';
import { DESKTOP, LAPTOP, PHONE } from '../../support/layout';
import { seedPendingPointRequest } from '../../support/seed-point-requests';
import { pendingActivities, pendingActivityRow, tableInView } from '../../support/grid';

/**
 * Row actions stay reachable at every width, and the layout facts that went wrong at a laptop's and
 * a phone's width (issue 37 §9, §15): a narrow table's actions are one menu button near its start.
 */

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The element is inside the window's width: on screen without scrolling the page or its table. */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await boxOf(locator);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('Registrations, as the supervisor of the registrants', () => {
  test('at 1440 px the decisions are buttons in the row', async ({ page, seed }) => {
    const { supervisor, registrations } = await seed.supervisorWithPendingRegistrations(1);
    await seed.signIn(page.context(), supervisor);
    await page.setViewportSize(DESKTOP);
    await page.goto('/registrations');
    const grid = page.getByRole('grid', { name: 'Registrations' });
    const approve = grid.getByRole('button', { name: /^Approve registration of / });
    await expect(approve).toBeVisible({ timeout: 30_000 });
    await expectWithinWidth(page, approve);
    await expectWithinWidth(page, grid.getByRole('button', { name: /^Mark registration of .+ incomplete$/ }));
    expect(registrations).toHaveLength(1);
  });

  test('at 390 px each row has an actions menu on screen with Approve and Incomplete', async ({
    page,
    seed,
  }) => {
    const { supervisor, registrations } = await seed.supervisorWithPendingRegistrations(2);
    await seed.signIn(page.context(), supervisor);
    await page.setViewportSize(PHONE);
    await page.goto('/registrations');
    const grid = page.getByRole('grid', { name: 'Registrations' });
    await expect(grid.getByRole('row')).toHaveCount(3, { timeout: 30_000 });
    const menus = grid.getByRole('button', { name: /^Actions for / });
    await expect(menus).toHaveCount(2);
    for (const menu of await menus.all()) await expectWithinWidth(page, menu);

    const educator = registrations[0]!.educator;
    await grid.getByRole('button', { name: new RegExp(`^Actions for ${educator.fullName} for `) }).click();
    const menu = page.getByRole('menu', { name: new RegExp(`^Actions for ${educator.fullName}`) });
    await expect(menu.getByRole('menuitem', { name: /^Approve registration of / })).toBeVisible();
    await menu.getByRole('menuitem', { name: /^Mark registration of .+ incomplete$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Mark registration incomplete' })).toBeVisible();
  });
});

test.describe('as institute admin', () => {
  // The Programs and Users tables below are Demo Institute's whole lists on purpose: the layout is
  // judged on full tables, whatever rows they hold.
  test.use(asNewUser({ roles: ['institute_admin'] }));

  test('at 1024 px Incomplete on a user’s pending activity is on screen and opens its dialog', async ({
    page,
    seed,
    runDatabase,
  }) => {
    const educator = await seed.user({ roles: ['educator'] });
    const request = await seedPendingPointRequest(await runDatabase(), educator);
    await page.setViewportSize(LAPTOP);
    await page.goto(`/users/${educator.id}`);
    await tableInView(page, 'Activities Submitted for Approval');
    const row = pendingActivityRow(page, request.activityName);
    await expect(row).toBeVisible({ timeout: 30_000 });
    const menu = row.getByRole('button', { name: `Actions for ${request.activityName}` });
    await expectWithinWidth(page, menu);
    await menu.click();
    await page.getByRole('menuitem', { name: `Mark ${request.activityName} incomplete` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('at 1440 px the same activity’s actions are buttons', async ({ page, seed, runDatabase }) => {
    const educator = await seed.user({ roles: ['educator'] });
    const request = await seedPendingPointRequest(await runDatabase(), educator);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/users/${educator.id}`);
    await tableInView(page, 'Activities Submitted for Approval');
    const row = pendingActivityRow(page, request.activityName);
    await expect(row).toBeVisible({ timeout: 30_000 });
    const frame = await boxOf(pendingActivities(page));
    await expect(row.getByRole('button', { name: /^Actions for / }), `a ${frame.width} px table`).toHaveCount(
      0,
    );
    const incomplete = row.getByRole('button', { name: `Mark ${request.activityName} incomplete` });
    await expect(incomplete).toBeVisible();
    await expectWithinWidth(page, incomplete);
  });

  test('at 1024 px nothing covers the Programs table; the add button is in the header', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto('/programs');
    const grid = page.getByRole('grid', { name: 'Programs' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    // Not floating over the table: above it, in the header.
    const add = await boxOf(page.getByRole('link', { name: 'Add program' }));
    expect(add.y + add.height).toBeLessThanOrEqual((await boxOf(grid)).y);
  });

  test('at 1440 px the add button floats beside the table, not over it', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/programs');
    const grid = page.getByRole('grid', { name: 'Programs' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const add = await boxOf(page.getByRole('link', { name: 'Add program' }));
    const table = await boxOf(grid);
    expect(add.x).toBeGreaterThanOrEqual(table.x + table.width);
  });

  test('at 1440 px every users table header shows its whole title', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/users');
    const grid = page.getByRole('grid', { name: 'Users' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const truncated = await grid
      .locator('.MuiDataGrid-columnHeaderTitle')
      .evaluateAll((titles) => titles.filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.textContent));
    expect(truncated).toEqual([]);
  });

  test('the Approver filter is as tall as the fields beside it', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/vcm');
    const approver = await boxOf(page.getByRole('combobox', { name: 'Approver' }).locator('..'));
    const educator = await boxOf(page.getByRole('textbox', { name: 'Educator name' }).locator('..'));
    expect(approver.height).toBe(educator.height);
  });

  for (const size of [DESKTOP, LAPTOP]) {
    test(`at ${size.width} × ${size.height} the users table's view ends on a whole row`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/users');
      const grid = page.getByRole('grid', { name: 'Users' });
      await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      const cut = await grid.locator('.MuiDataGrid-virtualScroller').evaluate((scroller) => {
        const bottom = scroller.getBoundingClientRect().bottom;
        const rows = Array.from(scroller.querySelectorAll('[role="row"]'));
        return rows
          .map((row) => row.getBoundingClientRect())
          .filter((box) => box.top < bottom - 1 && box.bottom > bottom + 1).length;
      });
      expect(cut, 'rows cut by the bottom of the table').toBe(0);
    });
  }
});

test.describe('/me/profile, as an educator with a completed profile', () => {
  for (const size of [DESKTOP, LAPTOP, PHONE]) {
    test(`the comparison's columns line up across domains and fit at ${size.width} px`, async ({
      page,
      seed,
    }) => {
      const {
        educators: [educator],
      } = await seed.supervisorWithProfiles(['completed']);
      await seed.signIn(page.context(), educator!);
      await page.setViewportSize(size);
      await page.goto('/me/profile');
      const tables = page.getByRole('table', { name: /^Comparison: / });
      await expect(tables.first()).toBeVisible({ timeout: 30_000 });
      expect(await tables.count()).toBeGreaterThan(1);
      for (const header of ['You', 'Supervisor', 'Business ideal']) {
        const xs = new Set<number>();
        for (const table of await tables.all()) {
          const cell = table.getByRole('columnheader', { name: header, exact: true });
          await expectWithinWidth(page, cell);
          xs.add(Math.round((await boxOf(cell)).x));
        }
        expect([...xs], `${header} sits at one x in every domain`).toHaveLength(1);
      }
    });
  }
});
