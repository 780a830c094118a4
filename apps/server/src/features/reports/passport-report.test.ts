import { passportPeriod, type TPassportReportResponse } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { todayIn } from '../../lib/today.js';
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

const IN_2026 = `q[date_from_eq]=${PERIOD_2026.from}&q[date_to_eq]=${PERIOD_2026.to}`;
const report = async (client: ReportClient, query = IN_2026) => {
  const response = await client.get(`/api/v1/reports/passport?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<TPassportReportResponse>(response);
};
const names = (page: TPassportReportResponse) => page.data.map((row) => row.user_full_name);
const ACTIVE_BY_FAMILY_NAME = [
  'Ada Admin',
  'Ann Archer',
  'Bob Baker',
  'Cal Carter',
  'Eve Edwards',
  'Fay Fixer',
  'Sam Super',
  'Sue Visor',
];

describe('GET /api/v1/reports/passport', () => {
  it('lists the institute’s active users by family name with the period’s stored passport and profile', async () => {
    const page = await report(w.as.admin);
    expect(names(page)).toEqual(ACTIVE_BY_FAMILY_NAME);
    expect(page.meta).toEqual({ total: 8, page: 1, per_page: 100 });
    expect(page.period).toEqual(PERIOD_2026);
    const byName = Object.fromEntries(page.data.map((row) => [row.user_full_name, row]));
    expect(byName['Ann Archer']).toEqual({
      user_id: w.users.ann.id,
      passport_status: 'COMPLETE',
      user_full_name: 'Ann Archer',
      department_name: 'N1 department',
      employment_type_name: 'Teacher',
      custom_1: '=SUM(A1)',
      custom_2: 'Room 4',
      professional_points_combined: 10.5,
      vocational_points_combined: 4,
      learning_journeys_combined: 1,
      vocational_learning_journeys_combined: 2,
      vcm_status: null,
      profile_status: 'COMPLETE',
    });
    expect(byName['Bob Baker']).toMatchObject({
      passport_status: 'IN_PROGRESS',
      professional_points_combined: 3,
      profile_status: 'EDUCATOR_COMPLETE',
    });
    // No stored passport for the period: INCOMPLETE with zeros; the profile is of another period.
    expect(byName['Cal Carter']).toEqual({
      user_id: w.users.cal.id,
      passport_status: 'INCOMPLETE',
      user_full_name: 'Cal Carter',
      department_name: 'S1 department',
      employment_type_name: 'Teacher',
      custom_1: 'East',
      custom_2: null,
      professional_points_combined: 0,
      vocational_points_combined: 0,
      learning_journeys_combined: 0,
      vocational_learning_journeys_combined: 0,
      vcm_status: null,
      profile_status: 'INCOMPLETE',
    });
  });

  it('reads the passport period containing date_from, and the current period by default', async () => {
    const earlier = await report(w.as.admin, `q[date_from_eq]=2025-12-01`);
    expect(earlier.period).toEqual(PERIOD_2025);
    const statuses = Object.fromEntries(earlier.data.map((row) => [row.user_full_name, row.passport_status]));
    expect(statuses['Bob Baker']).toBe('COMPLETE');
    expect(statuses['Ann Archer']).toBe('INCOMPLETE');
    expect(earlier.data.find((row) => row.user_full_name === 'Bob Baker')).toMatchObject({
      professional_points_combined: 20,
      vocational_points_combined: 7.25,
      learning_journeys_combined: 2,
      vocational_learning_journeys_combined: 1,
    });
    expect(earlier.data.find((row) => row.user_full_name === 'Cal Carter')!.profile_status).toBe('COMPLETE');

    const current = passportPeriod(7, todayIn('Australia/Melbourne'));
    expect((await report(w.as.admin, '')).period).toEqual({ from: current.start, to: current.end });
  });

  it('filters by user status, division, department, employment type, supervisor, name, custom fields and statuses', async () => {
    const filtered = async (q: string) => names(await report(w.as.admin, `${IN_2026}&${q}`));
    expect(await filtered('q[user_status_eq]=inactive')).toEqual(['Dan Dunn']);
    expect(await filtered('q[user_status_eq]=all')).toEqual([
      ...ACTIVE_BY_FAMILY_NAME.slice(0, 4),
      'Dan Dunn',
      ...ACTIVE_BY_FAMILY_NAME.slice(4),
    ]);
    expect(await filtered(`q[division_id_eq]=${w.divisions.north.id}`)).toEqual(['Ann Archer', 'Bob Baker']);
    expect(await filtered(`q[department_id_eq]=${w.departments.s1.id}`)).toEqual(['Cal Carter']);
    expect(await filtered(`q[employment_type_id_eq]=${w.employmentTypes.teacher.id}`)).toEqual([
      'Ann Archer',
      'Cal Carter',
    ]);
    expect(await filtered(`q[supervisor_id_eq]=${w.users.sam.id}`)).toEqual(['Ann Archer', 'Bob Baker']);
    expect(await filtered('q[user_full_name_cont]=ann ar')).toEqual(['Ann Archer']);
    expect(await filtered('q[custom_1_cont]=eas')).toEqual(['Cal Carter']);
    expect(await filtered('q[passport_status_eq]=COMPLETE')).toEqual(['Ann Archer']);
    expect(await filtered('q[passport_status_in][]=COMPLETE&q[passport_status_in][]=IN_PROGRESS')).toEqual([
      'Ann Archer',
      'Bob Baker',
    ]);
    expect(await filtered('q[profile_status_eq]=EDUCATOR_COMPLETE')).toEqual(['Bob Baker']);
    // Filters combine.
    expect(
      await filtered(
        `q[user_status_eq]=all&q[supervisor_id_eq]=${w.users.sam.id}&q[passport_status_eq]=IN_PROGRESS`,
      ),
    ).toEqual(['Bob Baker', 'Dan Dunn']);
  });

  it('sorts by any column, the user id breaking ties', async () => {
    const sorted = async (s: string) => names(await report(w.as.admin, `${IN_2026}&q[s]=${s}`));
    expect((await sorted('professional_points_combined desc')).slice(0, 3)).toEqual([
      'Ann Archer',
      'Bob Baker',
      'Ada Admin',
    ]);
    expect(await sorted('user_full_name desc')).toEqual([...ACTIVE_BY_FAMILY_NAME].sort().reverse());
    expect((await sorted('passport_status asc')).slice(0, 2)).toEqual(['Ann Archer', 'Ada Admin']);
    expect((await sorted('department_name asc')).slice(0, 3)).toEqual([
      'Ann Archer',
      'Bob Baker',
      'Cal Carter',
    ]);
    expect((await sorted('profile_status asc')).slice(0, 2)).toEqual(['Ann Archer', 'Bob Baker']);
  });

  it('pages: page and per_page, the total on every page, an empty page past the end', async () => {
    const second = await report(w.as.admin, `${IN_2026}&page=2&per_page=3`);
    expect(names(second)).toEqual(ACTIVE_BY_FAMILY_NAME.slice(3, 6));
    expect(second.meta).toEqual({ total: 8, page: 2, per_page: 3 });
    const past = await report(w.as.admin, `${IN_2026}&page=5&per_page=3`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(8);
  });

  it('shows a supervisor only the users they supervise; a filter never widens it', async () => {
    expect(names(await report(w.as.sam))).toEqual(['Ann Archer', 'Bob Baker']);
    expect(names(await report(w.as.sue))).toEqual(['Cal Carter']);
    expect(names(await report(w.as.sue, `${IN_2026}&q[supervisor_id_eq]=${w.users.sam.id}`))).toEqual([]);
    expect(names(await report(w.as.sam, `${IN_2026}&q[user_status_eq]=all`))).toEqual([
      'Ann Archer',
      'Bob Baker',
      'Dan Dunn',
    ]);
  });

  it('never shows another institute’s users; a super admin sees the institute they selected', async () => {
    const all = await report(w.as.admin, `${IN_2026}&q[user_status_eq]=all&per_page=100`);
    expect(names(all)).not.toContain('Stella Stranger');
    expect(names(all)).not.toContain('Sid Root');
    const selected = await report(w.as.superAdmin);
    expect(names(selected)).toEqual(ACTIVE_BY_FAMILY_NAME);
  });
});
