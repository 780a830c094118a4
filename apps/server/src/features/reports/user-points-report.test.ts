import {
  PASSPORT_STATUS_LABELS,
  PROFILE_STATUS_LABELS,
  vcmStatusLabel,
  type TPassportReportResponse,
  type TUserPointsReportResponse,
} from '@pdp/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import {
  PERIOD_2025,
  PERIOD_2026,
  seedReportWorld,
  type ReportClient,
  type ReportWorld,
} from './test-support.js';

let t: TestApp;
let w: ReportWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedReportWorld(t);
});
afterAll(() => t.close());

const IN_2026 = `q[date_from_eq]=${PERIOD_2026.from}`;
const get = async <T>(client: ReportClient, url: string) => {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return json<T>(response);
};
const csvOf = async (client: ReportClient, url: string) => {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return parse(response.body, { bom: true }) as string[][];
};
/** A table cell as the CSV writes it: empty for null, formula-like text behind a quote. */
const cell = (value: string | number | null) =>
  value === null ? '' : /^[=+\-@\t\r]/.test(String(value)) ? `'${String(value)}` : String(value);

describe('GET /api/v1/reports/user_points', () => {
  it('lists each user’s points for the period from the stored passports, with the spec’s fields', async () => {
    const page = await get<TUserPointsReportResponse>(w.as.admin, `/api/v1/reports/user_points?${IN_2026}`);
    expect(page.data.map((row) => row.user_full_name)).toEqual([
      'Ada Admin',
      'Ann Archer',
      'Bob Baker',
      'Cal Carter',
      'Eve Edwards',
      'Fay Fixer',
      'Sam Super',
      'Sue Visor',
    ]);
    expect(page.data[1]).toEqual({
      user_id: w.users.ann.id,
      user_full_name: 'Ann Archer',
      division_name: 'North',
      department_name: 'N1 department',
      employment_type_name: 'Teacher',
      professional_points: 10.5,
      vocational_points: 4,
      requirement_1: null,
      requirement_2: null,
      custom_1: '=SUM(A1)',
      custom_2: 'Room 4',
    });
    expect(page.data[3]).toMatchObject({
      division_name: 'South',
      professional_points: 0,
      vocational_points: 0,
    });
    const earlier = await get<TUserPointsReportResponse>(
      w.as.admin,
      `/api/v1/reports/user_points?q[date_from_eq]=${PERIOD_2025.from}&q[s]=vocational_points desc`,
    );
    expect(earlier.data[0]).toMatchObject({
      user_full_name: 'Bob Baker',
      professional_points: 20,
      vocational_points: 7.25,
    });
    expect(earlier.period).toEqual(PERIOD_2025);
  });

  it('sorts by division name and filters by division', async () => {
    const page = await get<TUserPointsReportResponse>(
      w.as.admin,
      `/api/v1/reports/user_points?${IN_2026}&q[s]=division_name desc&q[division_id_eq]=${w.divisions.north.id}`,
    );
    expect(page.data.map((row) => row.user_full_name)).toEqual(['Ann Archer', 'Bob Baker']);
  });
});

describe('the CSV exports equal their tables', () => {
  const QUERIES = [
    IN_2026,
    `${IN_2026}&q[s]=professional_points_combined desc`,
    `q[date_from_eq]=${PERIOD_2025.from}&q[user_status_eq]=all&q[s]=user_full_name desc`,
  ];

  it('passport.csv: the table’s rows and order for the same filters and sort, custom fields under their names, formulas escaped', async () => {
    for (const query of [
      ...QUERIES,
      `${IN_2026}&q[division_id_eq]=${w.divisions.north.id}&q[passport_status_eq]=COMPLETE`,
    ]) {
      const table = await get<TPassportReportResponse>(w.as.admin, `/api/v1/reports/passport?${query}`);
      const [header, ...rows] = await csvOf(w.as.admin, `/api/v1/reports/passport.csv?${query}`);
      expect(header).toEqual([
        'Passport Status',
        'Passport Status Code',
        'Name',
        'Department',
        'Employment Type',
        'Campus',
        'Custom 2',
        'Professional Points',
        'Vocational Points',
        'Learning Journeys',
        'Vocational Learning Journeys',
        'VCM Status',
        'Profile Status',
      ]);
      expect(rows, query).toEqual(
        table.data.map((r) =>
          [
            PASSPORT_STATUS_LABELS[r.passport_status],
            r.passport_status,
            r.user_full_name,
            r.department_name,
            r.employment_type_name,
            r.custom_1,
            r.custom_2,
            r.professional_points_combined,
            r.vocational_points_combined,
            r.learning_journeys_combined,
            r.vocational_learning_journeys_combined,
            r.vcm_status && vcmStatusLabel(r.vcm_status),
            PROFILE_STATUS_LABELS[r.profile_status],
          ].map(cell),
        ),
      );
      expect(rows.length).toBe(table.meta.total);
    }
    const [, ann] = await csvOf(
      w.as.admin,
      `/api/v1/reports/passport.csv?${IN_2026}&q[user_full_name_cont]=ann`,
    );
    expect(ann).toEqual([
      'Complete',
      'COMPLETE',
      'Ann Archer',
      'N1 department',
      'Teacher',
      "'=SUM(A1)",
      'Room 4',
      '10.5',
      '4',
      '1',
      '2',
      '',
      'Complete',
    ]);
  });

  it('user_points.csv: the table’s rows for the same filters and sort, requirements under their names', async () => {
    for (const query of [
      IN_2026,
      `${IN_2026}&q[s]=vocational_points desc`,
      `${IN_2026}&q[user_status_eq]=inactive`,
    ]) {
      const table = await get<TUserPointsReportResponse>(w.as.admin, `/api/v1/reports/user_points?${query}`);
      const [header, ...rows] = await csvOf(w.as.admin, `/api/v1/reports/user_points.csv?${query}`);
      expect(header).toEqual([
        'Name',
        'Division',
        'Department',
        'Employment Type',
        'Professional Points',
        'Vocational Points',
        'First aid',
        'Requirement 2',
        'Campus',
        'Custom 2',
      ]);
      expect(rows, query).toEqual(
        table.data.map((r) =>
          [
            r.user_full_name,
            r.division_name,
            r.department_name,
            r.employment_type_name,
            r.professional_points,
            r.vocational_points,
            r.requirement_1,
            r.requirement_2,
            r.custom_1,
            r.custom_2,
          ].map(cell),
        ),
      );
    }
  });

  it('a supervisor’s export holds only their own educators, like their table', async () => {
    const rows = (await csvOf(w.as.sam, `/api/v1/reports/passport.csv?${IN_2026}`)).slice(1);
    expect(rows.map((row) => row[2])).toEqual(['Ann Archer', 'Bob Baker']);
  });
});
