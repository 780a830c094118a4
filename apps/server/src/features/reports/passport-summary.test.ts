import type { TPassportSummaryResponse } from '@pdp/contract';
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

const IN_2026 = `q[date_from_eq]=${PERIOD_2026.from}&q[date_to_eq]=${PERIOD_2026.to}`;
const summary = async (client: ReportClient, query = IN_2026) => {
  const response = await client.get(`/api/v1/reports/passport/summary?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<TPassportSummaryResponse>(response);
};
const counts = (complete: number, in_progress: number, incomplete: number) => ({
  complete,
  in_progress,
  incomplete,
});

describe('GET /api/v1/reports/passport/summary', () => {
  it('counts the report’s rows by department and passport status, no department last', async () => {
    const page = await summary(w.as.admin);
    expect(page.period).toEqual(PERIOD_2026);
    expect(page.data).toEqual([
      { department_id: w.departments.n1.id, department_name: 'N1 department', ...counts(1, 0, 0) },
      { department_id: w.departments.n2.id, department_name: 'N2 department', ...counts(0, 1, 0) },
      { department_id: w.departments.s1.id, department_name: 'S1 department', ...counts(0, 0, 1) },
      // Ada, Eve, Fay, Sam and Sue: no department, no passport (the inactive Dan is left out).
      { department_id: null, department_name: null, ...counts(0, 0, 5) },
    ]);
  });

  it('follows the report’s filters: period, user status, division, passport status', async () => {
    const in2025 = await summary(
      w.as.admin,
      `q[date_from_eq]=${PERIOD_2025.from}&q[division_id_eq]=${w.divisions.north.id}`,
    );
    expect(in2025.data).toEqual([
      { department_id: w.departments.n1.id, department_name: 'N1 department', ...counts(0, 0, 1) },
      { department_id: w.departments.n2.id, department_name: 'N2 department', ...counts(1, 0, 0) },
    ]);
    const all = await summary(
      w.as.admin,
      `${IN_2026}&q[user_status_eq]=all&q[passport_status_eq]=IN_PROGRESS`,
    );
    expect(all.data).toEqual([
      { department_id: w.departments.n2.id, department_name: 'N2 department', ...counts(0, 1, 0) },
      { department_id: null, department_name: null, ...counts(0, 1, 0) },
    ]);
    // Sort and page are the table's: the summary counts every matching row regardless.
    const paged = await summary(w.as.admin, `${IN_2026}&page=3&per_page=1&q[s]=passport_status+desc`);
    expect(paged.data).toEqual((await summary(w.as.admin)).data);
  });

  it('counts only a supervisor’s own users, and never another institute’s', async () => {
    const sam = await summary(w.as.sam);
    expect(sam.data).toEqual([
      { department_id: w.departments.n1.id, department_name: 'N1 department', ...counts(1, 0, 0) },
      { department_id: w.departments.n2.id, department_name: 'N2 department', ...counts(0, 1, 0) },
    ]);
    const stranger = await summary(w.as.superAdmin);
    expect(stranger.data.reduce((n, row) => n + row.complete + row.in_progress + row.incomplete, 0)).toBe(8);
  });

  it('answers 401 signed out, 403 without the report, 400 on a bad filter', async () => {
    expect((await w.as.anonymous.get('/api/v1/reports/passport/summary')).statusCode).toBe(401);
    expect((await w.as.educator.get('/api/v1/reports/passport/summary')).statusCode).toBe(403);
    const bad = await w.as.admin.get('/api/v1/reports/passport/summary?q[date_from_eq]=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(json<{ code: number }>(bad).code).toBe(1);
    const unknown = await w.as.admin.get('/api/v1/reports/passport/summary?q[password_hash_cont]=x');
    expect(unknown.statusCode).toBe(400);
  });
});
