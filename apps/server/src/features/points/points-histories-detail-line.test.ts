import type { TPointsHistory } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { points_histories, programs, vocational_activities } from '../../db/schema/index.js';
import { createPointRequest } from './point-requests-test-support.js';
import { activity, csvOf, pointsImportFixture } from './points-import-test-support.js';
import { vocationalEntry } from './points-test-support.js';

/**
 * `detail` of a points history row (part 2 §3 "Points history row"): what the row is about, one line,
 * on every route that answers history rows, and the same text the points history report gives.
 */
let t: TestApp;
let f: Awaited<ReturnType<typeof pointsImportFixture>>;
/** Each kind of row of educator E1, by the detail it must show. */
const kinds: Record<string, string> = {};

type Page = { data: TPointsHistory[] };

beforeAll(async () => {
  t = await createTestApp();
  f = await pointsImportFixture(t);
  const institute_id = f.institute.id;
  const userId = f.educators[0]!.id;
  const admin = apiClient(t.app, f.cookies.admin);

  const [program] = await t.db
    .insert(programs)
    .values({ institute_id, name: 'First Aid Refresher', program_type: 'elective' })
    .returning();
  await t.db.insert(points_histories).values({
    institute_id,
    user_id: userId,
    type: 'PointsProgram',
    date: '2026-02-01',
    points: 6,
    program_id: program!.id,
  });
  kinds['program attendance'] = 'First Aid Refresher';

  const [visit] = await t.db
    .insert(vocational_activities)
    .values({ institute_id, name: 'Workplace visit', points: 1 })
    .returning();
  const answers = [
    await admin.post(`/api/v1/users/${userId}/points_vocationals`, {
      points_vocational: vocationalEntry({ vocational_activity_id: visit!.id, activity_name: null }),
      notify_user: false,
    }),
    await admin.post(`/api/v1/users/${userId}/points_vocationals`, {
      points_vocational: vocationalEntry({
        activity_name: 'Industry placement',
        activity_date: '2026-03-15',
      }),
      notify_user: false,
    }),
    await admin.post(`/api/v1/users/${userId}/points_reas`, {
      points_rea: vocationalEntry({ activity_name: 'Conference', activity_date: '2026-03-16' }),
      notify_user: false,
    }),
  ];
  // The add-currency calls answer the row as the list presents it, detail included.
  expect(answers.map((r) => json<{ data: TPointsHistory }>(r).data.detail)).toEqual([
    'Workplace visit',
    'Industry placement',
    'Conference',
  ]);
  kinds['vocational activity (from the settings)'] = 'Workplace visit';
  kinds['vocational currency, "other"'] = 'Industry placement';
  kinds['external professional currency'] = 'Conference';

  const request = await createPointRequest(t.db, institute_id, userId, {
    activity_name: 'Mentoring session',
    activity_date: '2026-03-17',
  });
  const approved = await admin.put(`/api/v1/users/${userId}/point_requests/${request.id}/approve`, {
    notify_user: false,
  });
  expect(approved.statusCode, approved.body).toBe(204);
  kinds['approved point request'] = 'Mentoring session';

  await f.importCsv(
    '/points_histories/import_no_approval',
    csvOf(activity({ 'Activity Name': 'Industry conference', 'Activity Date': '2026-03-18' })),
  );
  kinds['activity import'] = 'Industry conference';
});
afterAll(() => t.close());

describe('detail: a points history row in one line', () => {
  it('names the program or the activity for each kind of row, on the staff list', async () => {
    const response = await apiClient(t.app, f.cookies.admin).get(
      `/api/v1/users/${f.educators[0]!.id}/points_histories?q[s]=date+asc`,
    );
    expect(response.statusCode).toBe(200);
    const rows = json<Page>(response).data;
    expect(rows.map((r) => [r.type, r.detail])).toEqual([
      ['PointsProgram', kinds['program attendance']],
      ['PointsVocational', kinds['vocational activity (from the settings)']],
      ['PointsVocational', kinds['vocational currency, "other"']],
      ['PointsRea', kinds['external professional currency']],
      ['PointsVocational', kinds['approved point request']],
      ['PointsRea', kinds['activity import']],
    ]);
    // Today's fields are kept beside it.
    expect(rows[0]).toMatchObject({ program: { name: 'First Aid Refresher' }, activity_name: null });
  });

  it('is the same on the educator’s own history and in the points history report', async () => {
    const staff = json<Page>(
      await apiClient(t.app, f.cookies.admin).get(`/api/v1/users/${f.educators[0]!.id}/points_histories`),
    ).data;
    const mine = json<Page>(
      await apiClient(t.app, f.cookies.educator).get('/api/v1/my/points_histories'),
    ).data;
    const detailById = (rows: { id: number; detail: string }[]) =>
      Object.fromEntries(rows.map((r) => [r.id, r.detail]));
    expect(detailById(mine)).toEqual(detailById(staff));
    expect(Object.values(detailById(mine)).sort()).toEqual(Object.values(kinds).sort());

    const report = json<{ data: { id: number; user_id: number; detail: string }[] }>(
      await apiClient(t.app, f.cookies.admin).get(
        '/api/v1/reports/points_history?q[date_from_eq]=2026-01-01&q[date_to_eq]=2026-12-31&per_page=100',
      ),
    ).data.filter((r) => r.user_id === f.educators[0]!.id);
    expect(detailById(report)).toEqual(detailById(staff));
  });
});
