import { SEARCH_REPORTS, SEARCH_ROW_TYPE_LABELS, type TSearchReportResponse } from '@pdp/contract';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { seedSearchWorld, type SearchWorld } from './search-test-support.js';

/** The search reports' guards, input errors and CSV exports (equal to the table's rows). */

let t: TestApp;
let w: SearchWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedSearchWorld(t);
});
afterAll(() => t.close());

/** A table cell as the CSV writes it (lib/csv.ts): empty for null, formula-like text (a minus too) quoted. */
/** A cell as the export writes it: numbers as they are (a gap of -0.33 stays summable), text escaped. */
const cell = (value: string | number | null) =>
  value === null ? '' : typeof value !== 'number' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);

const body = { filters: {}, params: { year: 2026 }, pagination: null, sorting: 'asc' };

describe('search reports: who may run them', () => {
  it.each(SEARCH_REPORTS)(
    '%s: 401 signed out, 403 for a supervisor, a facilitator or an educator',
    async (name) => {
      expect((await w.as.anonymous.post(`/api/v1/reports/${name}`, body)).statusCode).toBe(401);
      expect((await w.as.anonymous.get(`/api/v1/reports/${name}.csv`)).statusCode).toBe(401);
      for (const client of [w.as.sam, w.as.facilitator, w.as.educator]) {
        expect((await client.post(`/api/v1/reports/${name}`, body)).statusCode).toBe(403);
        expect((await client.get(`/api/v1/reports/${name}.csv`)).statusCode).toBe(403);
      }
      expect((await w.as.admin.post(`/api/v1/reports/${name}`, body)).statusCode).toBe(200);
    },
  );
});

describe('search reports: bad choices', () => {
  it('answers 422 with a message per field', async () => {
    const response = await w.as.admin.post('/api/v1/reports/program_monthly', {
      filters: { user_status_eq: 'sleeping', department_id_eq: 'x' },
      params: { year: 99999, mode: 'everything', view_by: 'capabilityStatement' },
      pagination: null,
      sorting: 'sideways',
    });
    expect(response.statusCode).toBe(422);
    const { code, messages } = json<{ code: number; messages: Record<string, string[]> }>(response);
    expect(code).toBe(2);
    expect(messages).toEqual({
      user_status_eq: ['is not included in the list'],
      department_id_eq: ['is not a number'],
      year: ['must be 9998 or less'],
      mode: ['is not included in the list'],
      view_by: ['is not included in the list'],
      sorting: ['is not asc or desc'],
    });
  });

  it('takes a profile view only for the profile report, and odd ids or NUL bytes without a 500', async () => {
    const view = await w.as.admin.post('/api/v1/reports/profile', { params: { view_by: 'name' } });
    expect(json<{ messages: object }>(view).messages).toEqual({ view_by: ['is not included in the list'] });
    const huge = await w.as.admin.post('/api/v1/reports/department_engagement', {
      filters: { division_id_eq: 2 ** 31 },
    });
    expect(huge.statusCode).toBe(422);
    const nul = await w.as.admin.get('/api/v1/reports/program_monthly.csv?mode=re%00g');
    expect(nul.statusCode).toBe(422);
    const unknown = await w.as.admin.post('/api/v1/reports/program_monthly', {
      filters: { division_id_eq: 999 },
    });
    expect(unknown.statusCode).toBe(200);
  });
});

describe('search reports: CSV exports', () => {
  const cases: [string, Record<string, string>, Record<string, string>][] = [
    ['program_monthly', {}, {}],
    [
      'program_monthly',
      { mode: 'registrants', view_by: 'domain_id', sorting: 'desc' },
      { user_status_eq: 'all' },
    ],
    ['program_employment', { mode: 'completions', view_by: 'code' }, {}],
    ['department_engagement', { mode: 'registrants' }, {}],
    ['profile', {}, {}],
    ['profile', { view_by: 'department' }, { user_status_eq: 'all' }],
  ];
  it.each(cases)('%s %j %j: the export’s rows equal the table’s', async (name, params, filters) => {
    const { sorting, ...choices } = params;
    const table = json<TSearchReportResponse>(
      await w.as.admin.post(`/api/v1/reports/${name}`, {
        filters,
        params: { year: 2026, ...choices },
        pagination: null,
        ...(sorting ? { sorting } : {}),
      }),
    );
    const query = new URLSearchParams({ year: '2026', ...params });
    for (const [key, value] of Object.entries(filters)) query.set(`q[${key}]`, value);
    const response = await w.as.admin.get(`/api/v1/reports/${name}.csv?${query.toString()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${name}.csv"; filename*=UTF-8''${name}.csv`,
    );
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    expect(header).toEqual(['Row type', 'Row type code', ...table.meta.columns.map((c) => c.label)]);
    expect(rows).toEqual(
      table.data.map((row) => [
        SEARCH_ROW_TYPE_LABELS[row.row_type],
        row.row_type,
        ...table.meta.columns.map((c) => cell(row[c.key] ?? null)),
      ]),
    );
    expect(rows.length).toBeGreaterThan(1);
  });

  it('escapes a label a spreadsheet would run as a formula', async () => {
    await t.db.execute(
      sql`update programs set name = '=HYPERLINK("x")' where institute_id = ${w.home.id} and name = 'Beta'`,
    );
    const response = await w.as.admin.get('/api/v1/reports/program_monthly.csv?year=2026');
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows.map((row) => row[2])).toContain(`'=HYPERLINK("x")`);
  });
});
