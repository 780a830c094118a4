import type { Page } from '@playwright/test';
import { format } from 'date-fns';
import { eq } from 'drizzle-orm';
import {
  institutes,
  points_histories,
  programs,
  registrations,
} from '../../../server/src/db/schema/index.js';
import { todayIn } from '../../../server/src/lib/today.js';
import { asOwnInstituteAdmin, expect, expectNoSeriousA11yViolations, test } from '../../support/fixtures';
import { seedPendingPointRequest } from '../../support/seed-point-requests';
import { tableInView } from '../../support/grid';

/*
 * Each report's chart (components/charts): drawn once its module arrives, and read through its text
 * alternative (a hidden table, a row per category: its name, then a figure per series), which follows
 * the report's filters. The records are this test's own institute's, written straight into the
 * run's database (what the mobile app and completed programs leave).
 */

test.use(asOwnInstituteAdmin);

/** The report's chart, once drawn. */
async function chartOf(page: Page, title: string) {
  const chart = page.getByRole('figure', { name: title });
  await expect(chart.locator('svg').first()).toBeVisible();
  return chart;
}

/** Filters the report by a text field (the filter panel applies on Filter). */
async function filterBy(page: Page, report: string, field: string, value: string) {
  const filters = page.getByRole('search', { name: `Filter the ${report} report` });
  await filters.getByRole('textbox', { name: field }).fill(value);
  await filters.getByRole('button', { name: 'Filter' }).click();
}

test('the passports report charts passport status by department, following the filters', async ({
  page,
  seed,
  ownInstitute,
}) => {
  const ann = await seed.user({ givenName: 'Annika', roles: ['educator'] }, ownInstitute.api);

  await page.goto('/reports/passports');
  const chart = await chartOf(page, 'Passport status by department');
  for (const status of ['Complete', 'In progress', 'Incomplete']) {
    await expect(chart.getByRole('columnheader', { name: status, exact: true })).toBeAttached();
  }
  // The admin has no department; Annika has one (educators get BUS).
  await expect(chart.getByRole('rowheader', { name: 'No department' })).toBeAttached();
  await expect(await tableInView(page, 'Passports report')).toContainText(ann.fullName);
  await expectNoSeriousA11yViolations(page);

  await filterBy(page, 'Passports', 'Name contains', 'Annika');
  await expect(chart.getByRole('rowheader', { name: 'No department' })).not.toBeAttached();
  await expect(chart.locator('svg').first()).toBeVisible();

  await filterBy(page, 'Passports', 'Name contains', 'Nobody by this name');
  await expect(chart).toContainText('No users match the filters.');
});

test('user points, points history, point request and program registration chart what their filters select', async ({
  page,
  seed,
  ownInstitute,
  runDatabase,
}) => {
  const hattie = await seed.user({ givenName: 'Hattie', roles: ['educator'] }, ownInstitute.api);
  const ivo = await seed.user({ givenName: 'Ivo', roles: ['educator'] }, ownInstitute.api);
  const db = await runDatabase();
  // The charts count by month on the institute's clock: a request changed at 14:00 UTC on
  // 30 November is December's in Melbourne.
  const [institute] = await db
    .select({ timezone: institutes.timezone })
    .from(institutes)
    .where(eq(institutes.id, ownInstitute.id));
  const today = todayIn(institute!.timezone);
  const month = format(new Date(`${today}T12:00:00`), 'MMM yy');
  const institute_id = ownInstitute.id;
  await db.insert(points_histories).values([
    {
      institute_id,
      user_id: hattie.id,
      type: 'PointsVocational',
      date: today,
      points: 2,
      activity_name: 'Boat licence',
    },
    {
      institute_id,
      user_id: ivo.id,
      type: 'PointsRea',
      date: today,
      points: 3,
      activity_name: 'Dive course',
    },
  ]);
  await seedPendingPointRequest(db, hattie, { activityName: 'Reef survey', activityDate: today });
  await seedPendingPointRequest(db, ivo, { activityName: 'Kelp count', activityDate: today });
  const program = async (name: string) =>
    (
      await db.insert(programs).values({ institute_id, name, published: true, start_date: today }).returning()
    )[0]!;
  const [sunSafety, reefWalk] = [await program('Sun Safety'), await program('Reef Walk')];
  await db.insert(registrations).values([
    { institute_id, program_id: sunSafety.id, user_id: hattie.id, status: 'approved' },
    { institute_id, program_id: reefWalk.id, user_id: ivo.id, status: 'pending' },
  ]);

  // Points per month: Program, Vocational Currency, External Professional Currency.
  for (const [tab, report] of [
    ['user_points', 'User Points'],
    ['points_history', 'Points History'],
  ] as const) {
    await page.goto(`/reports/${tab}`);
    const chart = await chartOf(page, 'Points by month');
    await expect(chart.getByRole('row', { name: `${month} 0 2 3` })).toBeAttached();
    await filterBy(page, report, 'Name contains', hattie.fullName);
    await expect(chart.getByRole('row', { name: `${month} 0 2 0` })).toBeAttached();
  }

  // Requests per month: Pending, Approved, Incomplete.
  await page.goto('/reports/point_request');
  const requests = await chartOf(page, 'Point requests by month');
  await expect(requests.getByRole('row', { name: `${month} 2 0 0` })).toBeAttached();
  await filterBy(page, 'Point Request', 'Name contains', ivo.fullName);
  await expect(requests.getByRole('row', { name: `${month} 1 0 0` })).toBeAttached();

  // Registrations per program: Approved, Pending, Incomplete.
  await page.goto('/reports/program_registration');
  const registered = await chartOf(page, 'Registrations by program');
  await expect(registered.getByRole('row', { name: 'Sun Safety 1 0 0' })).toBeAttached();
  await expect(registered.getByRole('row', { name: 'Reef Walk 0 1 0' })).toBeAttached();
  // The drawing is hidden from assistive technology; its hidden table is the chart's text.
  await expectNoSeriousA11yViolations(page);
  await filterBy(page, 'Program Registration', 'Program contains', 'Reef');
  await expect(registered.getByRole('row', { name: 'Sun Safety 1 0 0' })).not.toBeAttached();
  await expect(registered.getByRole('row', { name: 'Reef Walk 0 1 0' })).toBeAttached();
});
