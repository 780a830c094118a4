import { attachScreenshot, expect, storageStateFor, test } from '../../support/fixtures';
import { openAttendance, registerThroughApi, seedProgram } from './attendance-helpers';

test.use({ storageState: storageStateFor('institute_admin') });

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

test('the Attendance tab fits every screen: on a phone the table scrolls under a fixed name column', async ({
  page,
  seed,
  adminApi,
}, testInfo) => {
  test.setTimeout(120_000);
  const program = await seedProgram(adminApi, { limit: 20 });
  const [kickOff] = program.workshops;
  const people = [
    await seed.user({ roles: ['educator'], givenName: 'Ann', familyName: `Archer${Date.now()}` }),
    await seed.user({ roles: ['educator'], givenName: 'Ben' }),
    await seed.user({ roles: ['guest'], givenName: 'Cleo' }),
  ];
  const registrations = [];
  for (const person of people) registrations.push(await registerThroughApi(adminApi, program.id, person.id));
  const first = registrations[0]!.data.id;
  await adminApi.post('/api/v1/attendances/mark', {
    attendance: { registration_id: first, workshop_id: kickOff.id, present: true },
  });
  await adminApi.put(`/api/v1/programs/${program.id}/registrations/${first}`, {
    registration: { completed: true },
    notify_user: false,
  });

  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await openAttendance(page, program.id);
    await expect(page.getByRole('table', { name: 'Registrations' }).getByRole('row')).toHaveCount(4);
    // The page itself never scrolls sideways; only the table does.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(size.width);
    await attachScreenshot(page, testInfo, `attendance-${size.name}`);
    await page.screenshot({ path: `/tmp/attendance-${size.name}.png` });
  }

  // On the phone, scrolled to the last column, the names are still there to read across.
  const annName = page.getByRole('rowheader', { name: new RegExp(people[0]!.familyName) });
  await page.getByRole('button', { name: `Remove ${people[1]!.fullName}` }).scrollIntoViewIfNeeded();
  const box = await annName.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeLessThan(40);
  await expect(page.getByRole('checkbox', { name: `Completed — ${people[1]!.fullName}` })).toBeInViewport();
  await attachScreenshot(page, testInfo, 'attendance-phone-scrolled');
});
