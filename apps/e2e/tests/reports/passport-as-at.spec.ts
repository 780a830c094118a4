import { points_histories } from '../../../server/src/db/schema/index.js';
import { asOwnInstituteAdmin, expect, test } from '../../support/fixtures';
import { typeInPicker } from '../programs/programs-helpers';
import { tableInView } from '../../support/grid';

/*
 * Passports as at a day (issue 40 §1; docs/using-compliance.md): the Passports report's As at filter
 * and its PDF, and the user page's "Passport as at", on an educator of this test's own institute whose only
 * currency is dated ten days ago (written to the run's database, as an approved activity leaves it).
 */

test.use(asOwnInstituteAdmin);

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The day as the date field types it (d/M/yy sections: "01" "12" "27"). */
const dayKeys = (date: Date) =>
  [date.getDate(), date.getMonth() + 1, date.getFullYear() % 100]
    .map((n) => String(n).padStart(2, '0'))
    .join('');

test('the Passports report and the user’s page answer as at a day', async ({
  page,
  seed,
  ownInstitute,
  runDatabase,
}) => {
  const educator = await seed.user({ givenName: 'Asatta', roles: ['educator'] }, ownInstitute.api);
  const db = await runDatabase();
  await db.insert(points_histories).values({
    institute_id: ownInstitute.id,
    user_id: educator.id,
    type: 'PointsRea',
    date: isoDay(daysAgo(10)),
    points: 7,
    activity_name: 'Industry day',
  });

  await page.goto('/reports/passports');
  const filters = page.getByRole('search', { name: 'Filter the Passports report' });
  const grid = await tableInView(page, 'Passports report');
  const asAt = async (date: Date) => {
    await filters.getByRole('textbox', { name: 'Name contains' }).fill('Asatta');
    await typeInPicker(filters, 'As at', dayKeys(date));
    await filters.getByRole('button', { name: 'Filter' }).click();
  };
  await asAt(daysAgo(11));
  await expect(page).toHaveURL(
    new RegExp(`as_at_eq%5D=${isoDay(daysAgo(11))}|as_at_eq\\]=${isoDay(daysAgo(11))}`),
  );
  await expect(grid.getByRole('row', { name: new RegExp(educator.fullName) })).toContainText('Incomplete');
  await asAt(daysAgo(10));
  const row = grid.getByRole('row', { name: new RegExp(educator.fullName) });
  await expect(row).toContainText('In progress');
  await expect(row).toContainText('7');
  await expect(page.getByRole('link', { name: 'Export' })).toHaveAttribute(
    'href',
    new RegExp(`as_at_eq.*${isoDay(daysAgo(10))}`),
  );
  // Download PDF: the same filters and day, as a PDF opened in a new tab.
  const pdfLink = page.getByRole('link', { name: 'Download PDF' });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  await expect(pdfLink).toHaveAttribute('href', new RegExp(`as_at_eq.*${isoDay(daysAgo(10))}`));
  const pdf = await page.request.get((await pdfLink.getAttribute('href'))!, {
    headers: { 'x-client-app': 'webapp' },
  });
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toContain(`passport-as-at-${isoDay(daysAgo(10))}.pdf`);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.getByRole('tab', { name: 'User Points' }).click();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    /\/api\/v1\/reports\/user_points\.pdf/,
  );

  await page.goto(`/users/${educator.id}?passport_as_at=${isoDay(daysAgo(11))}`);
  const section = page.getByRole('region', { name: /Passport as at/ });
  const professional = section.getByRole('row', { name: /Professional points/ });
  await expect(professional.getByRole('cell').last()).toHaveText('0');
  await typeInPicker(section, 'As at', dayKeys(daysAgo(10)));
  await expect(professional.getByRole('cell').last()).toHaveText('7');
  await expect(page).toHaveURL(new RegExp(`passport_as_at=${isoDay(daysAgo(10))}`));
});
