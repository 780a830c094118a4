import { POINT_REQUEST_STATUS_LABELS, type TPointRequestReportResponse } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { PERIOD_2025, PERIOD_2026 } from './test-support.js';
import {
  csvText,
  getCsv,
  getReport,
  melbourne,
  seedTableReportWorld,
  type TableReportWorld,
} from './table-reports-test-support.js';

let t: TestApp;
let w: TableReportWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedTableReportWorld(t);
});
afterAll(() => t.close());

const URL = '/api/v1/reports/point_request';
type Page = TPointRequestReportResponse;
const names = (page: Page) => page.data.map((r) => `${r.user_given_name} ${r.activity_name} ${r.status}`);

describe('GET /api/v1/reports/point_request', () => {
  it('lists the requests of active users changed within the period, newest change first', async () => {
    const page = await getReport<Page>(w.as.admin, URL);
    expect(page.period).toEqual(PERIOD_2026);
    expect(names(page)).toEqual([
      'Cal Mentoring approved',
      'Bob Webinar incomplete',
      'Ann Site tour pending',
    ]);
    expect(page.data[0]).toMatchObject({
      user_id: w.users.cal.id,
      updated_at: '2026-11-01T03:00:00.000Z',
      user_family_name: 'Carter',
      type: 'VocationalPointRequest',
      type_label: 'Vocational Currency',
      evidence_attached: false,
      user_supervisor_name: 'Sue Visor',
      reason: 'Good',
    });
    expect(page.data[1]).toMatchObject({
      type_label: 'External Professional Currency',
      reason: 'Missing evidence',
    });
    expect(page.data[2]).toMatchObject({
      points: 2.5,
      evidence_attached: true,
      user_supervisor_name: 'Sam Super',
      reason: null,
    });
  });

  it('filters by status, type, evidence, user status and period; sorts', async () => {
    const q = (query: string) => getReport<Page>(w.as.admin, `${URL}?${query}`);
    expect(names(await q('q[status_eq]=pending'))).toEqual(['Ann Site tour pending']);
    expect(names(await q('q[status_eq]=pending&q[user_status_eq]=all'))).toEqual([
      'Ann Site tour pending',
      'Dan Inactive pending',
    ]);
    expect(names(await q('q[type_eq]=ReaPointRequest'))).toEqual(['Bob Webinar incomplete']);
    expect(names(await q('q[evidence_attached_eq]=true'))).toEqual(['Ann Site tour pending']);
    expect(names(await q(`q[date_from_eq]=${PERIOD_2025.from}`))).toEqual(['Ann Last year pending']);
    expect(names(await q('q[s]=user_family_name asc')).map((n) => n.split(' ')[0])).toEqual([
      'Ann',
      'Bob',
      'Cal',
    ]);
  });

  it('shows a supervisor only their own educators’ requests, never another institute’s', async () => {
    const sam = await getReport<Page>(w.as.sam, `${URL}?q[user_status_eq]=all`);
    expect(names(sam)).toEqual(['Bob Webinar incomplete', 'Ann Site tour pending', 'Dan Inactive pending']);
    const superAdmin = await getReport<Page>(w.as.superAdmin, `${URL}?q[user_status_eq]=all`);
    expect(superAdmin.data.map((r) => r.activity_name)).not.toContain('Foreign');
    expect(superAdmin.meta.total).toBe(4);
  });

  it('answers 401, 403 to an educator, and 400/422 on bad filters', async () => {
    for (const url of [URL, `${URL}.csv`]) {
      expect((await w.as.anonymous.get(url)).statusCode).toBe(401);
      expect((await w.as.educator.get(url)).statusCode).toBe(403);
      expect((await w.as.facilitator.get(url)).statusCode).toBe(403);
      expect((await w.as.admin.get(`${url}?q[status_eq]=lost`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[status_cont]=pend`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[date_to_eq]=tomorrow`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[evidence_attached_eq]=maybe`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[activity_name_cont]=%00`)).statusCode).toBe(422);
    }
  });

  it('point_request.csv equals the table for the same filters and sort', async () => {
    for (const query of ['', 'q[user_status_eq]=all&q[s]=points desc', 'q[status_eq]=incomplete']) {
      const table = await getReport<Page>(w.as.admin, `${URL}?${query}`);
      const [header, ...rows] = await getCsv(w.as.admin, `${URL}.csv?${query}`);
      expect(header).toEqual([
        'Updated At (Australia/Melbourne)',
        'Given Name',
        'Family Name',
        'Activity',
        'Points',
        'Type',
        'Evidence Attached',
        'Status',
        'Status Code',
        'Supervisor',
        'Reason',
      ]);
      expect(rows, query).toEqual(
        table.data.map((r) =>
          [
            melbourne(r.updated_at),
            r.user_given_name,
            r.user_family_name,
            r.activity_name,
            r.points,
            r.type_label,
            r.evidence_attached ? 'Yes' : 'No',
            POINT_REQUEST_STATUS_LABELS[r.status],
            r.status,
            r.user_supervisor_name,
            r.reason,
          ].map(csvText),
        ),
      );
    }
  });
});
