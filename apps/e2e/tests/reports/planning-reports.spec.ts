import {
  asOwnInstituteAdmin,
  attachScreenshot,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  test,
} from '../../support/fixtures';
import { insertProfile } from '../../support/database';
import { insertTopIdealForFirstDomain, seedProgramInDomain } from '../../support/seed-planning';
import { tableInView } from '../../support/grid';

/*
 * The planners' reports in the test's own institute: seven Business Full-time Teachers with completed
 * profiles, each with a gap in the first domain (its ideal is the top of the scale), and one program
 * of that domain with 2 places: a shortfall of 5. Rhea rated five of them, Otto two (a group under 5).
 */
test.use(asOwnInstituteAdmin);

test('an admin reads the demand for programs and how the supervisors’ ratings compare', async ({
  page,
  seed,
  ownInstitute,
  runDatabase,
}, testInfo) => {
  test.setTimeout(150_000);
  const db = await runDatabase();
  const domain = await insertTopIdealForFirstDomain(db, ownInstitute.id, {
    department: 'BUS',
    employmentType: 'Full-time Teacher',
  });
  const team = async (givenName: string, size: number) => {
    const supervisor = await seed.user({ givenName, roles: ['supervisor'] }, ownInstitute.api);
    for (let n = 0; n < size; n += 1) {
      const educator = await seed.user(
        { roles: ['educator'], supervisorId: supervisor.id },
        ownInstitute.api,
      );
      await insertProfile(db, { ...educator, supervisorId: supervisor.id }, 'completed');
    }
    return supervisor;
  };
  const rhea = await team('Rhea', 5);
  const otto = await team('Otto', 2);
  await seedProgramInDomain(ownInstitute.api, domain.id, 2);

  await page.goto('/reports/demand');
  await expect(page.getByRole('tab', { name: 'Demand', selected: true })).toBeVisible();
  const chart = page.getByRole('figure', { name: 'Gaps against places by domain' });
  await expect(chart.locator('svg').first()).toBeVisible({ timeout: 30_000 });
  const demand = await tableInView(page, 'Demand report');
  const row = demand.getByRole('row', { name: new RegExp(domain.name) });
  // Educators with a gap 7, mean gap 3 (rated 1 against 4), 2 places in 3, 6 and 12 months, shortfall 5.
  await expect(row).toContainText(/7\s*3\s*2\s*2\s*2\s*0\s*5/);
  await expect(page.getByRole('link', { name: 'Export' })).toHaveAttribute('href', /reports\/demand\.csv/);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /reports\/demand\.pdf/,
  );
  await expectNoHorizontalOverflow(page, 'Demand report');
  await expectNoSeriousA11yViolations(page, { label: 'demand report' });
  await attachScreenshot(page, testInfo, 'demand-report');

  await page.getByRole('tab', { name: 'Rating Calibration' }).click();
  await expect(page).toHaveURL(/\/reports\/calibration/);
  const calibration = await tableInView(page, 'Rating Calibration report');
  await expect(calibration.getByRole('row', { name: new RegExp(rhea.fullName) })).toContainText('In line', {
    timeout: 30_000,
  });
  await expect(calibration.getByRole('row', { name: new RegExp(otto.fullName) })).toHaveCount(0);
  await expect(
    page.getByText(
      "1 supervisor with fewer than 5 educators is not shown, so that no one's ratings can be picked out.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Leniency and severity by supervisor' })).toBeVisible();
  const selfRatings = page.getByRole('region', {
    name: "Self-rating against the supervisor's, by department",
  });
  await expect(selfRatings.getByRole('row', { name: /BUS|Business/ })).toBeVisible();
  const ideal = page.getByRole('region', {
    name: 'Department average against the business ideal, by domain',
  });
  await expect(ideal.getByRole('row', { name: new RegExp(domain.name) })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'rating calibration report' });
  await attachScreenshot(page, testInfo, 'calibration-report');
});
