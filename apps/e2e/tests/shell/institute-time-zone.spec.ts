import { expect, storageStateFor, test, uniqueSuffix } from '../../support/fixtures';
import { demoInstituteClock as melbourne } from '../../support/institute-clock';
import { seedProgram } from '../programs/attendance-helpers';

/*
 * Demo Institute keeps Melbourne time. A viewer in Los Angeles, with a US browser, sees every time on
 * the institute's clock with the zone named (AEDT or AEST by the date), and types dates as d/M/yy.
 * Its workshops start at 9:00 AM Melbourne time: 2:00 PM the day before in Los Angeles.
 */
test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });

test.describe('as institute admin', () => {
  test.use({ storageState: storageStateFor('institute_admin') });

  test('the programs list, a program page and the audit log show Melbourne times and name the zone', async ({
    page,
    adminApi,
  }) => {
    const program = await seedProgram(adminApi);

    await page.goto(`/programs?${new URLSearchParams({ 'q[name_cont]': program.name })}`);
    const row = page
      .getByRole('grid', { name: 'Programs' })
      .getByRole('row')
      .filter({ hasText: program.name });
    // Not "2:00 PM" (Los Angeles) nor "10:00 PM" (UTC): the institute's 9:00 AM, its zone named.
    await expect(row.getByRole('gridcell', { name: /^9:00 AM AE[DS]T$/ })).toBeVisible({ timeout: 30_000 });

    await page.goto(`/programs/${program.id}`);
    const kickOff = page.getByRole('region', { name: 'Workshop 1' });
    await expect(kickOff).toContainText(/9:00 AM–12:00 PM AE[DS]T/, { timeout: 30_000 });

    const audit = await adminApi.get<{ data: { created_at: string; action: string }[] }>(
      '/api/v1/audit_events',
      {
        'q[table_name_eq]': 'programs',
        'q[record_id_eq]': program.id,
      },
    );
    const created = audit.data.at(-1);
    if (!created) throw new Error('The program has no audit event');
    const at = melbourne(new Date(created.created_at));
    await page.goto(
      `/audit_log?${new URLSearchParams({ 'q[table_name_eq]': 'programs', 'q[record_id_eq]': String(program.id) })}`,
    );
    const events = page.getByRole('grid', { name: 'Audit events' }).getByRole('row', { name: /Programs/ });
    await expect(events.last()).toContainText(`${at.date} ${at.time} ${at.zone}`);
  });
});

test('an educator sees a workshop at Melbourne time on /me and types the activity date as d/M/yy', async ({
  page,
  seed,
  adminApi,
}) => {
  const program = await seedProgram(adminApi);
  const educator = await seed.user({ roles: ['educator'] });
  await seed.signIn(page.context(), educator);

  await page.goto(`/me/programs/${program.id}`);
  const workshops = page.getByRole('list', { name: 'Workshops' });
  await expect(workshops.getByText(/· 9:00 AM – 12:00 PM AE[DS]T$/).first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/me/points/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New Point Request' })).toBeVisible();
  const date = page.getByRole('group', { name: 'Activity date' });
  // Day, month, year, whatever the browser's locale (a US browser's own date input puts the month first).
  await expect(date.getByRole('spinbutton')).toHaveCount(3);
  expect(
    await date.getByRole('spinbutton').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label'))),
  ).toEqual(['Day', 'Month', 'Year']);
  // A new request starts on today's date at the institute (already tomorrow there, some hours).
  const today = melbourne(new Date()).date;
  await expect(date).toContainText(today);

  const activity = `Dated activity ${uniqueSuffix()}`;
  await page.getByRole('textbox', { name: 'Activity name' }).fill(activity);
  await page.getByRole('spinbutton', { name: 'Points' }).fill('1');
  const [day, month, year] = today.split('/').map((part) => part.padStart(2, '0'));
  await date.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${day}${month}${year}`, { delay: 20 });
  await expect(date).toContainText(today);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Point request submitted')).toBeVisible();

  // The list writes the date in the institute's format, not "2026-11-20", and counts in words.
  const card = page.getByRole('listitem', { name: activity });
  await expect(card).toContainText(`Vocational Currency · ${today} · 1 point`);
  await expect(card).not.toContainText('file(s)');
});
