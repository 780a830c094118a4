import { passportPeriod, type TRegistrationStatistics } from '@pdp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/app.js';
import { todayIn } from '../../lib/today.js';
import { createProgram } from '../programs/test-support.js';
import { monthsBetween } from './statistics-service.js';
import { seedApprovalWorld, type ApprovalWorld } from './test-support.js';

type Client = ApprovalWorld['as']['admin'];

let t: TestApp;
let w: ApprovalWorld;
const PERIOD = 'q[created_at_gteq]=2025-01-01&q[created_at_lteq]=2025-06-30';

beforeAll(async () => {
  t = await createTestApp();
  w = await seedApprovalWorld(t);
  const { ann, bob, cal } = w.users;
  const safety = (
    await createProgram(t.db, w.home.id, { name: 'Safety', program_type: 'vocational_elective' })
  ).program;
  const quizzes = (await createProgram(t.db, w.home.id, { name: 'Quizzes', program_type: 'elective' }))
    .program;
  const at = (iso: string) => new Date(iso);
  // Registration dates in Melbourne: 15 Jan, 1 Feb (31 Jan in UTC), 10 Mar, 20 Mar, 30 Jun, and 1 Jul (outside).
  await w.register(safety.id, ann.id, {
    created_at: at('2025-01-15T01:00:00Z'),
    status: 'approved',
    completed: true,
  });
  await w.register(safety.id, bob.id, { created_at: at('2025-01-31T14:30:00Z'), status: 'approved' });
  await w.register(safety.id, cal.id, { created_at: at('2025-03-10T01:00:00Z'), status: 'incomplete' });
  await w.register(quizzes.id, ann.id, {
    created_at: at('2025-03-20T01:00:00Z'),
    status: 'approved',
    completed: true,
  });
  await w.register(quizzes.id, bob.id, { created_at: at('2025-06-30T13:59:00Z') });
  await w.register(quizzes.id, cal.id, { created_at: at('2025-06-30T14:00:00Z') });
});
afterAll(() => t.close());

async function statistics(client: Client, query: string) {
  const response = await client.get(`/api/v2/registrations/statistics?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: TRegistrationStatistics }>(response).data;
}
const figures = (registrations: number, unique_registrants: number, unique_completions: number) => ({
  registrations,
  unique_registrants,
  unique_completions,
});

describe('GET /api/v2/registrations/statistics', () => {
  it('counts registrations, unique registrants and unique completions over the period, by month and by type', async () => {
    expect(await statistics(w.as.admin, PERIOD)).toEqual({
      period: { from: '2025-01-01', to: '2025-06-30' },
      totals: figures(5, 3, 1),
      by_month: [
        { month: '2025-01', ...figures(1, 1, 1) },
        { month: '2025-02', ...figures(1, 1, 0) },
        { month: '2025-03', ...figures(2, 2, 1) },
        { month: '2025-04', ...figures(0, 0, 0) },
        { month: '2025-05', ...figures(0, 0, 0) },
        { month: '2025-06', ...figures(1, 1, 0) },
      ],
      by_program_type: [
        { program_type: 'vocational_learning_journey', ...figures(0, 0, 0) },
        { program_type: 'vocational_elective', ...figures(3, 3, 1) },
        { program_type: 'elective', ...figures(2, 2, 1) },
        { program_type: 'learning_journey', ...figures(0, 0, 0) },
      ],
    });
  });

  it('is scoped to a supervisor’s own educators', async () => {
    const sue = await statistics(w.as.sue, PERIOD);
    expect(sue.totals).toEqual(figures(1, 1, 0));
    expect(sue.by_month.find((m) => m.month === '2025-03')).toEqual({
      month: '2025-03',
      ...figures(1, 1, 0),
    });
    expect((await statistics(w.as.sam, PERIOD)).totals).toEqual(figures(4, 2, 1));
  });

  it('takes the queue’s filters (every status unless one is named)', async () => {
    expect((await statistics(w.as.admin, `${PERIOD}&q[status_eq]=approved`)).totals).toEqual(
      figures(3, 2, 1),
    );
    expect((await statistics(w.as.admin, `${PERIOD}&q[program_type_eq]=elective`)).totals).toEqual(
      figures(2, 2, 1),
    );
    expect((await statistics(w.as.admin, `${PERIOD}&q[user_name_cont]=cal`)).totals).toEqual(
      figures(1, 1, 0),
    );
  });

  it('defaults to the institute’s current passport year, every month of it listed', async () => {
    const today = todayIn('Australia/Melbourne');
    const year = passportPeriod(7, today);
    const stats = await statistics(w.as.admin, '');
    expect(stats.period).toEqual({ from: year.start, to: year.end });
    expect(stats.by_month.map((m) => m.month)).toEqual(monthsBetween(year.start, year.end));
    expect(stats.by_month).toHaveLength(12);
    // Ann's approved registration for Assessment Design was made today.
    expect(stats.by_month.find((m) => m.month === today.slice(0, 7))!.registrations).toBeGreaterThanOrEqual(
      1,
    );
    const from = await statistics(w.as.admin, 'q[created_at_gteq]=2025-03-01');
    expect(from.period).toEqual({ from: '2025-03-01', to: year.end });
  });

  it('refuses a bad period or filter with 400, and callers without the queue with 401 or 403', async () => {
    const status = async (query: string) =>
      (await w.as.admin.get(`/api/v2/registrations/statistics?${query}`)).statusCode;
    expect(await status('q[created_at_gteq]=2025-02-30')).toBe(400);
    expect(await status('q[created_at_lteq]=2025-06-30T10:00')).toBe(400);
    expect(await status('q[created_at_gteq]=2025-06-01&q[created_at_lteq]=2025-01-01')).toBe(400);
    expect(await status('q[created_at_gteq]=0001-01-01&q[created_at_lteq]=9999-12-31')).toBe(400);
    expect(await status('q[zz_unknown_eq]=1')).toBe(400);
    expect(await status('q[program_id_eq]=2147483648')).toBe(400);
    expect(await status('q[user_name_cont]=a%00')).toBe(422);
    expect((await w.as.anonymous.get('/api/v2/registrations/statistics')).statusCode).toBe(401);
    expect((await w.as.educator.get('/api/v2/registrations/statistics')).statusCode).toBe(403);
  });

  it('lists every month between two dates', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2025-03-01', '2025-03-31')).toEqual(['2025-03']);
  });
});
