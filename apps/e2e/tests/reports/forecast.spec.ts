import { eq, inArray } from 'drizzle-orm';
import { employment_types, users } from '../../../server/src/db/schema/index.js';
import {
  asOwnInstituteAdmin,
  attachScreenshot,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';
import { seedPendingPointRequest } from '../../support/seed-point-requests';
import { tableInView } from '../../support/grid';

/*
 * The currency forecast: an admin sees who will lapse before the period ends and why, by department
 * and per person, and narrows it to one state; the educator who will lapse reads on My Passport what
 * they still need. The test's own institute: a teacher needs 10 professional points; Rita has a
 * pending request that would bring her there, Lars has nothing on the way.
 */

test.use(asOwnInstituteAdmin);

test('an admin finds who will lapse, and the educator reads what they still need', async ({
  page,
  context,
  seed,
  ownInstitute,
  runDatabase,
}, testInfo) => {
  test.setTimeout(90_000);
  const rita = await seed.user({ givenName: 'Rita', roles: ['educator'] }, ownInstitute.api);
  const lars = await seed.user({ givenName: 'Lars', roles: ['educator'] }, ownInstitute.api);
  const db = await runDatabase();
  const [teacher] = await db
    .insert(employment_types)
    .values({ institute_id: ownInstitute.id, name: 'Forecast Teacher', professional_points: 10 })
    .returning();
  await db
    .update(users)
    .set({ employment_type_id: teacher!.id })
    .where(inArray(users.id, [rita.id, lars.id]));
  await seedPendingPointRequest(db, rita, { type: 'ReaPointRequest', points: 10 });

  await page.goto('/reports/forecast');
  await expect(page.getByRole('tab', { name: 'Currency Forecast', selected: true })).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Forecast at the period’s end by department' });
  await expect(chart.locator('svg').first()).toBeVisible();
  for (const state of ['On track', 'At risk', 'Will lapse']) {
    await expect(chart.getByRole('columnheader', { name: state, exact: true })).toBeAttached();
  }
  const grid = await tableInView(page, 'Currency Forecast report');
  const row = (name: string) => grid.getByRole('row', { name: new RegExp(name) });
  await expect(row(rita.fullName)).toContainText('At risk');
  await expect(row(rita.fullName)).toContainText('0 of 10 (+10 on the way)');
  await expect(row(lars.fullName)).toContainText('Will lapse');
  await expectNoHorizontalOverflow(page, 'Currency Forecast');
  await expectNoSeriousA11yViolations(page);
  await attachScreenshot(page, testInfo, 'forecast-report');

  const filters = page.getByRole('search', { name: 'Filter the Currency Forecast report' });
  await filters.getByRole('combobox', { name: 'Forecast' }).click();
  await page.getByRole('option', { name: 'Will lapse' }).click();
  await filters.getByRole('button', { name: 'Filter' }).click();
  await expect(row(lars.fullName)).toBeVisible();
  await expect(row(rita.fullName)).toHaveCount(0);

  // Lars, on his phone: what he needs, by when.
  await context.clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await seed.signIn(context, lars);
  await page.goto('/me');
  const forecast = page.getByRole('region', { name: 'By the end of the period' });
  await expect(forecast).toContainText(/You need 10 more professional points by .+ \(\d+ days? left\)/);
  await expectNoHorizontalOverflow(page, 'My Passport');
  await attachScreenshot(page, testInfo, 'my-forecast-390');

  // Once his points are in, the warning goes.
  await db
    .update(employment_types)
    .set({ professional_points: 0 })
    .where(eq(employment_types.id, teacher!.id));
  await page.reload();
  await expect(forecast).toContainText('You are on track');
});
