import { notificationTypeLabel, type TNotificationLogReportResponse } from '@pdp/contract';
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

const URL = '/api/v1/reports/notification_logs';
type Page = TNotificationLogReportResponse;
const messages = (page: Page) => page.data.map((r) => r.message);

describe('GET /api/v1/reports/notification_logs', () => {
  it('lists the messages sent within the period (the institute’s days), newest first', async () => {
    const page = await getReport<Page>(w.as.admin, URL);
    expect(page.period).toEqual(PERIOD_2026);
    expect(messages(page)).toEqual(['@Reminder: Practice tomorrow', 'Welcome to Pathways']);
    expect(page.data[1]).toEqual({
      id: expect.any(Number),
      created_at: '2026-06-30T14:30:00.000Z',
      message: 'Welcome to Pathways',
      program_id: w.programs.pathways.program.id,
      program_name: 'Pathways',
      notification_type: 'educator_notification',
      number_of_recipients: 4,
      user: { id: w.users.admin.id, full_name: 'Ada Admin' },
    });
    expect(page.data[0]!.user).toBeNull();
  });

  it('filters by q[date_from_eq] and q[date_to_eq], type and program; sorts', async () => {
    const q = (query: string) => getReport<Page>(w.as.admin, `${URL}?${query}`);
    expect(messages(await q(`q[date_from_eq]=${PERIOD_2025.from}`))).toEqual(['Last year']);
    // 30 June in UTC is 1 July in Melbourne: the first day of the 2026 period, not the last of 2025's.
    expect(messages(await q('q[date_from_eq]=2026-06-01&q[date_to_eq]=2026-06-30'))).toEqual([]);
    expect(messages(await q('q[date_from_eq]=2026-07-01&q[date_to_eq]=2026-07-01'))).toEqual([
      'Welcome to Pathways',
    ]);
    expect(messages(await q('q[notification_type_eq]=workshop_reminder'))).toEqual([
      '@Reminder: Practice tomorrow',
    ]);
    expect(messages(await q('q[s]=number_of_recipients desc'))).toEqual([
      'Welcome to Pathways',
      '@Reminder: Practice tomorrow',
    ]);
    // The user filters are not this report's: a user status is a 400.
    expect((await w.as.admin.get(`${URL}?q[user_status_eq]=all`)).statusCode).toBe(400);
  });

  it('is for admins only: 401 without a session, 403 to a supervisor and an educator', async () => {
    for (const url of [URL, `${URL}.csv`]) {
      expect((await w.as.anonymous.get(url)).statusCode).toBe(401);
      expect((await w.as.sam.get(url)).statusCode).toBe(403);
      expect((await w.as.educator.get(url)).statusCode).toBe(403);
      expect((await w.as.admin.get(`${url}?q[date_from_eq]=2026-02-30`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[number_of_recipients_eq]=x`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[message_cont]=%00`)).statusCode).toBe(422);
    }
  });

  it('never shows another institute’s log', async () => {
    const superAdmin = await getReport<Page>(
      w.as.superAdmin,
      `${URL}?q[date_from_eq]=2000-01-01&q[date_to_eq]=2030-01-01`,
    );
    expect(messages(superAdmin)).toEqual([
      '@Reminder: Practice tomorrow',
      'Welcome to Pathways',
      'Last year',
    ]);
  });

  it('notification_logs.csv equals the table for the same filters and sort, formulas escaped', async () => {
    for (const query of ['', 'q[s]=program_name asc', `q[date_from_eq]=${PERIOD_2025.from}`]) {
      const table = await getReport<Page>(w.as.admin, `${URL}?${query}`);
      const [header, ...rows] = await getCsv(w.as.admin, `${URL}.csv?${query}`);
      expect(header).toEqual([
        'Created At (Australia/Melbourne)',
        'Message',
        'Program',
        'Notification Type',
        'Number of Recipients',
        'User',
      ]);
      expect(rows, query).toEqual(
        table.data.map((r) =>
          [
            melbourne(r.created_at),
            r.message,
            r.program_name,
            notificationTypeLabel(r.notification_type),
            r.number_of_recipients,
            r.user?.full_name,
          ].map(csvText),
        ),
      );
    }
    const [, first] = await getCsv(w.as.admin, `${URL}.csv`);
    expect(first![1]).toBe("'@Reminder: Practice tomorrow");
  });
});
