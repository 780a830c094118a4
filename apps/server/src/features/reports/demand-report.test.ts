import { PDFParse } from 'pdf-parse';
import type { TDemandReportResponse } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { planningClients, seedPlanning, type PlanningFixture } from './planning-test-support.js';

/*
 * The fixture (planning-test-support.ts): Sev's 4 active educators have gaps in Assessment (size 2)
 * and Industry (size 1); Assessment has 2 free places within 3 months and 3 within 6 and 12 (shortfall
 * 4 − 3 = 1); Industry has no limited place but a program without a limit (shortfall 0).
 */
describe('GET /api/v1/reports/demand: gaps against the places scheduled, by domain', () => {
  let t: TestApp;
  let s: PlanningFixture;
  let c: Awaited<ReturnType<typeof planningClients>>;
  const demand = async (query = '') => {
    const response = await c.admin.get(`/api/v1/reports/demand${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return json<TDemandReportResponse>(response);
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await seedPlanning(t.db);
    c = await planningClients(t.app, s);
  });
  afterAll(() => t.close());

  it('counts educators with a gap (active only) and the free places of open programs in 3, 6 and 12 months', async () => {
    const { data, meta } = await demand();
    expect(meta.total).toBe(2);
    expect(data).toEqual([
      {
        domain_id: s.domains.assessment.id,
        domain_name: 'Assessment',
        educators_with_gap: 4,
        mean_gap: 2,
        places_3_months: 2,
        places_6_months: 3,
        places_12_months: 3,
        unlimited_programs: 0,
        shortfall: 1,
      },
      {
        domain_id: s.domains.industry.id,
        domain_name: 'Industry',
        educators_with_gap: 4,
        mean_gap: 1,
        places_3_months: 0,
        places_6_months: 0,
        places_12_months: 0,
        unlimited_programs: 1,
        shortfall: 0,
      },
    ]);
  });

  it('filters the educators by division, department and employment type (the places stay the institute’s)', async () => {
    const gapsOf = async (query: string) =>
      (await demand(query)).data.map((row) => [row.domain_name, row.educators_with_gap, row.shortfall]);
    const none = [
      ['Assessment', 0, 0],
      ['Industry', 0, 0],
    ];
    expect(await gapsOf(`?q[department_id_eq]=${s.nb.id}`)).toEqual(none);
    expect(await gapsOf(`?q[division_id_eq]=${s.south.division.id}`)).toEqual(none);
    expect(await gapsOf(`?q[employment_type_id_eq]=${s.partTime.id}`)).toEqual(none);
    expect(
      await gapsOf(`?q[division_id_eq]=${s.north.division.id}&q[employment_type_id_eq]=${s.fullTime.id}`),
    ).toEqual([
      ['Assessment', 4, 1],
      ['Industry', 4, 0],
    ]);
  });

  it('refuses a filter that is not a whole number (422)', async () => {
    for (const query of ['q[division_id_eq]=abc', 'q[department_id_eq]=-1', 'q[employment_type_id_eq]=1.5']) {
      const response = await c.admin.get(`/api/v1/reports/demand?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(json<{ messages: Record<string, string[]> }>(response).messages).toEqual({
        [`q.${query.slice(2, query.indexOf(']'))}`]: ['must be a whole number'],
      });
    }
  });

  it('exports the same rows as CSV and as a PDF', async () => {
    const csv = await c.admin.get('/api/v1/reports/demand.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split(/\r?\n/)).toEqual([
      'Domain,Educators with a gap,Mean gap,Places within 3 months,Places within 6 months,Places within 12 months,Programs without a limit,Shortfall',
      'Assessment,4,2,2,3,3,0,1',
      'Industry,4,1,0,0,0,1,0',
    ]);
    const pdf = await c.admin.get(`/api/v1/reports/demand.pdf?q[department_id_eq]=${s.na.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
    expect(text).toContain('Demand report');
    expect(text).toContain('NA department');
    expect(text).toContain('Assessment');
  });

  it('is for admins of the institute only: 401 signed out, 403 for a supervisor, nothing of another institute', async () => {
    for (const path of [
      '/api/v1/reports/demand',
      '/api/v1/reports/demand.csv',
      '/api/v1/reports/demand.pdf',
    ]) {
      expect((await c.anonymous.get(path)).statusCode).toBe(401);
      expect((await c.supervisor.get(path)).statusCode).toBe(403);
    }
    const other = await c.otherAdmin.get('/api/v1/reports/demand');
    expect(json<TDemandReportResponse>(other).data).toEqual([]);
  });
});
