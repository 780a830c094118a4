import { ADMIN_ONLY_REPORTS, REPORT_NAMES, reportsFor, selectedReport } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { seedReportWorld, type ReportWorld } from './test-support.js';

let t: TestApp;
let w: ReportWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedReportWorld(t);
});
afterAll(() => t.close());

const ROUTES = [
  '/api/v1/reports/passport',
  '/api/v1/reports/passport.csv',
  '/api/v1/reports/user_points',
  '/api/v1/reports/user_points.csv',
];

describe('who may run the passport-based reports', () => {
  it('answers 401 without a session and 403 to a role without reports (facilitator, educator, a plain user)', async () => {
    for (const url of ROUTES) {
      expect((await w.as.anonymous.get(url)).statusCode, url).toBe(401);
      expect((await w.as.facilitator.get(url)).statusCode, url).toBe(403);
      expect((await w.as.educator.get(url)).statusCode, url).toBe(403);
      expect((await w.as.stranger.get(url)).statusCode, url).toBe(403);
      for (const client of [w.as.admin, w.as.sam, w.as.superAdmin])
        expect((await client.get(url)).statusCode, url).toBe(200);
    }
  });

  it('names the tabs in order, the admin-only ones for admins alone (contract)', () => {
    expect(REPORT_NAMES).toEqual([
      'passports',
      'user_points',
      'profiling',
      'points_history',
      'point_request',
      'program_registration',
      'programs_monthly',
      'programs_employment',
      'department_engagement',
      'notification',
      'forecast',
      'unit_deliverers',
      'demand',
      'calibration',
    ]);
    expect(reportsFor(w.users.admin, { vcm_enabled: true })).toEqual(REPORT_NAMES);
    expect(reportsFor(w.users.sam, { vcm_enabled: true })).toEqual(
      REPORT_NAMES.filter((name) => !ADMIN_ONLY_REPORTS.has(name)),
    );
    expect(reportsFor(w.users.educator, { vcm_enabled: true })).toEqual([]);
    expect(selectedReport(w.users.sam, { vcm_enabled: true }, 'programs_monthly')).toEqual({
      name: 'passports',
      isKnown: false,
    });
    expect(selectedReport(w.users.sam, { vcm_enabled: true }, 'nonsense')).toEqual({
      name: 'passports',
      isKnown: false,
    });
    expect(selectedReport(w.users.admin, { vcm_enabled: true }, 'notification')).toEqual({
      name: 'notification',
      isKnown: true,
    });
    // Who May Deliver is built on VCM claims: not offered while the institute has VCM off.
    expect(reportsFor(w.users.admin, { vcm_enabled: false })).toEqual(
      REPORT_NAMES.filter((name) => name !== 'unit_deliverers'),
    );
    expect(selectedReport(w.users.sam, { vcm_enabled: false }, 'unit_deliverers')).toEqual({
      name: 'passports',
      isKnown: false,
    });
  });
});

describe('odd input never answers 500', () => {
  const ODD: [query: string, status: number][] = [
    ['q[department_id_eq]=2147483648', 400],
    ['q[division_id_eq]=2147483647', 200],
    ['q[supervisor_id_eq]=-1', 200],
    ['q[employment_type_id_eq]=1.5', 400],
    ['q[user_full_name_cont]=%00', 422],
    [`q[user_full_name_cont]=${'x'.repeat(20_000)}`, 200],
    ['q[date_from_eq]=2026-02-30', 400],
    ['q[date_from_eq]=0000-01-01', 400],
    ['q[date_from_eq]=9999-12-31', 400],
    ['q[date_from_eq]=9998-12-31', 200],
    ['q[date_to_eq]=yesterday', 400],
    ['q[date_from_eq][]=2026-07-01&q[date_from_eq][]=x', 200],
    ['q[user_status_eq]=bogus', 400],
    ['q[user_status_cont]=act', 400],
    ['q[passport_status_eq]=%00', 422],
    ['q[s]=password_hash asc', 400],
    ['q[s]=user_full_name sideways', 400],
    ['q[constructor_eq]=1', 400],
    ['q[professional_points_combined_eq]=1', 400],
    ['page=2147483648', 422],
    ['page=2147483647', 200],
    ['per_page=0', 422],
    ['named_filter=x', 400],
  ];
  it.each(ODD)('%s → %i', async (query, status) => {
    for (const url of ['/api/v1/reports/passport', '/api/v1/reports/user_points.csv']) {
      const response = await w.as.admin.get(`${url}?${query}`);
      expect(response.statusCode, `${url}?${query.slice(0, 80)}: ${response.body.slice(0, 200)}`).toBe(
        status,
      );
    }
  });
});
