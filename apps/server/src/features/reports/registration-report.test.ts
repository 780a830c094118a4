import {
  PROGRAM_TYPE_LABELS,
  REGISTRATION_STATUS_LABELS,
  type TRegistrationReportResponse,
} from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { PERIOD_2025, PERIOD_2026 } from './test-support.js';
import {
  csvText,
  getCsv,
  getReport,
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

const URL = '/api/v1/reports/registrations';
type Page = TRegistrationReportResponse;
const names = (page: Page) => page.data.map((r) => `${r.user_given_name} ${r.program_name} ${r.status}`);

describe('GET /api/v1/reports/registrations', () => {
  it('lists active users’ registrations to programs starting in the period, by family name, with workshops and points', async () => {
    const page = await getReport<Page>(w.as.admin, URL);
    expect(page.period).toEqual(PERIOD_2026);
    expect(names(page)).toEqual(['Ann Pathways approved', 'Bob Pathways pending', 'Cal Pathways approved']);
    expect(page.data[0]).toEqual({
      id: w.registrations.annReg.id,
      user_id: w.users.ann.id,
      program_id: w.programs.pathways.program.id,
      user_given_name: 'Ann',
      user_family_name: 'Archer',
      program_name: 'Pathways',
      program_type: 'learning_journey',
      domain_display_name: 'Teaching',
      program_start_date: '2026-08-10',
      program_end_date: '2026-08-12',
      workshops_count: 2,
      workshops_attended_count: 1,
      total_program_points: 5,
      program_points: 2,
      hurdle_complete: true,
      learning_journey_achieved: true,
      completed: true,
      status: 'approved',
    });
    expect(page.data[1]).toMatchObject({
      workshops_attended_count: 0,
      total_program_points: 5,
      program_points: 0,
      hurdle_complete: false,
      learning_journey_achieved: false,
      completed: false,
    });
    const earlier = await getReport<Page>(w.as.admin, `${URL}?q[date_from_eq]=${PERIOD_2025.from}`);
    expect(earlier.data).toMatchObject([
      {
        user_given_name: 'Bob',
        program_name: 'Old Course',
        completed: true,
        program_points: 1,
        workshops_count: 1,
      },
    ]);
  });

  it('filters by status, completion, program and user status; sorts', async () => {
    const q = (query: string) => getReport<Page>(w.as.admin, `${URL}?${query}`);
    expect(names(await q('q[status_eq]=pending'))).toEqual(['Bob Pathways pending']);
    expect(names(await q('q[completed_eq]=true'))).toEqual(['Ann Pathways approved']);
    expect(names(await q('q[user_status_eq]=inactive'))).toEqual(['Dan Pathways approved']);
    expect(names(await q('q[program_name_cont]=old'))).toEqual([]);
    expect(names(await q(`q[domain_id_eq]=${w.domain.id}&q[s]=user_given_name desc`))).toEqual([
      'Cal Pathways approved',
      'Bob Pathways pending',
      'Ann Pathways approved',
    ]);
    expect((await q('q[s]=program_points desc')).data[0]!.user_given_name).toBe('Ann');
  });

  it('shows a supervisor only their own educators’ registrations, never another institute’s', async () => {
    expect(names(await getReport<Page>(w.as.sue, URL))).toEqual(['Cal Pathways approved']);
    const sam = await getReport<Page>(w.as.sam, `${URL}?q[user_status_eq]=all`);
    expect(names(sam)).toEqual(['Ann Pathways approved', 'Bob Pathways pending', 'Dan Pathways approved']);
    const superAdmin = await getReport<Page>(w.as.superAdmin, `${URL}?q[user_status_eq]=all`);
    expect(superAdmin.data.map((r) => r.program_name)).not.toContain('Elsewhere');
    expect(superAdmin.meta.total).toBe(4);
  });

  it('answers 401, 403 to an educator, and 400/422 on bad filters', async () => {
    for (const url of [URL, `${URL}.csv`]) {
      expect((await w.as.anonymous.get(url)).statusCode).toBe(401);
      expect((await w.as.educator.get(url)).statusCode).toBe(403);
      expect((await w.as.admin.get(`${url}?q[completed_eq]=perhaps`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[program_id_eq]=2147483648`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[s]=workshops_count sideways`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[program_name_cont]=%00`)).statusCode).toBe(422);
      expect((await w.as.admin.get(`${url}?page=0`)).statusCode).toBe(422);
    }
  });

  it('registrations.csv equals the table for the same filters and sort', async () => {
    const yes = (value: boolean) => (value ? 'Yes' : 'No');
    for (const query of [
      '',
      'q[user_status_eq]=all&q[s]=workshops_attended_count desc',
      'q[status_eq]=pending',
    ]) {
      const table = await getReport<Page>(w.as.admin, `${URL}?${query}`);
      const [header, ...rows] = await getCsv(w.as.admin, `${URL}.csv?${query}`);
      expect(header).toEqual([
        'Given Name',
        'Family Name',
        'Program',
        'Program Type',
        'Domain',
        'Start Date',
        'End Date',
        'Workshops',
        'Workshops Attended',
        'Total Program Points',
        'Points Awarded',
        'Hurdle Complete',
        'Learning Journey Achieved',
        'Completed',
        'Status',
        'Status Code',
      ]);
      expect(rows, query).toEqual(
        table.data.map((r) =>
          [
            r.user_given_name,
            r.user_family_name,
            r.program_name,
            r.program_type && PROGRAM_TYPE_LABELS[r.program_type],
            r.domain_display_name,
            r.program_start_date,
            r.program_end_date,
            r.workshops_count,
            r.workshops_attended_count,
            r.total_program_points,
            r.program_points,
            yes(r.hurdle_complete),
            yes(r.learning_journey_achieved),
            yes(r.completed),
            REGISTRATION_STATUS_LABELS[r.status],
            r.status,
          ].map(csvText),
        ),
      );
    }
  });
});
