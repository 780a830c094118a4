import {
  attachScreenshot,
  baseUrl,
  expect,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  storageStateFor,
  test,
} from '../../support/fixtures';
import { clickRowAction } from '../../support/grid';
import { seedProgram } from '../programs/attendance-helpers';

/**
 * Issue 21: an educator registers for a program that needs approval (Demo Institute approves
 * electives), at phone width; their supervisor approves it in /registrations; the admin marks
 * attendance and completion on the program's Attendance tab; the points reach the educator's passport.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an educator registers, the supervisor approves, the admin completes, the points reach the passport', async ({
  page,
  browser,
  seed,
  adminApi,
}, testInfo) => {
  test.setTimeout(180_000);
  const program = await seedProgram(adminApi);
  const [kickOff, wrapUp] = program.workshops;
  const supervisor = await seed.user({ roles: ['supervisor'] });
  const educator = await seed.user({
    roles: ['educator'],
    supervisorId: supervisor.id,
    employmentType: 'Sessional Teacher',
  });

  // The educator finds the program in the catalogue and registers.
  await seed.signIn(page.context(), educator);
  await page.goto('/me/programs');
  await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search programs' }).fill(program.name);
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Program type' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(program.name) });
  await expect(card).toBeVisible({ timeout: 30_000 });
  // The search is kept in the address: a reload finds the same program.
  await expect(page).toHaveURL(/[?&]q%5Bname_or_code_cont%5D=/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search programs' })).toHaveValue(program.name);
  await expect(card).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Filters' }).click();
  await expectNoHorizontalOverflow(page, 'the program catalogue with its filters open');
  await attachScreenshot(page, testInfo, 'my-programs-390');
  await expectNoSeriousA11yViolations(page, { label: 'my programs' });
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: kickOff.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: wrapUp.name })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Register for ${program.name}?` });
  await expect(confirm).toContainText('Your registration will wait for approval');
  await confirm.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration submitted for approval')).toBeVisible();
  const registration = page.getByRole('region', { name: 'Registration' });
  await expect(registration.getByText('Pending approval')).toBeVisible();
  await expect(registration.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/api/v1/my/programs/${program.id}/calendar.ics`,
  );
  await expect(registration.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
  await expectNoHorizontalOverflow(page, 'a program with a pending registration');
  await attachScreenshot(page, testInfo, 'my-program-pending-390');
  await expectNoSeriousA11yViolations(page, { label: 'my program' });

  // The supervisor approves it in the queue.
  const staff = await browser.newContext({ baseURL: baseUrl() });
  await seed.signIn(staff, supervisor);
  const queue = await staff.newPage();
  await queue.goto('/registrations');
  await clickRowAction(
    queue.getByRole('row').filter({ hasText: educator.fullName }).filter({ hasText: program.name }),
    `Approve registration of ${educator.fullName} for ${program.name}`,
  );
  await queue
    .getByRole('dialog', { name: 'Approve registration?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(queue.getByText('Registration approved')).toBeVisible();
  await staff.close();

  await page.reload();
  await expect(registration.getByText('Registered', { exact: true })).toBeVisible();

  // The admin marks attendance at both workshops and completes the registration.
  const admin = await browser.newContext({
    baseURL: baseUrl(),
    storageState: storageStateFor('institute_admin'),
  });
  const attendance = await admin.newPage();
  await attendance.goto(`/programs/${program.id}?tab=attendance`);
  const present = (workshop: string) =>
    attendance.getByRole('checkbox', { name: `Present at ${workshop} — ${educator.fullName}` });
  // The workshops are still ahead: each asks once before it is marked.
  for (const workshop of [kickOff.name, wrapUp.name]) {
    await present(workshop).click({ timeout: 30_000 });
    await attendance.getByRole('alertdialog').getByRole('button', { name: 'Mark present' }).click();
    await expect(present(workshop)).toBeChecked();
  }
  await attendance.getByRole('checkbox', { name: `Completed — ${educator.fullName}` }).click();
  await attendance
    .getByRole('dialog', { name: `Mark ${educator.fullName} completed?` })
    .getByRole('button', { name: 'Mark completed' })
    .click();
  await expect(attendance.getByLabel(`Points — ${educator.fullName}`)).toHaveText('8');
  await admin.close();

  // The educator sees it completed, in My registrations, and the 8 points in their passport.
  await page.reload();
  await expect(registration.getByText('Completed', { exact: true })).toBeVisible();
  await expect(registration.getByText('8 points awarded')).toBeVisible();
  await expect(registration.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0);
  await page.goto('/me/registrations');
  const mine = page.getByRole('list', { name: 'My registrations' });
  await expect(mine.getByRole('link', { name: new RegExp(program.name) })).toContainText('Completed');
  await expectNoHorizontalOverflow(page, 'My registrations');
  await attachScreenshot(page, testInfo, 'my-registrations-390');
  await expectNoSeriousA11yViolations(page, { label: 'my registrations' });
  await page.goto('/me');
  await expect(
    page.getByRole('progressbar', { name: /^Professional points: 8 of \d+ points$/ }),
  ).toBeVisible();
});

test('the type filter keeps or hides a program; cancelling a registration clears its state and frees the place', async ({
  page,
  seed,
  adminApi,
}) => {
  test.setTimeout(120_000);
  // An elective with one place (Demo Institute approves electives: a registration waits, and holds the place).
  const program = await seedProgram(adminApi, { limit: 1 });
  const educator = await seed.user({ roles: ['educator'] });
  const other = await seed.user({ roles: ['educator'] });
  const otherApi = await seed.api(await seed.sessionOf(other));
  const registerOther = () => otherApi.request.post(`/api/v1/my/programs/${program.id}/registrations`);

  await seed.signIn(page.context(), educator);
  await page.goto('/me/programs');
  await page.getByRole('searchbox', { name: 'Search programs' }).fill(program.name);
  const card = page.getByRole('link', { name: new RegExp(program.name) });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('Elective');
  await expect(card).toContainText('1 place left');

  // The program type filter: Elective keeps the card, Learning Journey hides it, Clear filters brings it back.
  await page.getByRole('button', { name: 'Filters' }).click();
  const type = page.getByRole('combobox', { name: 'Program type' });
  await type.click();
  await page.getByRole('option', { name: 'Elective', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(card).toBeVisible();
  await type.click();
  await page.getByRole('option', { name: 'Learning Journey', exact: true }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No programs match.')).toBeVisible();
  await expectNoHorizontalOverflow(page, 'the catalogue filtered to nothing');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect(card).toBeVisible();

  // Registering takes the only place: the card says so, and another educator is refused.
  await card.click();
  const registration = page.getByRole('region', { name: 'Registration' });
  await registration.getByRole('button', { name: 'Register' }).click();
  await page
    .getByRole('alertdialog', { name: `Register for ${program.name}?` })
    .getByRole('button', { name: 'Register' })
    .click();
  await expect(registration.getByText('Pending approval')).toBeVisible();
  await expect(page.getByText(/ · Full$/)).toBeVisible();
  expect((await registerOther()).status()).toBe(422);

  // Cancel registration (confirmed): the state chip goes, Register is back, the place is free again.
  await registration.getByRole('button', { name: 'Cancel registration' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel registration?' });
  await expect(confirm).toContainText(`Your place in ${program.name} will be given up.`);
  await confirm.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByText('Registration cancelled')).toBeVisible();
  await expect(registration.getByText('Pending approval')).toHaveCount(0);
  await expect(registration.getByRole('button', { name: 'Cancel registration' })).toHaveCount(0);
  await expect(registration.getByRole('button', { name: 'Register' })).toBeEnabled();
  await expect(page.getByText(/ · 1 place left$/)).toBeVisible();
  await expectNoHorizontalOverflow(page, 'a program after cancelling');

  await page.goto('/me/registrations');
  await expect(page.getByText('You have not registered for a program yet.')).toBeVisible();
  await page.goto('/me/programs');
  await page.getByRole('searchbox', { name: 'Search programs' }).fill(program.name);
  await expect(card).toContainText('1 place left');
  await expect(card.getByText('Pending approval')).toHaveCount(0);
  // The freed place is the other educator's now.
  expect((await registerOther()).status()).toBe(201);
  await page.reload();
  await page.getByRole('searchbox', { name: 'Search programs' }).fill(program.name);
  await expect(card).toContainText('Full');
});

test.describe('at desktop widths', () => {
  for (const width of [1440, 1024]) {
    test(`the catalogue, a program and My registrations at ${width} px`, async ({ page, seed }, testInfo) => {
      const { educator, registered } = await seed.educatorWithRegistrations();
      await seed.signIn(page.context(), educator);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/me/registrations');
      const mine = page.getByRole('list', { name: 'My registrations' });
      // The educator's own registrations: registered, pending approval, not approved.
      await expect(mine.getByText('Registered', { exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(mine.getByText('Pending approval')).toBeVisible();
      await expect(mine.getByText('Not approved')).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `my registrations ${width}` });
      await attachScreenshot(page, testInfo, `my-registrations-${width}`);

      // The whole catalogue, as an educator meets it; then the program they are registered for.
      await page.goto('/me/programs');
      const cards = page.getByRole('list', { name: 'Programs' });
      await expect(cards.getByRole('link').first()).toBeVisible();
      await attachScreenshot(page, testInfo, `my-programs-${width}`);
      await page.getByRole('searchbox', { name: 'Search programs' }).fill(registered.name);
      // The search is applied after a pause in typing; the card is followed once it is the only one.
      await expect(cards.getByRole('link')).toHaveCount(1);
      await cards.getByRole('link', { name: new RegExp(registered.name) }).click();
      await expect(page.getByRole('heading', { level: 1, name: registered.name })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('region', { name: 'Workshops' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, { label: `my program ${width}` });
      await attachScreenshot(page, testInfo, `my-program-${width}`);
    });
  }
});
