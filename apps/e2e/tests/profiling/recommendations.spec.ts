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

/*
 * Recommendations from profiling, in the test's own institute: the ideal of Business × Full-time
 * Teacher is the top of the scale in the first domain only, and the educator's supervisor rated its
 * first statement 1, so one program of that domain is recommended. The supervisor sees it under the
 * rating form; the educator registers from /me, and the program leaves the list.
 */
test.use(asOwnInstituteAdmin);

test('a supervisor and the educator see the programs recommended for the gaps; the educator registers', async ({
  page,
  context,
  seed,
  ownInstitute,
  runDatabase,
}, testInfo) => {
  test.setTimeout(120_000);
  const db = await runDatabase();
  const domain = await insertTopIdealForFirstDomain(db, ownInstitute.id, {
    department: 'BUS',
    employmentType: 'Full-time Teacher',
  });
  const supervisor = await seed.user({ givenName: 'Rhea', roles: ['supervisor'] }, ownInstitute.api);
  const educator = await seed.user(
    { givenName: 'Gale', roles: ['educator'], supervisorId: supervisor.id },
    ownInstitute.api,
  );
  await insertProfile(db, { ...educator, supervisorId: supervisor.id }, 'completed');
  const program = await seedProgramInDomain(ownInstitute.api, domain.id);
  const reason = `Supervisor rated 1 against an ideal of 4 in ${domain.name}`;

  await context.clearCookies();
  await seed.signIn(context, supervisor);
  await page.goto(`/profiling/${educator.id}`);
  const forSupervisor = page.getByRole('region', { name: 'Recommended programs' });
  await expect(forSupervisor.getByRole('listitem', { name: program.name })).toContainText(reason, {
    timeout: 30_000,
  });
  await expectNoSeriousA11yViolations(page, { label: 'recommendations on the profiling page' });

  await context.clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await seed.signIn(context, educator);
  await page.goto('/me');
  const card = page.getByRole('region', { name: 'Recommended for you' });
  const item = card.getByRole('listitem', { name: program.name });
  await expect(item).toContainText(reason);
  await expectNoHorizontalOverflow(page, 'My Passport');
  await expectNoSeriousA11yViolations(page, { label: 'recommendations on /me' });
  await attachScreenshot(page, testInfo, 'my-recommendations-390');

  await item.getByRole('button', { name: `Register for ${program.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/You are registered|Registration submitted for approval/)).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(card).toContainText('No open program matches the gaps right now.');
});
