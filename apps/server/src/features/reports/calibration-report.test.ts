import type { TCalibrationReportResponse, TCalibrationSummaryResponse } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { planningClients, seedPlanning, type PlanningFixture } from './planning-test-support.js';

/*
 * The fixture (planning-test-support.ts): each statement's institute mean is 3. Len rates his 5
 * educators 4 (+1: lenient), Sev hers 2 (−1: severe), Sam his 2 educators 3 (under 5: hidden).
 * NA's educators rate themselves 3: |3 − 4| and |3 − 2| are both 1, their signed mean 0. NA's mean
 * rating is 3 in both domains, against an ideal of 4 (Assessment) and 3 (Industry).
 */
describe('GET /api/v1/reports/calibration: how ratings compare', () => {
  let t: TestApp;
  let s: PlanningFixture;
  let c: Awaited<ReturnType<typeof planningClients>>;
  const get = async <T>(path: string) => {
    const response = await c.admin.get(path);
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const list = (query = '') => get<TCalibrationReportResponse>(`/api/v1/reports/calibration${query}`);
  const summary = (query = '') =>
    get<TCalibrationSummaryResponse>(`/api/v1/reports/calibration/summary${query}`);

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedPlanning(t.db);
    c = await planningClients(t.app, s);
  });
  afterAll(() => t.close());

  it('shows each supervisor’s ratings against the institute’s for the same statements, hiding groups under 5', async () => {
    const answer = await list();
    expect(answer.period).toEqual({ from: s.period.start, to: s.period.end });
    expect(answer.hidden).toBe(1);
    expect(answer.data).toEqual([
      {
        supervisor_id: s.len.id,
        supervisor_full_name: 'Len Rater',
        educators: 5,
        ratings: 15,
        mean_rating: 4,
        institute_mean: 3,
        difference: 1,
        tendency: 'lenient',
        distribution: [{ value: 4, percent: 100 }],
      },
      {
        supervisor_id: s.sev.id,
        supervisor_full_name: 'Sev Rater',
        educators: 5,
        ratings: 15,
        mean_rating: 2,
        institute_mean: 3,
        difference: -1,
        tendency: 'severe',
        distribution: [{ value: 2, percent: 100 }],
      },
    ]);
    expect(JSON.stringify(answer)).not.toContain('Sam');
  });

  it('compares self and supervisor by department and each department with its ideal by domain', async () => {
    expect(await summary()).toEqual({
      period: { from: s.period.start, to: s.period.end },
      // 2: 15 of 36 ratings, 3: 6, 4: 15.
      institute_distribution: [
        { value: 2, percent: 42 },
        { value: 3, percent: 17 },
        { value: 4, percent: 42 },
      ],
      departments: [
        {
          department_id: s.na.id,
          department_name: 'NA department',
          educators: 10,
          mean_distance: 1,
          mean_difference: 0,
        },
      ],
      department_ideals: [
        {
          department_id: s.na.id,
          department_name: 'NA department',
          domain_id: s.domains.assessment.id,
          domain_name: 'Assessment',
          educators: 10,
          mean_rating: 3,
          mean_ideal: 4,
          difference: -1,
        },
        {
          department_id: s.na.id,
          department_name: 'NA department',
          domain_id: s.domains.industry.id,
          domain_name: 'Industry',
          educators: 10,
          mean_rating: 3,
          mean_ideal: 3,
          difference: 0,
        },
      ],
      hidden: { supervisors: 1, departments: 1, department_ideals: 0 },
    });
  });

  it('filters by period, division, department and employment type', async () => {
    const names = async (query: string) => (await list(query)).data.map((row) => row.supervisor_full_name);
    expect(await names(`?q[employment_type_id_eq]=${s.fullTime.id}`)).toEqual(['Len Rater', 'Sev Rater']);
    expect(await names(`?q[division_id_eq]=${s.north.division.id}`)).toEqual(['Len Rater', 'Sev Rater']);
    const nb = await list(`?q[department_id_eq]=${s.nb.id}`);
    expect([nb.data, nb.hidden]).toEqual([[], 1]);
    const south = await summary(`?q[division_id_eq]=${s.south.division.id}`);
    expect([south.departments, south.department_ideals, south.hidden.supervisors]).toEqual([[], [], 0]);
    // Last period: only Len's first educator (1 of 5): hidden.
    const last = await list(`?q[date_from_eq]=${s.previousPeriod.start}`);
    expect([last.period.from, last.data, last.hidden]).toEqual([s.previousPeriod.start, [], 1]);
    expect((await c.admin.get('/api/v1/reports/calibration?q[division_id_eq]=x')).statusCode).toBe(422);
    // A period that is not a date is refused as every report refuses it.
    expect((await c.admin.get('/api/v1/reports/calibration?q[date_from_eq]=yesterday')).statusCode).toBe(400);
  });

  it('exports the three views as CSV, without the hidden groups', async () => {
    const csv = await c.admin.get('/api/v1/reports/calibration.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split(/\r?\n/)).toEqual([
      'View,Group,Domain,Educators,Mean (distance for self against supervisor),Compared with,Difference,Distribution',
      'Supervisor against the institute,Len Rater,,5,4,3,1,4: 100%',
      'Supervisor against the institute,Sev Rater,,5,2,3,-1,2: 100%',
      'Self against supervisor,NA department,,10,1,0,0,',
      'Department against the business ideal,NA department,Assessment,10,3,4,-1,',
      'Department against the business ideal,NA department,Industry,10,3,3,0,',
    ]);
  });

  it('is for admins of the institute only', async () => {
    for (const path of [
      '/api/v1/reports/calibration',
      '/api/v1/reports/calibration/summary',
      '/api/v1/reports/calibration.csv',
    ]) {
      expect((await c.anonymous.get(path)).statusCode).toBe(401);
      expect((await c.supervisor.get(path)).statusCode).toBe(403);
    }
    const other = await c.otherAdmin.get('/api/v1/reports/calibration');
    expect(json<TCalibrationReportResponse>(other).data).toEqual([]);
  });
});
