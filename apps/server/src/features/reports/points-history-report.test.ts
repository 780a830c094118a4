import { ZPointsHistoryRow, type TPointsHistory, type TPointsHistoryReportResponse } from '@pdp/contract';
import { PDFParse } from 'pdf-parse';
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

const URL = '/api/v1/reports/points_history';
type Page = TPointsHistoryReportResponse;
const summary = (page: Page) =>
  page.data.map((r) => `${r.date} ${r.user_given_name} ${r.type} ${r.detail} ${r.points}`);

describe('GET /api/v1/reports/points_history', () => {
  it('lists the period’s rows of active users, newest first, with the spec’s detail', async () => {
    const page = await getReport<Page>(w.as.admin, URL);
    expect(page.period).toEqual(PERIOD_2026);
    expect(summary(page)).toEqual([
      '2026-10-05 Bob PointsRea Conference 4',
      '2026-09-01 Ann PointsVocational Industry visit 1.5',
      '2026-08-12 Ann PointsProgram Pathways 2',
    ]);
    expect(page.meta.total).toBe(3);
    const [, vocational, program] = page.data;
    expect(vocational).toMatchObject({
      user_id: w.users.ann.id,
      user_family_name: 'Archer',
      type_label: 'Vocational Currency',
      evidence_attached: true,
      approval_reason: '=cmd',
      domain_name: 'Teaching',
      activity_date: '2026-08-30',
      activity_duration: 3,
      activity_interval: 'hours',
      learning_journey_achieved: null,
      workshop_attendances: null,
      evidences: [
        { id: expect.any(Number), filename: 'visit.pdf', file_url: '/api/v1/evidence_files/ann-evidence' },
      ],
      summary: null,
    });
    expect(program).toMatchObject({
      type_label: 'Program',
      evidence_attached: false,
      program_id: w.programs.pathways.program.id,
      program_type: 'learning_journey',
      program_start_date: '2026-08-10',
      domain_name: 'Teaching',
      learning_journey_achieved: true,
      summary: 'Learn the pathways',
      evidences: [],
      workshop_attendances: [
        { name: 'Intro', attended: true, eligible_points: 2 },
        { name: 'Practice', attended: false, eligible_points: 3 },
      ],
    });
  });

  it('answers each row’s shared fields exactly as the user’s Points History does', async () => {
    const page = await getReport<Page>(w.as.admin, URL);
    const ann = await getReport<{ data: TPointsHistory[] }>(
      w.as.admin,
      `/api/v1/users/${w.users.ann.id}/points_histories`,
    );
    const shared = (row: object) => ZPointsHistoryRow.parse(row);
    const annRows = page.data.filter((r) => r.user_id === w.users.ann.id);
    expect(annRows.map((r) => r.type)).toEqual(['PointsVocational', 'PointsProgram']);
    for (const row of annRows) {
      const own = ann.data.find((r) => r.id === row.id);
      expect(shared(row)).toEqual(shared(own!));
    }
  });

  it('filters by period, user status, type, evidence and name; sorts by points', async () => {
    const earlier = await getReport<Page>(w.as.admin, `${URL}?q[date_from_eq]=${PERIOD_2025.from}`);
    expect(summary(earlier)).toEqual([
      '2025-10-01 Cal PointsVocational Old 2',
      '2025-09-02 Bob PointsProgram Old Course 1',
    ]);
    const all = await getReport<Page>(w.as.admin, `${URL}?q[user_status_eq]=all&q[s]=points asc`);
    expect(all.data.map((r) => r.points)).toEqual([1, 1.5, 2, 4]);
    const range = await getReport<Page>(
      w.as.admin,
      `${URL}?q[date_from_eq]=2026-09-01&q[date_to_eq]=2026-09-30`,
    );
    expect(summary(range)).toEqual(['2026-09-01 Ann PointsVocational Industry visit 1.5']);
    expect(range.period).toEqual({ from: '2026-09-01', to: '2026-09-30' });
    const typed = await getReport<Page>(w.as.admin, `${URL}?q[type_eq]=PointsRea`);
    expect(summary(typed)).toEqual(['2026-10-05 Bob PointsRea Conference 4']);
    const attached = await getReport<Page>(w.as.admin, `${URL}?q[evidence_attached_eq]=false`);
    expect(attached.data.map((r) => r.detail)).toEqual(['Conference', 'Pathways']);
    const named = await getReport<Page>(w.as.admin, `${URL}?q[user_full_name_cont]=bob`);
    expect(named.data.map((r) => r.user_given_name)).toEqual(['Bob']);
  });

  it('shows a supervisor only their own educators’ rows, and never another institute’s', async () => {
    const sam = await getReport<Page>(w.as.sam, `${URL}?q[user_status_eq]=all`);
    expect(sam.data.map((r) => r.user_given_name)).toEqual(['Bob', 'Dan', 'Ann', 'Ann']);
    const sue = await getReport<Page>(w.as.sue, `${URL}?q[date_from_eq]=${PERIOD_2025.from}`);
    expect(sue.data.map((r) => r.user_given_name)).toEqual(['Cal']);
    const superAdmin = await getReport<Page>(w.as.superAdmin, `${URL}?q[user_status_eq]=all`);
    expect(superAdmin.data.map((r) => r.detail)).not.toContain('Foreign');
    expect(superAdmin.meta.total).toBe(4);
  });

  it('answers 401 without a session, 403 to an educator and 400/422 on bad filters', async () => {
    for (const url of [URL, `${URL}.csv`, `${URL}.pdf`]) {
      expect((await w.as.anonymous.get(url)).statusCode).toBe(401);
      expect((await w.as.educator.get(url)).statusCode).toBe(403);
      expect((await w.as.admin.get(`${url}?q[date_from_eq]=2026-13-01`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[points_eq]=many`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[s]=password_hash asc`)).statusCode).toBe(400);
      expect((await w.as.admin.get(`${url}?q[detail_cont]=%00`)).statusCode).toBe(422);
      expect((await w.as.admin.get(`${url}?per_page=0`)).statusCode).toBe(422);
    }
  });
});

describe('the exports', () => {
  it('points_history.csv equals the table for the same filters and sort', async () => {
    for (const query of [
      '',
      'q[user_status_eq]=all&q[s]=points desc',
      `q[date_from_eq]=${PERIOD_2025.from}`,
    ]) {
      const table = await getReport<Page>(w.as.admin, `${URL}?${query}`);
      const [header, ...rows] = await getCsv(w.as.admin, `${URL}.csv?${query}`);
      expect(header!.slice(0, 8)).toEqual([
        'Date',
        'Given Name',
        'Family Name',
        'Type',
        'Detail',
        'Evidence Attached',
        'Points',
        'Approval Reason',
      ]);
      expect(rows.map((r) => r.slice(0, 8))).toEqual(
        table.data.map((r) =>
          [
            r.date,
            r.user_given_name,
            r.user_family_name,
            r.type_label,
            r.detail,
            r.evidence_attached ? 'Yes' : 'No',
            r.points,
            r.approval_reason,
          ].map(csvText),
        ),
      );
    }
    const [header, , , program] = await getCsv(w.as.admin, `${URL}.csv`);
    expect(program![header!.indexOf('Workshops')]).toBe(
      'Intro (attended, 2 points); Practice (not attended, 3 points)',
    );
    expect(program![header!.indexOf('Learning Journey Achieved')]).toBe('Yes');
    const [, , vocational] = await getCsv(w.as.admin, `${URL}.csv`);
    expect(vocational![header!.indexOf('Attachments')]).toBe('visit.pdf');
  });

  it('points_history.pdf parses and lists the table’s rows', async () => {
    const response = await w.as.admin.get(`${URL}.pdf?q[user_status_eq]=all`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Points History report');
    expect(text).toContain('Reports Home');
    for (const expected of [
      'Conference',
      'Industry visit',
      'Pathways',
      'Shed',
      'Dan Dunn',
      'ENTRIES 4',
      'TOTAL POINTS 8.5',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Foreign');
    const sam = await w.as.sam.get(`${URL}.pdf?q[type_eq]=PointsRea`);
    const samText = (await new PDFParse({ data: new Uint8Array(sam.rawPayload) }).getText()).text;
    expect(samText).toContain('Conference');
    expect(samText).not.toContain('Industry visit');
  });

  it('points_history.pdf prints its filters in words and when it was made, in the institute’s zone', async () => {
    const textOf = async (query: string) => {
      const response = await w.as.admin.get(`${URL}.pdf?${query}`);
      expect(response.statusCode).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
      const { text } = await parser.getText();
      await parser.destroy();
      return text.replace(/\s+/g, ' ');
    };
    const filtered = await textOf(
      `q[user_status_eq]=all&q[division_id_eq]=${w.divisions.north.id}&q[supervisor_id_eq]=${w.users.sam.id}` +
        '&q[type_eq]=PointsRea&q[evidence_attached_eq]=false&q[user_full_name_cont]=ann',
    );
    expect(filtered).toContain(
      'Filters: User status: All; Name contains: ann; Division: North; Supervisor: Sam Super; ' +
        'Type: External Professional Currency; Evidence: Not Attached',
    );
    expect(filtered).toMatch(/Made \d{1,2}\/\d{1,2}\/\d{2} \d{1,2}:\d{2} [AP]M \(Australia\/Melbourne\)/);
    // No filter chosen: the table's default, active users, is still what chose the rows.
    expect(await textOf('')).toContain('Filters: User status: Active Made ');
    // Another institute's user is never named: the id is printed as it was given.
    const stranger = w.users.stranger;
    const foreign = await textOf(`q[supervisor_id_eq]=${stranger.id}`);
    expect(foreign).toContain(`Supervisor: ${stranger.id}`);
    expect(foreign).not.toContain('Stranger');
  });
});
