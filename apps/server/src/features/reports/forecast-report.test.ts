import type { TForecastReportResponse, TForecastSummaryResponse, TMyForecast } from '@pdp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, createTestApp, json, type TestApp } from '../../../test/app.js';
import { createInstitute, createUser, loginAs } from '../../../test/factories.js';
import {
  employment_types,
  institutes,
  passports,
  point_requests,
  profiles,
  programs,
  registrations,
  units,
  vcm_unit_responses,
  vcms,
  type UserRow,
} from '../../db/schema/index.js';
import { forecastStatus } from './forecast-rules.js';
import { requirementsOfRow } from './forecast-service.js';

// The currency forecast of the current period (2026-07-01 – 2027-06-30; today is in it): a teacher
// needs 10 professional and 5 vocational points and one learning journey. Each educator is in one
// state, and the report's set-based answer is held to the pure rule (forecast-rules.ts).
const PERIOD = { from: '2026-07-01', to: '2027-06-30' };

let t: TestApp;
let w: Awaited<ReturnType<typeof seed>>;

async function seed() {
  const db = t.db;
  const home = await createInstitute(db, {
    name: 'Forecast Home',
    timezone: 'Australia/Melbourne',
    points_anniversary_month: 7,
    vcm_enabled: true,
    vocational_currency_valid_month_count: 24,
  });
  const other = await createInstitute(db, { name: 'Forecast Other', points_anniversary_month: 7 });
  const [teacher] = await db
    .insert(employment_types)
    .values({
      institute_id: home.id,
      name: 'Teacher',
      professional_points: 10,
      vocational_points: 5,
      num_lj_required: 1,
      num_vocational_lj_required: 0,
      profiling_tool_required: false,
    })
    .returning();
  const user = (given: string, overrides: Parameters<typeof createUser>[2] = {}) =>
    createUser(db, home.id, {
      given_name: given,
      family_name: 'Forecast',
      email: `f-${given.toLowerCase()}@school.test`,
      is_educator: true,
      employment_type_id: teacher!.id,
      ...overrides,
    });
  const admin = await user('Ada', { is_institute_admin: true, is_educator: false, employment_type_id: null });
  const sam = await user('Sam', { is_supervisor: true, is_educator: false, employment_type_id: null });
  const onTrack = await user('Olive', { supervisor_id: sam.id });
  const pendingOnly = await user('Pat', { supervisor_id: sam.id });
  const savedByProgram = await user('Reg');
  const lapses = await user('Lou');
  const expiring = await user('Vic');
  const noType = await user('Nia', { employment_type_id: null });
  const stranger = await createUser(db, other.id, { given_name: 'Stella', family_name: 'Stranger' });

  const passport = (owner: UserRow, figures: [number, number, number]) => ({
    institute_id: home.id,
    user_id: owner.id,
    period_start: PERIOD.from,
    period_end: PERIOD.to,
    status: 'IN_PROGRESS' as const,
    professional_points: figures[0],
    vocational_points: figures[1],
    learning_journeys: figures[2],
    vocational_learning_journeys: 0,
  });
  await db
    .insert(passports)
    .values([
      { ...passport(onTrack, [12, 5, 1]), status: 'COMPLETE' },
      passport(pendingOnly, [8, 5, 1]),
      passport(savedByProgram, [10, 2, 1]),
      passport(lapses, [2, 0, 0]),
      { ...passport(expiring, [10, 5, 1]), status: 'COMPLETE' },
    ]);
  // Pat's only hope: a pending request of 3 professional points dated in the period (one dated
  // before the period does not count).
  await db.insert(point_requests).values([
    {
      institute_id: home.id,
      user_id: pendingOnly.id,
      type: 'ReaPointRequest',
      points: 3,
      activity_date: '2026-10-01',
    },
    {
      institute_id: home.id,
      user_id: lapses.id,
      type: 'ReaPointRequest',
      points: 1,
      activity_date: '2026-06-01',
    },
  ]);
  // Reg is approved for a vocational learning-journey program of 3 points that ends in the period;
  // Lou is approved for one that ends after it, and has completed another (already in the ledger).
  const program = async (
    name: string,
    type: 'elective' | 'vocational_learning_journey',
    end: string,
    points: number,
  ) => {
    const [row] = await db
      .insert(programs)
      .values({ institute_id: home.id, name, program_type: type, end_date: end, workshop_points: points })
      .returning();
    return row!;
  };
  const inPeriod = await program('Welding update', 'vocational_learning_journey', '2027-03-01', 3);
  const afterPeriod = await program('Next year', 'elective', '2027-08-01', 50);
  const done = await program('Done already', 'elective', '2026-09-01', 40);
  // Open to everyone: a professional elective and a vocational one, both starting in the period.
  const open = async (name: string, type: 'elective' | 'vocational_elective') => {
    const [row] = await db
      .insert(programs)
      .values({
        institute_id: home.id,
        name,
        program_type: type,
        published: true,
        registrations_open: true,
        start_date: '2027-02-01',
        end_date: '2027-02-01',
        workshop_points: 4,
      })
      .returning();
    return row!;
  };
  const openElective = await open('Assessment refresher', 'elective');
  const openVocational = await open('Industry placement', 'vocational_elective');
  await db.insert(registrations).values([
    {
      institute_id: home.id,
      program_id: inPeriod.id,
      user_id: savedByProgram.id,
      status: 'approved',
      is_learning_journey: true,
    },
    { institute_id: home.id, program_id: afterPeriod.id, user_id: lapses.id, status: 'approved' },
    { institute_id: home.id, program_id: done.id, user_id: lapses.id, status: 'approved', completed: true },
    { institute_id: home.id, program_id: inPeriod.id, user_id: lapses.id, status: 'pending' },
  ]);
  // Vic meets every requirement, but claims a unit last approved 23 months ago: its currency (24
  // months) runs out before the period ends.
  const [unit] = await db
    .insert(units)
    .values({ institute_id: home.id, year: 2026, code: 'WELD101', title: 'Weld' })
    .returning();
  const [vcm] = await db
    .insert(vcms)
    .values({
      institute_id: home.id,
      owner_user_id: expiring.id,
      year: 2026,
      revision: 1,
      status: 'approved',
    })
    .returning();
  const approvedAt = new Date(Date.now() - 23 * 30 * 86_400_000);
  await db.insert(vcm_unit_responses).values({
    institute_id: home.id,
    vcm_id: vcm!.id,
    unit_id: unit!.id,
    status: 'approved',
    approved_at: approvedAt,
  });
  await db.insert(profiles).values({
    institute_id: home.id,
    user_id: onTrack.id,
    period_start: PERIOD.from,
    period_end: PERIOD.to,
    educator_completed: true,
    completed: true,
  });

  const client = async (row: UserRow) => apiClient(t.app, await loginAs(t.app, row));
  return {
    home,
    teacher: teacher!,
    programs: { openElective, openVocational },
    users: { admin, sam, onTrack, pendingOnly, savedByProgram, lapses, expiring, noType, stranger },
    as: {
      admin: await client(admin),
      sam: await client(sam),
      educator: await client(onTrack),
      pat: await client(pendingOnly),
      lou: await client(lapses),
      stranger: await client(stranger),
      anonymous: apiClient(t.app),
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  w = await seed();
});
afterAll(() => t.close());

type Client = typeof w.as.admin;
const report = async (client: Client, query = '') => {
  const response = await client.get(`/api/v1/reports/forecast?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<TForecastReportResponse>(response);
};
const byName = (page: TForecastReportResponse) =>
  Object.fromEntries(page.data.map((row) => [row.user_full_name.split(' ')[0], row]));

describe('GET /api/v1/reports/forecast', () => {
  it('gives each educator of the current period their state at its end', async () => {
    const page = await report(w.as.admin);
    expect(page.period).toEqual(PERIOD);
    const rows = byName(page);
    expect(rows.Olive?.forecast).toBe('on_track');
    expect(rows.Pat).toMatchObject({
      forecast: 'at_risk',
      pending_requests: 1,
      pending_professional_points: 3,
    });
    expect(rows.Reg).toMatchObject({
      forecast: 'at_risk',
      registered_programs: 1,
      pending_vocational_points: 3,
      pending_professional_points: 0,
    });
    // The program ending after the period, the completed one and the pending registration do not count;
    // nor does the request dated before the period.
    expect(rows.Lou).toMatchObject({
      forecast: 'will_lapse',
      registered_programs: 0,
      pending_requests: 0,
      pending_professional_points: 0,
    });
    expect(rows.Vic).toMatchObject({ forecast: 'at_risk', expiring_units: 1 });
    expect(rows.Nia?.forecast).toBe('no_requirements');
    expect(rows.Ada?.forecast).toBe('no_requirements');
    expect(rows.Olive).toMatchObject({
      professional_points: 12,
      required_professional_points: 10,
      required_vocational_points: 5,
      required_learning_journeys: 1,
      supervisor_full_name: 'Sam Forecast',
    });
    expect(rows.Olive!.days_left).toBeGreaterThan(0);
    expect(page.data.map((row) => row.user_full_name)).not.toContain('Stella Stranger');
  });

  it('answers what the pure rule answers for every row', async () => {
    const page = await report(w.as.admin);
    for (const row of page.data) {
      const requirements = requirementsOfRow(row);
      const figures = {
        professional_points: row.professional_points,
        vocational_points: row.vocational_points,
        learning_journeys: row.learning_journeys,
        vocational_learning_journeys: row.vocational_learning_journeys,
        profile_completed: false,
      };
      const pending = {
        professional_points: row.pending_professional_points,
        vocational_points: row.pending_vocational_points,
        learning_journeys: 0,
        vocational_learning_journeys: row.user_full_name.startsWith('Reg') ? 1 : 0,
        profile_awaiting_supervisor: false,
      };
      expect(
        forecastStatus({ requirements, figures, pending, expiringUnits: row.expiring_units }),
        row.user_full_name,
      ).toBe(row.forecast);
    }
  });

  it('filters and sorts by forecast, and its CSV holds the same rows in words', async () => {
    const atRisk = await report(w.as.admin, 'q[forecast_in][]=at_risk&q[s]=user_full_name asc');
    expect(atRisk.data.map((row) => row.user_full_name)).toEqual([
      'Pat Forecast',
      'Reg Forecast',
      'Vic Forecast',
    ]);
    expect(atRisk.meta.total).toBe(3);
    const csv = await w.as.admin.get('/api/v1/reports/forecast.csv?q[forecast_eq]=will_lapse');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Forecast');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Lou Forecast');
    expect(lines[1]).toContain('Will lapse');
  });

  it('counts the states by department for the chart, leaving out users without requirements', async () => {
    const response = await w.as.admin.get('/api/v1/reports/forecast/summary');
    expect(response.statusCode, response.body).toBe(200);
    const summary = json<TForecastSummaryResponse>(response);
    expect(summary.data).toEqual([
      { department_id: null, department_name: null, on_track: 1, at_risk: 3, will_lapse: 1 },
    ]);
  });

  it('shows a supervisor only the educators they supervise', async () => {
    const page = await report(w.as.sam);
    expect(page.data.map((row) => row.user_full_name).sort()).toEqual(['Olive Forecast', 'Pat Forecast']);
  });

  it('refuses the anonymous (401) and an educator (403), and never shows another institute', async () => {
    expect((await w.as.anonymous.get('/api/v1/reports/forecast')).statusCode).toBe(401);
    expect((await w.as.educator.get('/api/v1/reports/forecast')).statusCode).toBe(403);
    expect((await w.as.educator.get('/api/v1/reports/forecast/summary')).statusCode).toBe(403);
    const response = await w.as.stranger.get('/api/v1/reports/forecast');
    if (response.statusCode === 200) {
      const names = json<TForecastReportResponse>(response).data.map((row) => row.user_full_name);
      expect(names.some((name) => name.endsWith('Forecast'))).toBe(false);
    } else expect(response.statusCode).toBe(403);
  });

  it('answers a bad filter with a 4xx in the error format, never a 500', async () => {
    const response = await w.as.admin.get('/api/v1/reports/forecast?q[forecast_eq]=&q[s]=nope asc');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(JSON.parse(response.body)).toMatchObject({ title: 'Bad Request' });
  });

  it('ignores VCM currency while the institute has VCM off', async () => {
    await t.db.update(institutes).set({ vcm_enabled: false }).where(eq(institutes.id, w.home.id));
    try {
      expect(byName(await report(w.as.admin)).Vic?.forecast).toBe('on_track');
    } finally {
      await t.db.update(institutes).set({ vcm_enabled: true }).where(eq(institutes.id, w.home.id));
    }
  });
});

describe('GET /api/v1/my/forecast', () => {
  const mine = async (client: Client) => {
    const response = await client.get('/api/v1/my/forecast');
    expect(response.statusCode, response.body).toBe(200);
    return json<{ data: TMyForecast }>(response).data;
  };

  it('tells an educator what they still need by the period’s end, and the open programs that would close it', async () => {
    const lou = await mine(w.as.lou);
    expect(lou).toMatchObject({
      period: { start: PERIOD.from, end: PERIOD.to },
      forecast: 'will_lapse',
      shortfall: { professional_points: 8, vocational_points: 5, learning_journeys: 1, profile: false },
      pending: { professional_points: 0, requests: 0, programs: 0 },
    });
    expect(lou.programs.map((program) => program.name).sort()).toEqual([
      'Assessment refresher',
      'Industry placement',
    ]);
  });

  it('offers only the kind of currency missing, and counts what is on the way', async () => {
    const pat = await mine(w.as.pat);
    expect(pat).toMatchObject({
      forecast: 'at_risk',
      shortfall: { professional_points: 2, vocational_points: 0 },
      pending: { professional_points: 3, requests: 1 },
    });
    expect(pat.programs.map((program) => program.name)).toEqual(['Assessment refresher']);
  });

  it('offers nothing to an educator on track, and refuses the anonymous', async () => {
    const olive = await mine(w.as.educator);
    expect(olive.forecast).toBe('on_track');
    expect(olive.programs).toEqual([]);
    expect((await w.as.anonymous.get('/api/v1/my/forecast')).statusCode).toBe(401);
  });
});
