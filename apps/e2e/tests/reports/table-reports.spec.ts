import {
  notification_logs,
  points_histories,
  programs,
  registrations,
} from '../../../server/src/db/schema/index.js';
import { asOwnInstituteAdmin, expect, test } from '../../support/fixtures';
import { seedPendingPointRequest } from '../../support/seed-point-requests';
import { tableInView } from '../../support/grid';

/*
 * The dated paged-table reports (issue 17): Points History (with Download PDF), Point Request,
 * Program Registration and Notification, each on a record of this test's own institute, written
 * straight into the run's database (what the mobile app, a completed program or a sent message leave).
 */

test.use(asOwnInstituteAdmin);

test('the points history, point request, registration and notification tabs load their rows; exports open a CSV and a PDF', async ({
  page,
  seed,
  ownInstitute,
  runDatabase,
}) => {
  const educator = await seed.user({ givenName: 'Hattie', roles: ['educator'] }, ownInstitute.api);
  const db = await runDatabase();
  const today = new Date().toISOString().slice(0, 10);
  const institute_id = ownInstitute.id;
  await seedPendingPointRequest(db, educator, { activityName: 'Reef survey' });
  await db.insert(points_histories).values({
    institute_id,
    user_id: educator.id,
    type: 'PointsVocational',
    date: today,
    points: 2,
    activity_name: 'Boat licence',
  });
  const [program] = await db
    .insert(programs)
    .values({
      institute_id,
      name: 'Sun Safety',
      program_type: 'elective',
      published: true,
      start_date: today,
    })
    .returning();
  await db.insert(registrations).values({ institute_id, program_id: program!.id, user_id: educator.id });
  await db.insert(notification_logs).values({
    institute_id,
    program_id: program!.id,
    program_name: 'Sun Safety',
    notification_type: 'educator_notification',
    message: 'Bring a hat',
    number_of_recipients: 1,
    user_id: ownInstitute.admin.id,
  });
  const fetchExport = async (name: string) => {
    const href = await page.getByRole('link', { name }).getAttribute('href');
    return page.request.get(href!, { headers: { 'x-client-app': 'webapp' } });
  };

  await page.goto('/reports/points_history');
  const history = await tableInView(page, 'Points History report');
  await expect(history.getByRole('row', { name: /Boat licence/ })).toContainText(educator.fullName);
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('target', '_blank');
  const pdf = await fetchExport('Download PDF');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('tab', { name: 'Point Request' }).click();
  await expect(page).toHaveURL(/\/reports\/point_request/);
  const requests = await tableInView(page, 'Point Request report');
  await expect(requests.getByRole('row', { name: /Reef survey/ })).toContainText('Pending');
  const csv = await fetchExport('Export');
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text()).trim().split(/\r?\n/);
  expect(lines[0]).toContain('Updated At');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Reef survey');

  await page.getByRole('tab', { name: 'Program Registration' }).click();
  const registrationsGrid = await tableInView(page, 'Program Registration report');
  await expect(registrationsGrid.getByRole('row', { name: /Sun Safety/ })).toContainText(educator.fullName);

  await page.getByRole('tab', { name: 'Notification' }).click();
  await expect(page).toHaveURL(/\/reports\/notification/);
  const notifications = await tableInView(page, 'Notification report');
  await expect(notifications.getByRole('row', { name: /Bring a hat/ })).toContainText('Sun Safety');
});
