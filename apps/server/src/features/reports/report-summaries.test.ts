import type {
  TPointRequestSummaryResponse,
  TPointsHistorySummaryResponse,
  TRegistrationSummaryResponse,
} from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { point_requests } from '../../db/schema/index.js';
import { PERIOD_2025, PERIOD_2026 } from './test-support.js';
import { getReport, seedTableReportWorld, type TableReportWorld } from './table-reports-test-support.js';

let t: TestApp;
let w: TableReportWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedTableReportWorld(t);
  // 1 November 2026, 01:30 in Melbourne (still 31 October in UTC): counted in the institute's November.
  await t.db.insert(point_requests).values({
    institute_id: w.home.id,
    user_id: w.users.cal.id,
    type: 'ReaPointRequest',
    activity_name: 'Late night',
    points: 1,
    status: 1,
    updated_at: new Date('2026-10-31T14:30:00Z'),
  });
});
afterAll(() => t.close());

const IN_2025 = `q[date_from_eq]=${PERIOD_2025.from}`;
const summaryUrl = (report: string, query = '') => `/api/v1/reports/${report}/summary?${query}`;

describe('GET /api/v1/reports/points_history/summary', () => {
  const summary = (client = w.as.admin, query = '') =>
    getReport<TPointsHistorySummaryResponse>(client, summaryUrl('points_history', query));

  it('sums the report’s points per month and type, in the current period by default', async () => {
    const page = await summary();
    expect(page.period).toEqual(PERIOD_2026);
    // Dan is inactive; the other institute's 9 points never count.
    expect(page.data).toEqual([
      { month: '2026-08', type: 'PointsProgram', points: 2 },
      { month: '2026-09', type: 'PointsVocational', points: 1.5 },
      { month: '2026-10', type: 'PointsRea', points: 4 },
    ]);
  });

  it('follows the report’s filters: user status, type, period, and the table’s sort and page change nothing', async () => {
    expect((await summary(w.as.admin, 'q[user_status_eq]=all')).data).toContainEqual({
      month: '2026-09',
      type: 'PointsVocational',
      points: 2.5,
    });
    expect((await summary(w.as.admin, 'q[type_eq]=PointsRea')).data).toEqual([
      { month: '2026-10', type: 'PointsRea', points: 4 },
    ]);
    expect((await summary(w.as.admin, IN_2025)).data).toEqual([
      { month: '2025-09', type: 'PointsProgram', points: 1 },
      { month: '2025-10', type: 'PointsVocational', points: 2 },
    ]);
    const paged = await summary(w.as.admin, 'page=2&per_page=1&q[s]=points+desc');
    expect(paged.data).toEqual((await summary()).data);
  });

  it('counts only a supervisor’s own users', async () => {
    expect((await summary(w.as.sue, IN_2025)).data).toEqual([
      { month: '2025-10', type: 'PointsVocational', points: 2 },
    ]);
    expect((await summary(w.as.sue)).data).toEqual([]);
  });
});

describe('GET /api/v1/reports/point_request/summary', () => {
  const summary = (client = w.as.admin, query = '') =>
    getReport<TPointRequestSummaryResponse>(client, summaryUrl('point_request', query));

  it('counts the report’s requests per month of their last change, in the institute’s zone, and status', async () => {
    const page = await summary();
    expect(page.period).toEqual(PERIOD_2026);
    expect(page.data).toEqual([
      { month: '2026-09', status: 'pending', count: 1 },
      { month: '2026-10', status: 'incomplete', count: 1 },
      { month: '2026-11', status: 'approved', count: 2 },
    ]);
  });

  it('follows the report’s filters and scope', async () => {
    expect((await summary(w.as.admin, 'q[status_eq]=incomplete')).data).toEqual([
      { month: '2026-10', status: 'incomplete', count: 1 },
    ]);
    expect((await summary(w.as.sam)).data).toEqual([
      { month: '2026-09', status: 'pending', count: 1 },
      { month: '2026-10', status: 'incomplete', count: 1 },
    ]);
    expect((await summary(w.as.admin, IN_2025)).data).toEqual([
      { month: '2025-12', status: 'pending', count: 1 },
    ]);
  });
});

describe('GET /api/v1/reports/registrations/summary', () => {
  const summary = (client = w.as.admin, query = '') =>
    getReport<TRegistrationSummaryResponse>(client, summaryUrl('registrations', query));
  const pathways = () => ({ program_id: w.programs.pathways.program.id, program_name: 'Pathways' });

  it('counts the report’s registrations per program by status', async () => {
    const page = await summary();
    expect(page.period).toEqual(PERIOD_2026);
    expect(page.data).toEqual([{ ...pathways(), pending: 1, approved: 2, incomplete: 0 }]);
  });

  it('follows the report’s filters and scope', async () => {
    expect((await summary(w.as.sam)).data).toEqual([
      { ...pathways(), pending: 1, approved: 1, incomplete: 0 },
    ]);
    expect((await summary(w.as.admin, 'q[status_eq]=pending')).data).toEqual([
      { ...pathways(), pending: 1, approved: 0, incomplete: 0 },
    ]);
    expect((await summary(w.as.admin, `${IN_2025}&q[program_name_cont]=old`)).data).toEqual([
      {
        program_id: w.programs.oldCourse.program.id,
        program_name: 'Old Course',
        pending: 0,
        approved: 1,
        incomplete: 0,
      },
    ]);
  });
});

describe.each(['points_history', 'point_request', 'registrations'])(
  'GET /api/v1/reports/%s/summary',
  (report) => {
    it('answers 401 signed out, 403 without the report, 400 on a bad filter', async () => {
      expect((await w.as.anonymous.get(summaryUrl(report))).statusCode).toBe(401);
      expect((await w.as.educator.get(summaryUrl(report))).statusCode).toBe(403);
      expect((await w.as.facilitator.get(summaryUrl(report))).statusCode).toBe(403);
      const badDate = await w.as.admin.get(summaryUrl(report, 'q[date_from_eq]=2026-02-30'));
      expect(badDate.statusCode).toBe(400);
      expect(json<{ code: number }>(badDate).code).toBe(1);
      expect((await w.as.admin.get(summaryUrl(report, 'q[password_hash_cont]=x'))).statusCode).toBe(400);
      expect((await w.as.admin.get(summaryUrl(report, 'per_page=0'))).statusCode).toBe(422);
    });

    it('never counts another institute’s rows: a super admin who selected this institute sees its figures', async () => {
      const stranger = await getReport<{ data: unknown[] }>(
        w.as.superAdmin,
        summaryUrl(report, 'q[user_status_eq]=all'),
      );
      const admin = await getReport<{ data: unknown[] }>(
        w.as.admin,
        summaryUrl(report, 'q[user_status_eq]=all'),
      );
      expect(stranger.data).toEqual(admin.data);
      expect(JSON.stringify(admin.data)).not.toMatch(/Elsewhere|"points":9/);
    });
  },
);
