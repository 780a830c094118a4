import type { TRegistrationApproval } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { registrations } from '../../db/schema/index.js';
import { seedApprovalWorld, type ApprovalWorld } from './test-support.js';

type Client = ApprovalWorld['as']['admin'];
type Page = { data: TRegistrationApproval[]; meta: { total: number; page: number; per_page: number } };

let t: TestApp;
let w: ApprovalWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedApprovalWorld(t);
});
afterAll(() => t.close());

const list = async (client: Client, query = '') => {
  const response = await client.get(`/api/v2/registrations${query ? `?${query}` : ''}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page>(response);
};
const names = (page: Page) => page.data.map((row) => row.user_name);

describe('GET /api/v2/registrations: the approval queue', () => {
  it('lists the institute’s pending registrations by family name for an admin, with the queue’s columns', async () => {
    const page = await list(w.as.admin);
    expect(names(page)).toEqual(['Ann Archer', 'Bob Baker', 'Cal Carter']);
    expect(page.meta).toEqual({ total: 3, page: 1, per_page: 100 });
    expect(page.data[0]).toEqual({
      id: w.registrations.annDigital.id,
      program_id: w.programs.digital.id,
      user_id: w.users.ann.id,
      status: 'pending',
      created_at: '2026-08-10T02:00:00.000Z',
      program_name: 'Digital Teaching',
      program_type: 'elective',
      program_start_date: w.programs.digital.start_date,
      user_name: 'Ann Archer',
      user_family_name: 'Archer',
      supervisor_id: w.users.sam.id,
      supervisor_name: 'Sam Super',
      rejection_reason: null,
      actioned_at: null,
      actioned_by_name: null,
      can: { approve: true, incomplete: true },
    });
    expect(page.data[0]!.program_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says on each row which decisions the user may take: pending rows only (registrations policies)', async () => {
    const page = await list(w.as.admin, 'q[status_in][]=pending&q[status_in][]=approved');
    const canOf = (status: string) => page.data.filter((r) => r.status === status).map((r) => r.can);
    expect(canOf('pending')).toHaveLength(3);
    expect(canOf('pending')).toEqual(Array(3).fill({ approve: true, incomplete: true }));
    expect(canOf('approved')).toEqual([{ approve: false, incomplete: false }]);
    const sams = await list(w.as.sam);
    expect(sams.data.map((r) => r.can)).toEqual(Array(2).fill({ approve: true, incomplete: true }));
  });

  it('shows a supervisor only their own educators’ registrations', async () => {
    expect(names(await list(w.as.sam))).toEqual(['Ann Archer', 'Bob Baker']);
    expect(names(await list(w.as.sue))).toEqual(['Cal Carter']);
  });

  it('never shows a supervisor their own registration: it waits for an admin', async () => {
    const own = await w.register(w.programs.digital.id, w.users.sam.id);
    try {
      expect(names(await list(w.as.sam))).toEqual(['Ann Archer', 'Bob Baker']);
      expect(names(await list(w.as.admin))).toContain('Sam Super');
    } finally {
      await t.db.delete(registrations).where(eq(registrations.id, own.id));
    }
  });

  it('filters by status, program, supervisor, names and program type', async () => {
    const approved = await list(w.as.admin, 'q[status_eq]=approved');
    expect(approved.data.map((r) => r.id)).toEqual([w.registrations.annAssess.id]);
    expect(approved.data[0]!.status).toBe('approved');
    expect(names(await list(w.as.admin, 'q[status_in][]=pending&q[status_in][]=approved'))).toEqual([
      'Ann Archer',
      'Ann Archer',
      'Bob Baker',
      'Cal Carter',
    ]);
    expect(names(await list(w.as.admin, `q[program_id_eq]=${w.programs.digital.id}`))).toEqual([
      'Ann Archer',
      'Cal Carter',
    ]);
    expect(names(await list(w.as.admin, `q[supervisor_id_eq]=${w.users.sue.id}`))).toEqual(['Cal Carter']);
    expect(names(await list(w.as.admin, 'q[supervisor_name_cont]=visor'))).toEqual(['Cal Carter']);
    expect(names(await list(w.as.admin, 'q[program_name_cont]=assess'))).toEqual(['Bob Baker']);
    expect(names(await list(w.as.admin, 'q[user_name_cont]=bob'))).toEqual(['Bob Baker']);
    expect(names(await list(w.as.admin, 'q[program_type_eq]=learning_journey'))).toEqual(['Bob Baker']);
    // A supervisor's filter never widens their scope.
    expect(names(await list(w.as.sue, `q[supervisor_id_eq]=${w.users.sam.id}`))).toEqual([]);
  });

  it('filters by registration date in the institute’s time zone, and by program start date', async () => {
    // 00:30 on 1 August in Melbourne is still 31 July in UTC.
    const late = await w.register(w.programs.assess.id, w.users.cal.id, {
      created_at: new Date('2026-07-31T14:30:00Z'),
    });
    try {
      const august = await list(w.as.admin, 'q[created_at_gteq]=2026-08-01&q[created_at_lteq]=2026-08-31');
      expect(august.data.map((r) => r.id)).toEqual([w.registrations.annDigital.id, late.id]);
      const july = await list(w.as.admin, 'q[created_at_lteq]=2026-07-31');
      expect(july.data.map((r) => r.id)).toEqual([w.registrations.calDigital.id]);
    } finally {
      await t.db.delete(registrations).where(eq(registrations.id, late.id));
    }
    const start = w.programs.assess.start_date!;
    expect(names(await list(w.as.admin, `q[program_start_date_gteq]=${start}`))).toEqual(['Bob Baker']);
  });

  it('sorts by each declared field, the id breaking ties', async () => {
    const byCreated = await list(w.as.admin, 'q[s]=created_at desc');
    expect(byCreated.data.map((r) => r.id)).toEqual([
      w.registrations.bobAssess.id,
      w.registrations.annDigital.id,
      w.registrations.calDigital.id,
    ]);
    const byProgram = await list(w.as.admin, 'q[s]=program_name asc');
    expect(byProgram.data.map((r) => r.id)).toEqual([
      w.registrations.bobAssess.id,
      w.registrations.annDigital.id,
      w.registrations.calDigital.id,
    ]);
    expect(names(await list(w.as.admin, 'q[s]=supervisor_name desc'))).toEqual([
      'Cal Carter',
      'Ann Archer',
      'Bob Baker',
    ]);
    expect(names(await list(w.as.admin, 'q[s]=user_name desc'))).toEqual([
      'Cal Carter',
      'Bob Baker',
      'Ann Archer',
    ]);
  });

  it('pages, with the total on every page (and past the end)', async () => {
    const second = await list(w.as.admin, 'per_page=1&page=2');
    expect(names(second)).toEqual(['Bob Baker']);
    expect(second.meta).toEqual({ total: 3, page: 2, per_page: 1 });
    const beyond = await list(w.as.admin, 'per_page=2&page=9');
    expect(beyond).toEqual({ data: [], meta: { total: 3, page: 9, per_page: 2 } });
  });

  it('exports the same filters and sort as CSV: words, the API’s codes beside them, times on the institute’s clock', async () => {
    const response = await w.as.admin.get(
      `/api/v2/registrations.csv?q[program_id_eq]=${w.programs.digital.id}&q[s]=user_name desc`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="registrations.csv"; filename*=UTF-8''registrations.csv`,
    );
    // A byte-order mark first, so that Excel reads the file as UTF-8.
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trim().split('\n');
    expect(lines[0]).toBe(
      'Registered At (Australia/Melbourne),Program,Program Type,Program Type Code,Program Start Date,User,' +
        'Supervisor,Status,Status Code,Reason,Actioned At (Australia/Melbourne),Actioned By',
    );
    // 2026-07-20T02:00Z is noon in Melbourne (AEST, UTC+10).
    const start = w.programs.digital.start_date;
    expect(lines.slice(1)).toEqual([
      `2026-07-20 12:00,Digital Teaching,Elective,elective,${start},Cal Carter,Sue Visor,Pending,pending,,,`,
      `2026-08-10 12:00,Digital Teaching,Elective,elective,${start},Ann Archer,Sam Super,Pending,pending,,,`,
    ]);
    const sue = await w.as.sue.get('/api/v2/registrations.csv');
    expect(sue.body.trim().split('\n').slice(1)).toHaveLength(1);
  });

  it('answers 401 without a session and 403 to facilitators and educators', async () => {
    for (const url of [
      '/api/v2/registrations',
      '/api/v2/registrations.csv',
      '/api/v2/registrations/statistics',
    ]) {
      expect((await w.as.anonymous.get(url)).statusCode).toBe(401);
      expect((await w.as.facilitator.get(url)).statusCode).toBe(403);
      expect((await w.as.educator.get(url)).statusCode).toBe(403);
    }
  });

  it('refuses bad queries with 400 or 422, never 500', async () => {
    const status = async (query: string) =>
      (await w.as.admin.get(`/api/v2/registrations?${query}`)).statusCode;
    expect(await status('q[zz_unknown_eq]=1')).toBe(400);
    expect(await status('q[user_email_cont]=a')).toBe(400);
    expect(await status('q[created_at_gteq]=2026-02-30')).toBe(400);
    expect(await status('q[created_at_gteq]=yesterday')).toBe(400);
    expect(await status('q[program_id_eq]=2147483648')).toBe(400);
    expect(await status('q[s]=password desc')).toBe(400);
    expect(await status('q[s]=created_at sideways')).toBe(400);
    expect(await status('q[user_name_cont]=a%00b')).toBe(422);
    expect(await status('per_page=100000')).toBe(422);
    const csv = await w.as.admin.get('/api/v2/registrations.csv?q[zz_unknown_eq]=1');
    expect(csv.statusCode).toBe(400);
    expect(csv.headers['content-disposition']).toBeUndefined();
  });
});
